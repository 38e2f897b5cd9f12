import { rowsOf, startJobRunner } from '@teewatch/server';
import { getMirrorHealth } from '@teewatch/server/features/mirror';
import { startTestSmtpServer } from '@teewatch/server/testing';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { startSimulator } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';
import { closeDay, openApp } from './bench-app';

// Latency at the shipped defaults (issue 27): no cadence override, the shipped budgets (ChronoGolf 1
// request/s, CPS 4/s), the in-process worker reading all 18 courses. Slots open at random moments on two
// watched pairs (City of Vancouver courses, tomorrow, one request per hour) and on one unwatched pair (a
// third course, no request). Prints slot opens → email accepted by SMTP for the watched pairs, slot opens
// → opening recorded by the mirror for both, and the cadence each tier achieved meanwhile.

const SPREAD_S = Number(process.env.BENCH_DEFAULT_SPREAD_S ?? 120);
const HOURS = Array.from({ length: 14 }, (_, index) => 6 + index);

type Trial = { courseId: number; cpsId: number; hour: number; email?: string; openedAt?: number };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const figures = (values: number[]) =>
  values.length === 0
    ? '— | — | —'
    : `${percentile(values, 50).toFixed(1)} | ${percentile(values, 95).toFixed(1)} | ${percentile(values, 100).toFixed(1)}`;

export async function defaultLatency(): Promise<void> {
  const simulator = await startSimulator({ port: 0, seed: 5, churnIntervalMs: 0 });
  const smtp = await startTestSmtpServer();
  const app = await openApp(
    {
      UPSTREAM_MODE: 'simulator',
      SIMULATOR_URL: simulator.url,
      SMTP_URL: smtp.url,
      CPS_REQUESTS_PER_SECOND: '4',
      CHRONOGOLF_REQUESTS_PER_SECOND: '1',
    },
    'pglite',
  );
  const { db, config, sources } = app.ctx;
  const runner = await startJobRunner({ ctx: app.ctx, log: { info() {}, error() {} } });
  try {
    const date = addDaysToIsoDate(vancouverToday(), 1);
    const courses = rowsOf<{ id: number; api_course_id: string; seed_key: string }>(
      await db.execute(sql`
        select id, api_course_id, seed_key from golf_courses
        where seed_key in ('cps:golfvancouver:1', 'cps:golfvancouver:2', 'cps:golfvancouver:3') order by seed_key
      `),
    );
    for (const course of courses) await closeDay(simulator, Number(course.api_course_id), date);
    const trials: { watched: Trial[]; unwatched: Trial[] } = { watched: [], unwatched: [] };
    for (const [index, course] of courses.entries()) {
      for (const hour of HOURS) {
        const trial = { courseId: Number(course.id), cpsId: Number(course.api_course_id), hour };
        if (index < 2) trials.watched.push({ ...trial, email: `c${course.id}h${hour}@bench.example` });
        else trials.unwatched.push(trial);
      }
    }
    const inserted = rowsOf<{ id: number; contact_email: string }>(
      await db.execute(sql`
        insert into monitoring_requests (user_id, preferred_dates, start_hour, end_hour, number_of_players, contact_email, expires_at)
        values ${sql.join(
          trials.watched.map(
            (trial) =>
              sql`('bench-user', array[${date}::date], ${trial.hour}, ${trial.hour + 1}, 0, ${trial.email!}, now() + interval '30 days')`,
          ),
          sql`, `,
        )} returning id, contact_email
      `),
    );
    const byEmail = new Map(inserted.map((row) => [row.contact_email, Number(row.id)]));
    await db.execute(sql`
      insert into monitoring_request_courses (request_id, course_id) values
      ${sql.join(
        trials.watched.map((trial) => sql`(${byEmail.get(trial.email!)!}, ${trial.courseId})`),
        sql`, `,
      )}
    `);
    // Wait for the first observation of the three pairs (the closed day), however long the cold start takes.
    const ids = `{${courses.map((course) => course.id).join(',')}}`;
    for (let waited = 0; waited < 300; waited++) {
      const [row] = rowsOf<{ read: number }>(
        await db.execute(sql`
          select count(*)::int as read from course_polls
          where date = ${date}::date and course_id = any(${ids}::int[]) and last_success_at is not null
        `),
      );
      if (Number(row?.read) === courses.length) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const baseline = smtp.messages.length;
    const all = [...trials.watched, ...trials.unwatched];
    await Promise.all(
      all.map(async (trial) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * SPREAD_S * 1000));
        simulator.setSlot({
          system: 'cps',
          site: 'golfvancouver',
          courseId: trial.cpsId,
          date,
          time: `${String(trial.hour).padStart(2, '0')}:17`,
          spots: 2,
        });
        trial.openedAt = Date.now();
      }),
    );
    await smtp.waitForMessages(baseline + trials.watched.length, 150_000).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 90_000)); // the unwatched pair's next reads
    const health = await getMirrorHealth({ db, config, sources, now: new Date() });
    const openings = rowsOf<{ course_id: number; time: string; opened_at: Date | string }>(
      await db.execute(sql`
        select course_id, time, opened_at from slot_openings
        where date = ${date}::date and course_id = any(${ids}::int[]) and not first_observation
      `),
    );
    const observed = (trial: Trial) => {
      const opening = openings.find(
        (row) =>
          Number(row.course_id) === trial.courseId &&
          row.time.startsWith(`${String(trial.hour).padStart(2, '0')}:17`),
      );
      return opening && trial.openedAt
        ? [(new Date(opening.opened_at).getTime() - trial.openedAt) / 1000]
        : [];
    };
    const emailed = trials.watched.flatMap((trial) => {
      const mail = smtp.messages.find(
        (message) => (message.to as { text: string } | undefined)?.text === trial.email,
      );
      return mail && trial.openedAt ? [(mail.receivedAt.getTime() - trial.openedAt) / 1000] : [];
    });
    console.log(
      `\n6. Latency at the shipped defaults (no cadence override; CPS ${config.sources.cpsRequestsPerSecond}/s, ChronoGolf ${config.sources.chronogolfRequestsPerSecond}/s; all 18 courses read by the in-process worker on PGlite; openings spread over ${SPREAD_S} s)`,
    );
    console.log('| pair | trials | measured | p50 (s) | p95 (s) | max (s) | aim |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(
      `| watched | ${trials.watched.length} | slot opens → email accepted (${emailed.length} received) | ${figures(emailed)} | p50 ≤ 25, p95 ≤ 45 |`,
    );
    console.log(
      `| watched | ${trials.watched.length} | slot opens → opening recorded | ${figures(trials.watched.flatMap(observed))} | |`,
    );
    console.log(
      `| unwatched | ${trials.unwatched.length} | slot opens → opening recorded | ${figures(trials.unwatched.flatMap(observed))} | (no request, so no email) |`,
    );
    console.log('| host | tier | pairs | cadence (s) | achieved median age (s) | oldest (s) |');
    console.log('|---|---|---|---|---|---|');
    for (const host of health.hosts) {
      for (const tier of host.tiers.filter((candidate) => candidate.pairs > 0)) {
        console.log(
          `| ${host.host} | ${tier.tier} | ${tier.pairs} | ${tier.cadenceSeconds} | ${tier.achievedSeconds ?? '—'} | ${tier.oldestAgeSeconds ?? '—'} |`,
        );
      }
    }
  } finally {
    await runner.stop();
    await app.close();
    await smtp.close();
    await simulator.close();
  }
}
