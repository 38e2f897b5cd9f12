import { rowsOf } from '@teewatch/server';
import {
  type ChurnFigures,
  type ChurnSettings,
  churnEnv,
  runChurnReplay,
  scriptScale,
  startTestSmtpServer,
} from '@teewatch/server/testing';
import { startSimulator } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';
import { LATENCY_INTERVAL_S, openApp } from './bench-app';

const CHURN_GAP_MINUTES = Number(process.env.BENCH_GAP_MINUTES ?? 0);

/** One replay on a fresh PostgreSQL database with its own simulator and SMTP server. */
export async function churnRound(settings: ChurnSettings): Promise<ChurnFigures> {
  const simulator = await startSimulator({ port: 0, seed: 7, churnIntervalMs: 0 });
  const smtp = await startTestSmtpServer();
  const app = await openApp(
    {
      UPSTREAM_MODE: 'simulator',
      SIMULATOR_URL: simulator.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Teewatch <alerts@teewatch.test>',
      ...churnEnv(settings),
    },
    'postgres',
  );
  try {
    return await runChurnReplay({
      app: {
        ctx: app.ctx,
        config: app.ctx.config,
        simulator,
        smtp,
        async createRequest(email, input) {
          const [row] = rowsOf<{ id: number }>(
            await app.ctx.db.execute(sql`
              insert into monitoring_requests (user_id, preferred_dates, start_hour, end_hour, number_of_players, contact_email, expires_at)
              values ('bench-user', ${`{${input.dates.join(',')}}`}::date[], ${input.startHour}, ${input.endHour},
                ${input.players}, ${email}, now() + interval '30 days')
              returning id
            `),
          );
          for (const courseId of input.courseIds) {
            await app.ctx.db.execute(
              sql`insert into monitoring_request_courses (request_id, course_id) values (${row!.id}, ${courseId})`,
            );
          }
          return Number(row!.id);
        },
      },
      databaseUrl: app.ctx.config.databaseUrl!,
      settings,
    });
  } finally {
    await app.close();
    await smtp.close();
    await simulator.close();
  }
}

export function printChurn(title: string, figures: ChurnFigures): void {
  const { latency, emailsPerRequest, readGaps } = figures;
  console.log(`   ${title}`);
  console.log(
    `     recall ${(figures.recall * 100).toFixed(1)} % (${figures.recalled}/${figures.requiredOpenings} openings that stayed open)   duplicates ${figures.duplicates.length}   unbookable ${figures.unbookable.length + figures.unknownSlots.length}`,
  );
  console.log(
    `     emails ${figures.emails}, per request ${emailsPerRequest.mean.toFixed(1)} on average, ${emailsPerRequest.max} at most${Number.isFinite(emailsPerRequest.bound) ? ` (bound ${emailsPerRequest.bound.toFixed(1)})` : ''}`,
  );
  console.log(
    `     latency opening → SMTP acceptance: p50 ${latency.p50.toFixed(2)} s   p95 ${latency.p95.toFixed(2)} s   max ${latency.max.toFixed(2)} s   (${latency.samples} openings)`,
  );
  console.log(
    `     reads: ${readGaps.reads} over ${readGaps.pairs} (course, date) pairs, worst gap ${readGaps.worstSeconds.toFixed(1)} s (2× cadence = ${readGaps.boundSeconds} s)${readGaps.pairsReadAfterKill === null ? '' : `, ${readGaps.pairsReadAfterKill} read again after the kill`}`,
  );
  if (figures.killed)
    console.log(
      `     kill -9 of ${figures.killed.worker} mid-send: ${figures.killed.interruptedMessageIds.length} claim(s) in flight, resumed by the other workers`,
    );
  for (const line of [
    ...figures.missed,
    ...figures.duplicates,
    ...figures.unbookable,
    ...figures.unknownSlots,
    ...figures.borderlineOpenings,
  ])
    console.log(`     ! ${line}`);
}

export async function churnReplay(): Promise<void> {
  const settings = {
    cadenceSeconds: LATENCY_INTERVAL_S,
    gapMinutes: CHURN_GAP_MINUTES,
    claimTimeoutSeconds: 6,
  };
  console.log(
    `\n5. Churn replay: 3 courses, 10 requests, two worker.ts processes on PostgreSQL, cadence ${LATENCY_INTERVAL_S} s (default near cadence is 60 s: BENCH_POLL_INTERVAL_S=60), minimum gap ${CHURN_GAP_MINUTES} min, claim timeout 6 s, script ×${scriptScale({ ...settings, killMidSend: false }).toFixed(2)}`,
  );
  printChurn('clean round', await churnRound({ ...settings, killMidSend: false }));
  printChurn('kill -9 round', await churnRound({ ...settings, killMidSend: true }));
}
