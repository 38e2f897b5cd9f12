import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AppContext,
  closeContext,
  createContext,
  loadConfig,
  rowsOf,
  startJobRunner,
} from '@teewatch/server';
import { deliverPendingAlerts, matchOpenings, planPolls } from '@teewatch/server/features/alerts';
import { listMirrorCourses, readCourseDay } from '@teewatch/server/features/mirror';
import {
  type ChurnFigures,
  type ChurnSettings,
  churnEnv,
  freshPostgresDatabase,
  runChurnReplay,
  scriptScale,
  startTestSmtpServer,
} from '@teewatch/server/testing';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { type Simulator, startSimulator } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';
import { fromPglite, PgBoss } from 'pg-boss';

// Alert engine benchmark (issue 5). Prints figures; never fails on a timing.
//  1. Upstream economy: 10,000 active requests over the seeded courses and 30 dates → upstream calls in one
//     cycle ÷ distinct watched (course, date) pairs.
//  2. Matching: 100,000 active requests and 1,000 openings → time to match (one set-based insert) and to
//     enqueue the notify job, on PGlite and on PostgreSQL.
//  3. Latency: slot opened in the simulator → email accepted by a local SMTP server, p50/p95, with the
//     in-process worker and a short poll interval.
//  4. The crash window (issue 12): for each email, the time from the SMTP server's acceptance to the
//     commit that records it — a worker killed inside it re-sends that email (same bytes, same Message-ID).
//  5. Churn replay (issue 12): the churn-replay test's script played to two worker.ts processes on
//     PostgreSQL, every email read against the simulator's ground truth — recall, duplicates, unbookable
//     slots, emails per request, latency from opening to SMTP acceptance, read gaps — once clean and once
//     with a kill -9 of a worker mid-send and a replacement started.

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LATENCY_INTERVAL_S = Number(process.env.BENCH_POLL_INTERVAL_S ?? 10);
const secret = 'bench-secret-bench-secret-bench-secret-01';

type Env = Record<string, string>;

