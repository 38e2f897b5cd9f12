import { loadConfig, rowsOf, startJobRunner } from '@teewatch/server';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { startSimulator } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';
import { startSimulatorApp } from '../support/simulator-app';
import { DAYS, percentile, simulate } from './budget-model';
import { realCatalogue } from './real-catalogue';
import { countSimulatorRows, WATCH_UNTIL_HOUR } from './simulator-sheets';

// The real worker at the shipped budgets (issue 50): the simulator with full sheets, a fresh PostgreSQL
// database, the in-process worker (ChronoGolf 1 request/s, each CPS host 4/s, budget keys the stored
// hosts' as in production), one waitlist request per readable course watching days +1 to +3 from 6 to
// 11 AM, and nothing searching. After every watched pair's first read and a warm-up, each watched pair's
// age (now − course_polls.last_success_at) is sampled from the database every few seconds; the median /
// p95 / max per system are printed beside the budget simulation's (budget-model.ts) for the same setup,
// with the ratio of the p95s. Not part of CI: it runs for minutes.
//
//   npm run bench:worker-budget -w @teewatch/bench
//   BENCH_WORKER_WARMUP_S (default 60), BENCH_WORKER_MEASURE_S (default 240), BENCH_WORKER_SAMPLE_S (5)

const WARMUP_S = Number(process.env.BENCH_WORKER_WARMUP_S ?? 60);
const MEASURE_S = Number(process.env.BENCH_WORKER_MEASURE_S ?? 240);
const SAMPLE_S = Number(process.env.BENCH_WORKER_SAMPLE_S ?? 5);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WATCHED_DAYS = [1, 2, 3];
const START_HOUR = 6;
const BUDGETS = { CHRONOGOLF_REQUESTS_PER_SECOND: '1', CPS_REQUESTS_PER_SECOND: '4' };
const SYSTEMS = ['chronogolf', 'cps'] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cell = (ages: number[]) =>
  ages.length === 0
    ? '—'
    : `${percentile(ages, 0.5).toFixed(0)} / ${percentile(ages, 0.95).toFixed(0)} / ${percentile(ages, 1).toFixed(0)}`;

type Db = Awaited<ReturnType<typeof startSimulatorApp>>['ctx']['db'];

/** One request per readable course, watching the dates from 6 to 11 AM, straight into the tables. */
async function seedWatchers(db: Db, dates: string[]): Promise<number> {
  await db.execute(sql`
    insert into "user" (id, name, email) values ('bench-user', 'Bench', 'bench@example.com') on conflict do nothing
  `);
  const courses = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from golf_courses where api_type <> 'none' and is_active and deleted_at is null order by id
    `),
  );
  for (const course of courses) {
    const [request] = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into monitoring_requests (user_id, preferred_dates, start_hour, end_hour, number_of_players, contact_email, expires_at)
        values ('bench-user', ${`{${dates.join(',')}}`}::date[], ${START_HOUR}, ${WATCH_UNTIL_HOUR}, 0,
          ${`golfer${course.id}@example.com`}, now() + interval '30 days')
        returning id
      `),
    );
    await db.execute(
      sql`insert into monitoring_request_courses (request_id, course_id) values (${request!.id}, ${course.id})`,
    );
  }
  return courses.length;
}

/** Each watched pair's age in seconds now, by system; pairs never read count from `since`. */
async function watchedAges(db: Db, dates: string[], since: Date) {
  return rowsOf<{ api_type: string; age: number | null; read: boolean }>(
    await db.execute(sql`
      select c.api_type, extract(epoch from now() - coalesce(p.last_success_at, ${since.toISOString()}::timestamptz))::float8 as age,
        p.last_success_at is not null as read
      from golf_courses c
      cross join unnest(${`{${dates.join(',')}}`}::date[]) d(date)
      left join course_polls p on p.course_id = c.id and p.date = d.date
      where c.api_type <> 'none' and c.is_active and c.deleted_at is null
    `),
  );
}

async function measureWorker(): Promise<Record<string, number[]>> {
  const simulator = await startSimulator({ port: 0, seed: 1, churnIntervalMs: 0, sheetDensity: 'full' });
  const app = await startSimulatorApp(simulator, BUDGETS, 'teewatch-bench-worker-', PG_URL);
  const { db } = app.ctx;
  const today = vancouverToday(new Date());
  const dates = WATCHED_DAYS.map((day) => addDaysToIsoDate(today, day));
  const courses = await seedWatchers(db, dates);
  const started = new Date();
  const runner = await startJobRunner({ ctx: app.ctx, log: { info() {}, error() {} } });
  const ages: Record<string, number[]> = { chronogolf: [], cps: [] };
  try {
    while (!(await watchedAges(db, dates, started)).every((row) => row.read)) await sleep(1000);
    const firstReadS = (Date.now() - started.getTime()) / 1000;
    console.log(
      `${courses} courses watched, ${courses * dates.length} pairs; every watched pair read once after ${firstReadS.toFixed(0)} s; warm-up ${WARMUP_S} s, then ${MEASURE_S} s sampled every ${SAMPLE_S} s.`,
    );
    await sleep(WARMUP_S * 1000);
    for (let at = 0; at < MEASURE_S; at += SAMPLE_S) {
      for (const row of await watchedAges(db, dates, started)) ages[row.api_type]?.push(Number(row.age));
      await sleep(SAMPLE_S * 1000);
    }
  } finally {
    await runner.stop();
    await app.close();
    await simulator.close();
  }
  return ages;
}

const config = loadConfig({ DATA_DIR: '/tmp/teewatch-bench-budget', BETTER_AUTH_SECRET: 'x'.repeat(32) });
const rows = await countSimulatorRows('full', DAYS);
const simulated = simulate(config, realCatalogue(), {
  rows,
  watchedShare: 1,
  untilHour: WATCH_UNTIL_HOUR,
  narrowReads: true,
  watchedDays: WATCHED_DAYS,
});
const measured = await measureWorker();
console.log(
  `\nWatched pairs' data age, median / p95 / max (s): full sheets, every readable course watched on days +1 to +3 from ${START_HOUR} to ${WATCH_UNTIL_HOUR} AM, ChronoGolf 1/s, CPS 4/s a host, no searches.`,
);
console.log('| pairs | real worker | simulation | p95 simulation / real |');
console.log('|---|---|---|---|');
for (const system of SYSTEMS) {
  const real = measured[system] ?? [];
  const model = simulated.ages.get(`watched ${system}`) ?? [];
  const ratio = percentile(model, 0.95) / percentile(real, 0.95);
  console.log(`| ${system} | ${cell(real)} | ${cell(model)} | ${ratio.toFixed(2)}× |`);
}
