import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp, closeContext, createContext } from '@teewatch/server';
import { freshPostgresDatabase } from '@teewatch/server/testing';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { startSimulator } from '@teewatch/simulator';
import { benchConfig, runAutocannon } from '../support/bench-support';

// Issue 13, hole 7: the public read routes under load, with every security layer on (headers, input
// guard, cross-site guard, course cache). Prints figures; never fails on a timing.
// 200 connections for 30 s each (BENCH_CONNECTIONS, BENCH_DURATION_S) on /api/golf-courses,
// /api/golf-courses/:id and a cached tee-time search, with a bare node:http server sending the
// course list's bytes as the same-run baseline. The load tool (autocannon) runs in its own process;
// the app's RSS is sampled every second to show whether memory stays flat after warm-up. The search gets
// its own bare baseline with the search's bytes (an 80 KB answer costs the kernel more than a 10 KB one).
// BENCH_DATABASE_URL (a PostgreSQL server) runs the app on a fresh database there instead of PGlite:
// PGlite runs its queries on the app's own thread, PostgreSQL in its own processes.
// Memory: after the table, the search route runs three more segments; the heap left after a full
// collection at the end of each segment shows a leak as steady growth, which RSS alone (the allocator
// keeps what it grew to) cannot.

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);

type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

async function load(url: string, connections = CONNECTIONS, duration = DURATION_S): Promise<LoadResult> {
  const json = await runAutocannon(url, { connections, durationS: duration, timeoutS: 10 });
  return {
    rps: json.requests.average,
    p50: json.latency.p50,
    p99: json.latency.p99,
    max: json.latency.max,
    errors: json.errors,
    timeouts: json.timeouts,
    non2xx: json.non2xx,
  };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function main(): Promise<void> {
  const simulator = await startSimulator({ port: 0, seed: 13, churnIntervalMs: 0 });
  const database = process.env.BENCH_DATABASE_URL
    ? await freshPostgresDatabase(process.env.BENCH_DATABASE_URL, { prefix: 'teewatch_bench' })
    : undefined;
  const { config, dataDir } = benchConfig('teewatch-security-bench-', {
    ...(database ? { DATABASE_URL: database.url } : {}),
    PUBLIC_URL: 'http://localhost:3000',
    UPSTREAM_MODE: 'simulator',
    SIMULATOR_URL: simulator.url,
    RUN_WORKER: 'false',
    CPS_REQUESTS_PER_SECOND: '1000',
    CHRONOGOLF_REQUESTS_PER_SECOND: '1000',
  });
  const ctx = await createContext(database ? config : { ...config, dataDir: 'memory://' });
  console.log(`database: ${ctx.database.kind}`);
  const app = await buildApp({ ctx, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const list = await fetch(`${base}/api/golf-courses`);
  const listBytes = Buffer.from(await list.arrayBuffer());
  const firstId = (JSON.parse(listBytes.toString('utf8')) as { data: { id: number }[] }).data[0]!.id;
  const search = `${base}/api/tee-times?date=${addDaysToIsoDate(vancouverToday(new Date()), 3)}&startHour=6&endHour=20&numberOfPlayers=0`;
  const searchFirst = await fetch(search);
  const searchBytes = Buffer.from(await searchFirst.arrayBuffer());
  console.log(
    `course list ${listBytes.length} bytes; search answer ${searchFirst.status}, ${searchBytes.length} bytes`,
  );

  const bare = createServer((request, response) => {
    const bytes = request.url?.startsWith('/api/tee-times') ? searchBytes : listBytes;
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': bytes.length,
    });
    response.end(bytes);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareBase = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  const targets = [
    ['bare node:http (list bytes)', `${bareBase}/api/golf-courses`],
    ['GET /api/golf-courses', `${base}/api/golf-courses`],
    [`GET /api/golf-courses/${firstId}`, `${base}/api/golf-courses/${firstId}`],
    ['bare node:http (search bytes)', `${bareBase}/api/tee-times`],
    ['GET /api/tee-times (cached)', search],
  ] as const;

  console.log(`warm-up: 10 connections, 3 s per route`);
  for (const [, url] of targets) await load(url, 10, 3);

  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 1000);
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per route`);
  try {
    for (const [name, url] of targets) {
      const r = await load(url);
      console.log(
        `  ${name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms  errors ${r.errors}  timeouts ${r.timeouts}  non-2xx ${r.non2xx}`,
      );
    }
  } finally {
    clearInterval(sampler);
  }
  const third = Math.max(1, Math.floor(rss.length / 3));
  const avg = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(
    `\nRSS (app + bare server process): first third avg ${mb(avg(rss.slice(0, third)))} MB, last third avg ${mb(avg(rss.slice(-third)))} MB, max ${mb(Math.max(...rss))} MB (${rss.length} samples)`,
  );

  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const segmentSeconds = Math.max(5, Math.round(DURATION_S / 3));
  console.log(`\nmemory over ${segmentSeconds}-s segments of the search at ${CONNECTIONS} connections`);
  for (let segment = 1; segment <= 3; segment++) {
    await load(search, CONNECTIONS, segmentSeconds);
    gc();
    const { rss: now, heapUsed } = process.memoryUsage();
    console.log(`  after segment ${segment}: heap after GC ${mb(heapUsed)} MB, RSS ${mb(now)} MB`);
  }

  bare.close();
  await app.close();
  await closeContext(ctx);
  await database?.drop();
  await simulator.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