async function openApp(env: Env, database: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-alert-bench-'));
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (database === 'postgres') {
    ({ url: databaseUrl, drop } = await freshPostgresDatabase(PG_URL, { prefix: 'teewatch_bench' }));
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: secret,
    CPS_REQUESTS_PER_SECOND: '500',
    CHRONOGOLF_REQUESTS_PER_SECOND: '500',
    // The bench's golfers are rows, not signed-up users: their addresses count as confirmed.
    ALERTS_REQUIRE_VERIFIED_EMAIL: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const ctx = await createContext(database === 'pglite' ? { ...config, dataDir: 'memory://' } : config);
  await ctx.db.execute(sql`
    insert into "user" (id, name, email) values ('bench-user', 'Bench', 'bench@example.com') on conflict do nothing
  `);
  return {
    ctx,
    close: async () => {
      await closeContext(ctx);
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` active requests, each on 1–3 random active courses and 1–3 random dates of the next `days`
 * days, random hour windows and party sizes, all generated in SQL.
 */
async function insertRequests(ctx: AppContext, count: number, days: number): Promise<void> {
  const today = vancouverToday();
  await ctx.db.execute(sql`
    with params as (select ${today}::date as today)
    insert into monitoring_requests (user_id, preferred_dates, start_hour, end_hour, number_of_players, contact_email, expires_at)
    select 'bench-user',
      array(select distinct p.today + floor(random() * ${days}::int)::int from generate_series(1, 1 + (g % 3)) s(n) where s.n > 0),
      6 + (g % 8), 6 + (g % 8) + 3 + (g % 5), (array[0,2,3,4])[1 + (g % 4)],
      'golfer' || g || '@example.com', now() + interval '30 days'
    from generate_series(1, ${count}::int) g, params p
  `);
  await ctx.db.execute(sql`
    insert into monitoring_request_courses (request_id, course_id)
    select distinct r.id, c.id
    from monitoring_requests r
    cross join lateral (
      select id from golf_courses where is_active and deleted_at is null and r.id is not null
      order by random() limit 1 + (r.id % 3)
    ) c
  `);
}

async function upstreamEconomy(): Promise<void> {
  const simulator = await startSimulator({ port: 0, seed: 3, churnIntervalMs: 0 });
  const app = await openApp({ UPSTREAM_MODE: 'simulator', SIMULATOR_URL: simulator.url }, 'pglite');
  try {
    await insertRequests(app.ctx, 10_000, 30);
    simulator.clearRequests();
    const chronogolfIds = new Set(
      rowsOf<{ id: number }>(
        await app.ctx.db.execute(sql`select id from golf_courses where api_type = 'chronogolf'`),
      ).map((row) => Number(row.id)),
    );
    const started = performance.now();
    const due = await planPolls({ db: app.ctx.db, config: app.ctx.config, now: new Date() });
    const courses = new Map((await listMirrorCourses(app.ctx.db)).map((course) => [course.id, course]));
    let refreshes = 0;
    const queue = [...due];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let pair = queue.shift(); pair; pair = queue.shift()) {
          refreshes += 1;
          await readCourseDay({
            db: app.ctx.db,
            config: app.ctx.config,
            sources: app.ctx.sources,
            clock: app.ctx.clock,
            course: courses.get(pair.courseId)!,
            date: pair.date,
          });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const log = simulator.requests();
    const teeTimeCalls = Object.entries(log.byPath)
      .filter(([requestPath]) => /teetimes/i.test(requestPath))
      .reduce((sum, [, count]) => sum + Number(count), 0);
    const calls = log.total;
    const again = await planPolls({ db: app.ctx.db, config: app.ctx.config, now: new Date() });
    console.log('\n1. Upstream economy (10,000 active requests, seeded courses, 30 dates)');
    console.log(`   distinct watched (course, date) pairs:        ${due.length}`);
    console.log(
      `   mirror reads in the cycle:                     ${refreshes}  → ${(refreshes / due.length).toFixed(2)} per pair`,
    );
    console.log(
      `   upstream HTTP calls in the cycle:              ${calls} (tee-time calls ${teeTimeCalls}; rest = CPS configuration/token/transaction bootstrap, ChronoGolf club pages)`,
    );
    console.log(
      `   upstream calls ÷ watched pairs:                ${(calls / due.length).toFixed(3)}  (tee-time calls ÷ pairs ${(teeTimeCalls / due.length).toFixed(3)})`,
    );
    console.log(`   cycle wall time:                               ${seconds.toFixed(1)} s`);
    console.log(`   pairs due again right after the cycle:         ${again.length}`);
    const byKind = new Map<string, number>();
    for (const [requestPath, count] of Object.entries(log.byPath)) {
      const kind = requestPath.startsWith('/cps/')
        ? `CPS ${requestPath.split('/').at(-1)}`
        : requestPath.includes('/v2/')
          ? 'ChronoGolf v2 teetimes'
          : requestPath.includes('/club/')
            ? 'ChronoGolf club page'
            : 'ChronoGolf classic teetimes';
      byKind.set(kind, (byKind.get(kind) ?? 0) + Number(count));
    }
    console.log(`   calls by kind: ${[...byKind].map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
    const v2Calls = log.log.filter((entry) => entry.path.includes('/v2/'));
    // The simulator keeps the last 1,000 requests; the mean is only printed when it saw them all.
    if (v2Calls.length > 0 && log.log.length === log.total) {
      const firstPages = v2Calls.filter((entry) => entry.query.page === '1');
      const courses = firstPages.map((entry) => String(entry.query.course_ids).split(',').length);
      console.log(
        `   ChronoGolf v2: ${firstPages.length} requests (${v2Calls.length} pages), ${(courses.reduce((sum, n) => sum + n, 0) / courses.length).toFixed(1)} courses per request on average`,
      );
    }
    const chronoPairs = due.filter((pair) => chronogolfIds.has(pair.courseId)).length;
    console.log(
      `   pairs on ChronoGolf courses: ${chronoPairs}, on CPS courses: ${due.length - chronoPairs}`,
    );
  } finally {
    await app.close();
    await simulator.close();
  }
}

async function matching(database: 'pglite' | 'postgres'): Promise<void> {
  const app = await openApp({}, database);
  try {
    const today = vancouverToday();
    const insertStarted = performance.now();
    await insertRequests(app.ctx, 100_000, 30);
    const insertSeconds = (performance.now() - insertStarted) / 1000;
    // 1,000 openings: random courses, dates and times, 1–4 spots.
    await app.ctx.db.execute(sql`
      insert into tee_time_slots (course_id, date, time, holes, available_spots, min_players, max_players, price)
      select c.id, ${today}::date + 1 + (g % 29), lpad((6 + (g % 14))::text, 2, '0') || ':' || lpad(((g * 7) % 60)::text, 2, '0'),
        18, 1 + (g % 4), 1, 4, 55
      from generate_series(1, 1000) g
      cross join lateral (select id from golf_courses where is_active and g is not null order by random() limit 1) c
      on conflict do nothing
    `);
    const openingRows = rowsOf<{ id: number }>(
      await app.ctx.db.execute(sql`
        insert into slot_openings (slot_id, course_id, date, time, holes, available_spots, min_players, max_players, price)
        select id, course_id, date, time, holes, available_spots, min_players, max_players, price from tee_time_slots
        returning id
      `),
    );
    await app.ctx.db.execute(sql`analyze`);
    const boss =
      app.ctx.database.kind === 'pglite'
        ? new PgBoss({ db: fromPglite(app.ctx.database.pglite), backend: 'pglite' })
        : new PgBoss({ connectionString: app.ctx.config.databaseUrl, max: 2 });
    await boss.start();
    await boss.createQueue('alerts.notify', { policy: 'short' });

    if (process.env.BENCH_EXPLAIN) {
      const plan = rowsOf<Record<string, string>>(
        await app.ctx.db.execute(sql`
          explain analyze select count(*) from monitoring_requests r
          join monitoring_request_courses mrc on mrc.request_id = r.id
          cross join lateral unnest(r.preferred_dates) as d(date)
          join slot_openings o on o.course_id = mrc.course_id and o.date = d.date
          where r.is_active and r.expires_at > now()
            and o.time >= lpad(r.start_hour::text, 2, '0') || ':00' and o.time < lpad(r.end_hour::text, 2, '0') || ':00'
        `),
      );
      console.log(plan.map((row) => Object.values(row)[0]).join('\n'));
    }
    const started = performance.now();
    const alerted = await matchOpenings({
      db: app.ctx.db,
      openings: openingRows.map((row) => ({ id: Number(row.id), previousSpots: 0 })),
      now: new Date(),
    });
    const matchedAt = performance.now();
    await boss.send('alerts.notify', {}, { startAfter: 2 });
    const enqueuedAt = performance.now();
    const [{ count }] = rowsOf<{ count: number }>(
      await app.ctx.db.execute(sql`select count(*)::int as count from request_alerts`),
    ) as [{ count: number }];
    await boss.stop({ graceful: false, close: app.ctx.database.kind !== 'pglite' });
    console.log(
      `\n2. Matching on ${database === 'pglite' ? 'PGlite' : 'PostgreSQL'} (100,000 active requests, ${openingRows.length} openings)`,
    );
    console.log(`   (setup: inserting the requests took ${insertSeconds.toFixed(1)} s)`);
    console.log(`   alerts created: ${count} for ${alerted.length} requests`);
    console.log(`   match (one insert … select): ${(matchedAt - started).toFixed(0)} ms`);
    console.log(`   enqueue notify:              ${(enqueuedAt - matchedAt).toFixed(1)} ms`);
    console.log(`   match + enqueue:             ${(enqueuedAt - started).toFixed(0)} ms`);
  } finally {
    await app.close();
  }
}

async function latency(): Promise<void> {
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
    const date = addDaysToIsoDate(vancouverToday(), 1);
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
    const values = trials.map(
      (trial) =>
        sql`('bench-user', array[${date}::date], ${trial.hour}, ${trial.hour + 1}, 0, ${trial.email}, now() + interval '30 days')`,
    );
    const inserted = rowsOf<{ id: number; contact_email: string }>(
      await app.ctx.db.execute(sql`
        insert into monitoring_requests (user_id, preferred_dates, start_hour, end_hour, number_of_players, contact_email, expires_at)
        values ${sql.join(values, sql`, `)} returning id, contact_email
      `),
    );
    const byEmail = new Map(inserted.map((row) => [row.contact_email, Number(row.id)]));
    await app.ctx.db.execute(sql`
      insert into monitoring_request_courses (request_id, course_id) values
      ${sql.join(
        trials.map((trial) => sql`(${byEmail.get(trial.email)!}, ${trial.course.id})`),
        sql`, `,
      )}
    `);
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

async function deliveryWindow(database: 'pglite' | 'postgres'): Promise<void> {
  const smtp = await startTestSmtpServer();
  const app = await openApp({ SMTP_URL: smtp.url, ALERT_MIN_GAP_MINUTES: '0' }, database);
  const emails = 300;
  try {
    const date = addDaysToIsoDate(vancouverToday(), 3);
    // One request, one open slot and one pending alert per email, all on one course.
    await app.ctx.db.execute(sql`
      with course as (select id from golf_courses where is_active order by id limit 1),
      requests as (
        insert into monitoring_requests (user_id, preferred_dates, start_hour, end_hour, number_of_players, contact_email, expires_at)
        select 'bench-user', array[${date}::date], 6, 21, 0, 'window' || g || '@example.com', now() + interval '30 days'
        from generate_series(1, ${emails}::int) g
        returning id
      ),
      slots as (
        insert into tee_time_slots (course_id, date, time, holes, available_spots, min_players, max_players, price)
        select course.id, ${date}::date, lpad((6 + g / 60)::text, 2, '0') || ':' || lpad((g % 60)::text, 2, '0'), 18, 2, 1, 4, 55
        from generate_series(1, ${emails}::int) g, course
        returning id, course_id, date, time, holes, available_spots
      ),
      openings as (
        insert into slot_openings (slot_id, course_id, date, time, holes, available_spots)
        select id, course_id, date, time, holes, available_spots from slots
        returning id
      ),
      numbered_requests as (select id, row_number() over (order by id) as n from requests),
      numbered_openings as (select id, row_number() over (order by id) as n from openings),
      linked as (
        insert into monitoring_request_courses (request_id, course_id)
        select r.id, course.id from requests r, course
      )
      insert into request_alerts (request_id, opening_id)
      select r.id, o.id from numbered_requests r join numbered_openings o using (n)
    `);
    const windows: number[] = [];
    const started = performance.now();
    const result = await deliverPendingAlerts({
      db: app.ctx.db,
      config: app.ctx.config,
      clock: app.ctx.clock,
      onAccepted: (timing) => windows.push(timing.acceptedToRecordedMs),
    });
    const seconds = (performance.now() - started) / 1000;
    windows.sort((a, b) => a - b);
    const pct = (p: number) =>
      windows[Math.min(windows.length - 1, Math.ceil((p / 100) * windows.length) - 1)] ?? Number.NaN;
    console.log(
      `\n4. Crash window on ${database === 'pglite' ? 'PGlite' : 'PostgreSQL'}: SMTP acceptance → acceptance recorded (${emails} emails, local SMTP, 4 sends at once)`,
    );
    console.log(
      `   sent ${result.sent}, failed ${result.failed}, in ${seconds.toFixed(1)} s (${(result.sent / seconds).toFixed(0)} emails/s)`,
    );
    console.log(
      `   window p50 ${pct(50).toFixed(2)} ms   p95 ${pct(95).toFixed(2)} ms   max ${windows.at(-1)?.toFixed(2)} ms`,
    );
    console.log(
      `   duplicates expected from one kill -9 at a random moment of this busy delivery ≈ Σ windows ÷ wall time = ${(windows.reduce((sum, ms) => sum + ms, 0) / 1000 / seconds).toFixed(2)}`,
    );
  } finally {
    await app.close();
    await smtp.close();
  }
}

const CHURN_GAP_MINUTES = Number(process.env.BENCH_GAP_MINUTES ?? 0);

async function churnRound(killMidSend: boolean): Promise<ChurnFigures> {
  const simulator = await startSimulator({ port: 0, seed: 7, churnIntervalMs: 0 });
  const smtp = await startTestSmtpServer();
  const settings: ChurnSettings = {
    cadenceSeconds: LATENCY_INTERVAL_S,
    gapMinutes: CHURN_GAP_MINUTES,
    claimTimeoutSeconds: 6,
    killMidSend,
  };
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

function printChurn(title: string, figures: ChurnFigures): void {
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
    `     reads: ${readGaps.reads} over ${readGaps.pairs} (course, date) pairs, worst gap ${readGaps.worstSeconds.toFixed(1)} s (2× cadence = ${readGaps.boundSeconds} s)`,
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
  ])
    console.log(`     ! ${line}`);
}

async function churnReplay(): Promise<void> {
  const settings = {
    cadenceSeconds: LATENCY_INTERVAL_S,
    gapMinutes: CHURN_GAP_MINUTES,
    claimTimeoutSeconds: 6,
  };
  console.log(
    `\n5. Churn replay: 3 courses, 10 requests, two worker.ts processes on PostgreSQL, cadence ${LATENCY_INTERVAL_S} s (default near cadence is 60 s: BENCH_POLL_INTERVAL_S=60), minimum gap ${CHURN_GAP_MINUTES} min, claim timeout 6 s, script ×${scriptScale({ ...settings, killMidSend: false }).toFixed(2)}`,
  );
  printChurn('clean round', await churnRound(false));
  printChurn('kill -9 round', await churnRound(true));
}

async function closeDay(simulator: Simulator, cpsId: number, date: string): Promise<void> {
  for (let minutes = 5 * 60; minutes < 21 * 60; minutes += 1) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    simulator.setSlot({ system: 'cps', site: 'golfvancouver', courseId: cpsId, date, time, spots: 0 });
  }
}

const only = process.argv[2];
if (!only || only === 'economy') await upstreamEconomy();
if (!only || only === 'matching') {
  if (!process.env.BENCH_EXPLAIN) await matching('pglite');
  await matching('postgres').catch((error) =>
    console.log(`\n2. Matching on PostgreSQL: skipped (${(error as Error).message})`),
  );
}
if (!only || only === 'latency') await latency();
if (!only || only === 'window') {
  await deliveryWindow('pglite');
  await deliveryWindow('postgres').catch((error) =>
    console.log(`\n4. Crash window on PostgreSQL: skipped (${(error as Error).message})`),
  );
}
if (!only || only === 'churn') {
  await churnReplay().catch((error) =>
    console.log(`\n5. Churn replay: failed (${(error as Error).message})`),
  );
}
process.exit(0);
