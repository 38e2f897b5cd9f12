import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { closeContext, createContext, rowsOf, startJobRunner } from '@teewatch/server';
import { matchOpeningsToRequests } from '@teewatch/server/features/alerts';
import { listMirrorCourses } from '@teewatch/server/features/mirror';
import { createTeeTimeSearch } from '@teewatch/server/features/tee-times';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { DEMO_BUDGETS, type Simulator, startSimulator } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';
import { benchConfig, listen, runAutocannon } from '../support/bench-support';
import { startSimulatorApp } from '../support/simulator-app';

// Tee-time search benchmark: the search answers from the tee-sheet mirror. Prints figures; never fails on a timing.
//  1. Cached search: req/s and p99 of GET /api/tee-times vs a bare node:http server sending the same bytes,
//     same load tool (autocannon, in its own process), same run.
//  2. The demo after 90 s: the simulator with churn, the app with its worker at the demo's budgets; a search of
//     every course for day +1, +3 and +6, the age of day +1's data, and 12 repeated searches' client p95.
//  3. Scale: 100 / 250 / 500 courses × 31 dates in the mirror; p95 of a search of 10 and 50 courses, timed
//     around the service call (server side). BENCH_DATABASE_URL runs it on PostgreSQL instead of PGlite.

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

type LoadResult = { requestsPerSecond: number; p99: number; p50: number; errors: number; non2xx: number };

async function load(url: string): Promise<LoadResult> {
  const json = await runAutocannon(url, { connections: CONNECTIONS, durationS: DURATION_S });
  return {
    requestsPerSecond: json.requests.average,
    p99: json.latency.p99,
    p50: json.latency.p50,
    errors: json.errors,
    non2xx: json.non2xx,
  };
}

