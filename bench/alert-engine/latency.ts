import { rowsOf, startJobRunner } from '@teewatch/server';
import { startTestSmtpServer } from '@teewatch/server/testing';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { startSimulator } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';
import { closeDay, insertHourRequests, LATENCY_INTERVAL_S, openApp } from './bench-app';

export async function latency(): Promise<void> {
  const simulator = await startSimulator({ port: 0, seed: 5, churnIntervalMs: 0 });
  const smtp = await startTestSmtpServer();
  const interval = String(LATENCY_INTERVAL_S);
  const app = await openApp(
    {
      UPSTREAM_MODE: 'simulator',
      SIMULATOR_URL: simulator.url,
      SMTP_URL: smtp.url,
      ALERT_POLL_NEAR_SECONDS: interval,
      ALERT_POLL_MID_SECONDS: interval,
      ALERT_POLL_FAR_SECONDS: interval,
    },
    'pglite',
  );
  const runner = await startJobRunner({ ctx: app.ctx, log: { info() {}, error() {} } });
  try {
    const date = addDaysToIsoDate(vancouverToday(new Date()), 1);
    const courses = rowsOf<{ id: number; api_course_id: string }>(
      await app.ctx.db.execute(sql`
        select id, api_course_id from golf_courses where seed_key in ('cps:golfvancouver:1', 'cps:golfvancouver:2') order by id
      `),
    );
    const trials: {
      course: { id: number; cpsId: number };
      hour: number;
      email: string;
      openedAt?: number;
    }[] = [];
    for (const course of courses) {
      for (let hour = 6; hour <= 19; hour += 1) {
        trials.push({
          course: { id: course.id, cpsId: Number(course.api_course_id) },
          hour,
          email: `c${course.id}h${hour}@bench.example`,
        });
      }
    }
    // Close the whole day so the first observation finds nothing in any window.
    for (const course of courses) await closeDay(simulator, Number(course.api_course_id), date);
    await insertHourRequests(
      app.ctx,
      date,
      trials.map((trial) => ({ email: trial.email, hour: trial.hour, courseId: trial.course.id })),
    );
    await runner.wake();
    await new Promise((resolve) => setTimeout(resolve, 4000)); // first observation
    const baseline = smtp.messages.length;
    // Open one slot per trial at random moments spread over two poll intervals.
    const spreadMs = LATENCY_INTERVAL_S * 2000;
    await Promise.all(
      trials.map(async (trial) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * spreadMs));
        simulator.setSlot({
          system: 'cps',
          site: 'golfvancouver',
          courseId: trial.course.cpsId,
          date,
          time: `${String(trial.hour).padStart(2, '0')}:17`,
          spots: 2,
        });
        trial.openedAt = Date.now();
      }),
    );
    await smtp.waitForMessages(baseline + trials.length, (LATENCY_INTERVAL_S + 30) * 1000).catch(() => {});
    const latencies = trials.flatMap((trial) => {
      const mail = smtp.messages.find((message) => {
        const to = message.to as { text: string } | undefined;
        return to?.text === trial.email;
      });
      return mail && trial.openedAt ? [(mail.receivedAt.getTime() - trial.openedAt) / 1000] : [];
    });
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? Number.NaN;
    console.log(
      `\n3. Latency: slot opens in the simulator → email accepted by SMTP (poll interval ${LATENCY_INTERVAL_S} s, in-process worker on PGlite)`,
    );
    console.log(`   trials: ${trials.length}, emails received: ${latencies.length}`);
    console.log(
      `   p50 ${pct(50).toFixed(2)} s   p95 ${pct(95).toFixed(2)} s   max ${latencies.at(-1)?.toFixed(2)} s`,
    );
    console.log(`   p95 − interval = ${(pct(95) - LATENCY_INTERVAL_S).toFixed(2)} s (aim ≤ 5 s)`);
  } finally {
    await runner.stop();
    await app.close();
    await smtp.close();
    await simulator.close();
  }
}