async function warm(url: string): Promise<void> {
  await runAutocannon(url, { connections: 10, durationS: 2 });
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function cachedSearch(simulator: Simulator): Promise<void> {
  console.log(`\n1. Cached search — ${CONNECTIONS} connections, ${DURATION_S} s per run`);
  const app = await startSimulatorApp(simulator, {
    CPS_REQUESTS_PER_SECOND: '1000',
    CHRONOGOLF_REQUESTS_PER_SECOND: '1000',
  });
  const bare = createServer();
  try {
    // What the tee-times page asks by default: every course, 6 to 20, any party, three days out.
    const query = `date=${addDaysToIsoDate(vancouverToday(new Date()), 3)}&startHour=6&endHour=20&numberOfPlayers=0`;
    const appUrl = `${app.url}/api/tee-times?${query}`;
    const first = await fetch(appUrl);
    const bytes = Buffer.from(await first.arrayBuffer());
    const body = JSON.parse(bytes.toString('utf8')) as {
      data: { teeTimeSlots: unknown[]; error?: string }[];
    };
    const slotCount = body.data.reduce((sum, course) => sum + course.teeTimeSlots.length, 0);
    const failed = body.data.filter((course) => course.error).length;
    // The first search read the mirror's missing pairs on demand; the load below reads the mirror only.
    console.log(
      `   response: ${body.data.length} courses, ${slotCount} slots, ${bytes.length} bytes (${failed} course errors)`,
    );
    const contentType = first.headers.get('content-type') ?? 'application/json';
    bare.on('request', (_request, response) => {
      response.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
      response.end(bytes);
    });
    const bareUrl = `${await listen(bare)}/api/tee-times?${query}`;

    await warm(appUrl);
    await warm(bareUrl);
    const bareResult = await load(bareUrl);
    const appResult = await load(appUrl);
    for (const [name, result] of [
      ['bare node:http', bareResult],
      ['GET /api/tee-times', appResult],
    ] as const) {
      console.log(
        `   ${name.padEnd(20)} ${fmt(result.requestsPerSecond, 0).padStart(7)} req/s   p50 ${fmt(result.p50)} ms   p99 ${fmt(result.p99)} ms   errors ${result.errors}   non-2xx ${result.non2xx}`,
      );
    }
    const ratio = appResult.requestsPerSecond / bareResult.requestsPerSecond;
    console.log(`   throughput ratio app/bare: ${fmt(ratio, 2)}   (aim ≥ 0.5; p99 aim < 30 ms)`);
  } finally {
    bare.close();
    await app.close();
  }
}

async function demoAfter90Seconds(): Promise<void> {
  const waitSeconds = Number(process.env.BENCH_DEMO_WAIT_S ?? 90);
  console.log(
    `\n2. The demo after ${waitSeconds} s: simulator with churn, app with its worker, the demo's budgets (ChronoGolf ${DEMO_BUDGETS.CHRONOGOLF_REQUESTS_PER_SECOND}/s, CPS ${DEMO_BUDGETS.CPS_REQUESTS_PER_SECOND}/s)`,
  );
  const simulator = await startSimulator({ port: 0, churnIntervalMs: 2000 });
  const app = await startSimulatorApp(simulator, DEMO_BUDGETS);
  const runner = await startJobRunner({ ctx: app.ctx, log: { info() {}, error() {} } });
  try {
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
    const today = vancouverToday(new Date());
    for (const days of [1, 3, 6]) {
      const started = performance.now();
      const response = await fetch(`${app.url}/api/tee-times?date=${addDaysToIsoDate(today, days)}`);
      const body = (await response.json()) as {
        data: { fetchedAt: string | null; error?: string; status?: string }[];
      };
      const wall = performance.now() - started;
      const answered = body.data.filter((course) => !course.error && course.fetchedAt).length;
      const byStatus = new Map<string, number>();
      for (const course of body.data) {
        const key = `${course.status}${course.error ? ` (${course.error})` : ''}`;
        byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      }
      const ages = body.data.flatMap((course) =>
        course.fetchedAt ? [Date.now() - Date.parse(course.fetchedAt)] : [],
      );
      const oldest = ages.length > 0 ? Math.max(...ages) : Number.NaN;
      console.log(
        `   day +${days}: ${answered} of ${body.data.length} courses answered (no error, fetchedAt set), oldest data ${fmt(oldest / 1000, 0)} s, ${fmt(wall, 0)} ms`,
      );
      console.log(`     ${[...byStatus].map(([key, count]) => `${count} ${key}`).join('; ')}`);
    }
    const times: number[] = [];
    for (let i = 0; i < 12; i++) {
      const started = performance.now();
      await (
        await fetch(`${app.url}/api/tee-times?date=${addDaysToIsoDate(today, 1 + (i % 3))}`)
      ).arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `   12 repeated searches, client side: p50 ${fmt(times[5]!)} ms, p95 ${fmt(times[11]!)} ms   (aim p95 ≤ 300 ms)`,
    );
  } finally {
    await runner.stop();
    await app.close();
    await simulator.close();
  }
}

async function scale(): Promise<void> {
  console.log(
    '\n3. Scale: the mirror with N courses × 31 dates (40 open slots each), search p95 server side',
  );
  const { config, dataDir } = benchConfig('teewatch-bench-scale-', {
    SEARCH_ANSWER_TTL_MS: '0',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const ctx = await createContext(
    process.env.BENCH_DATABASE_URL ? config : { ...config, dataDir: 'memory://' },
  );
  const search = createTeeTimeSearch({
    config,
    db: ctx.db,
    sources: ctx.sources,
    clock: ctx.clock,
    matchOpeningsToRequests,
  });
  console.log(`   database: ${ctx.database.kind}`);
  console.log(
    '   | courses in mirror | slot rows | search of 10: p50 / p95 ms | search of 50: p50 / p95 ms |',
  );
  console.log('   |---|---|---|---|');
  try {
    const today = vancouverToday(new Date());
    let total = (await listMirrorCourses(ctx.db)).length;
    for (const size of [100, 250, 500]) {
      await ctx.db.execute(sql`
        insert into golf_courses (name, city, api_type, api_course_id, api_config)
        select 'Scale course ' || n, 'Scaleville', 'cps', n::text, '{"baseUrl":"https://scale.cps.golf"}'::jsonb
        from generate_series(${total + 1}::int, ${size}::int) as n
      `);
      total = size;
      const fresh = new Date();
      await ctx.db.execute(sql`
        insert into course_polls (course_id, date, last_polled_at, last_success_at)
        select c.id, ${today}::date + d, ${fresh}, ${fresh}
        from golf_courses c cross join generate_series(0, 30) as d
        on conflict (course_id, date) do update set last_polled_at = excluded.last_polled_at, last_success_at = excluded.last_success_at
      `);
      await ctx.db.execute(sql`
        insert into tee_time_slots (course_id, date, time, holes, available_spots, min_players, max_players, price)
        select c.id, ${today}::date + d, lpad((6 + s / 4)::text, 2, '0') || ':' || lpad(((s % 4) * 15)::text, 2, '0'), 18, 1 + (s % 4), 1, 4, 55
        from golf_courses c cross join generate_series(0, 30) as d cross join generate_series(0, 39) as s
        on conflict do nothing
      `);
      await ctx.db.execute(sql`analyze`);
      const [counted] = rowsOf<{ n: number }>(
        await ctx.db.execute(sql`select count(*)::int as n from tee_time_slots`),
      );
      const ids = (await listMirrorCourses(ctx.db)).map((course) => course.id);
      const timings = async (count: number) => {
        const times: number[] = [];
        for (let i = 0; i < 60; i++) {
          const offset = (i * 37) % Math.max(1, ids.length - count);
          const started = performance.now();
          await search.search({
            date: addDaysToIsoDate(today, 1 + (i % 30)),
            courseIds: ids.slice(offset, offset + count),
            startHour: 6,
            endHour: 20,
            numberOfPlayers: 0,
          });
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        return `${fmt(times[29]!)} / ${fmt(times[56]!)}`;
      };
      console.log(`   | ${size} | ${counted?.n ?? '—'} | ${await timings(10)} | ${await timings(50)} |`);
    }
  } finally {
    await search.stop();
    await closeContext(ctx);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// BENCH_ONLY=cached|demo|scale runs one part.
const only = process.env.BENCH_ONLY;
if (!only || only === 'cached') {
  const simulator = await startSimulator({ port: 0 });
  try {
    await cachedSearch(simulator);
  } finally {
    await simulator.close();
  }
}
if (!only || only === 'demo') await demoAfter90Seconds();
if (!only || only === 'scale') await scale();
process.exit(0);
