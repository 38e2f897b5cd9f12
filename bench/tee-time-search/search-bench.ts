import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { type Simulator, startSimulator } from '@teewatch/simulator';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import type { AppContext } from '../../apps/server/src/app-context';
import { loadConfig } from '../../apps/server/src/config';
import { closeContext, createContext } from '../../apps/server/src/create-context';
import { SEED_COURSES } from '../../apps/server/src/db/seed-courses';

// Tee-time search benchmark (issue "Live tee-time search"). Prints figures; never fails on a timing.
//  1. Cached search: req/s and p99 of GET /api/tee-times vs a bare node:http server sending the same bytes,
//     same load tool (autocannon, in its own process), same run.
//  2. Cold search over every course with upstream latencies of 100–800 ms and one hanging source:
//     wall time ÷ the slowest healthy source's latency.

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const autocannonBin = path.resolve(here, '../../node_modules/autocannon/autocannon.js');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

type LoadResult = { requestsPerSecond: number; p99: number; p50: number; errors: number; non2xx: number };

async function load(url: string): Promise<LoadResult> {
  const { stdout } = await run(
    process.execPath,
    [autocannonBin, '-c', String(CONNECTIONS), '-d', String(DURATION_S), '-j', url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const json = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number; p50: number };
    errors: number;
    non2xx: number;
  };
  return {
    requestsPerSecond: json.requests.average,
    p99: json.latency.p99,
    p50: json.latency.p50,
    errors: json.errors,
    non2xx: json.non2xx,
  };
}

async function warm(url: string): Promise<void> {
  await run(process.execPath, [autocannonBin, '-c', '10', '-d', '2', '-j', url], {
    maxBuffer: 64 * 1024 * 1024,
  });
}

async function startApp(simulator: Simulator, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    UPSTREAM_MODE: 'simulator',
    SIMULATOR_URL: simulator.url,
    ...env,
  });
  const ctx: AppContext = await createContext({ ...config, dataDir: 'memory://' });
  const app: FastifyInstance = await buildApp({ ctx, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    ctx,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await closeContext(ctx);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function cachedSearch(simulator: Simulator): Promise<void> {
  console.log(`\n1. Cached search — ${CONNECTIONS} connections, ${DURATION_S} s per run`);
  const app = await startApp(simulator, {
    CPS_REQUESTS_PER_SECOND: '1000',
    CHRONOGOLF_REQUESTS_PER_SECOND: '1000',
    SEARCH_CACHE_TTL_MS: String(10 * 60_000),
    SEARCH_STALE_MS: String(20 * 60_000),
  });
  const bare = createServer();
  try {
    // What the tee-times page asks by default: every course, 6 to 20, any party, three days out.
    const query = `date=${addDaysToIsoDate(vancouverToday(), 3)}&startHour=6&endHour=20&numberOfPlayers=0`;
    const appUrl = `${app.url}/api/tee-times?${query}`;
    const first = await fetch(appUrl);
    const bytes = Buffer.from(await first.arrayBuffer());
    const body = JSON.parse(bytes.toString('utf8')) as {
      data: { teeTimeSlots: unknown[]; error?: string }[];
    };
    const slotCount = body.data.reduce((sum, course) => sum + course.teeTimeSlots.length, 0);
    const failed = body.data.filter((course) => course.error).length;
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

async function coldSearch(simulator: Simulator): Promise<void> {
  console.log('\n2. Cold search over every course: upstream latencies 100–800 ms, one source hanging');
  const app = await startApp(simulator, {
    CPS_REQUESTS_PER_SECOND: '1000',
    CHRONOGOLF_REQUESTS_PER_SECOND: '1000',
  });
  try {
    // Sessions first (CPS Configuration, token, transaction id), as a running server has them.
    await fetch(`${app.url}/api/tee-times?date=${addDaysToIsoDate(vancouverToday(), 1)}`);

    const cpsSites = ['golfvancouver', 'golfburnaby'];
    const clubs = [
      ...new Set(
        SEED_COURSES.flatMap((c) => (c.apiType === 'chronogolf' ? [String(c.apiConfig.clubId)] : [])),
      ),
    ];
    const hanging = clubs.pop()!;
    const targets = [
      ...cpsSites.map((site) => ({ system: 'cps' as const, site })),
      ...clubs.map((clubId) => ({ system: 'chronogolf' as const, clubId })),
    ];
    const latencies = targets.map((_, index) => Math.round(100 + (700 * index) / (targets.length - 1)));
    const slowest = Math.max(...latencies);
    console.log(
      `   ${targets.length} healthy upstream hosts/clubs at ${Math.min(...latencies)}–${slowest} ms, club ${hanging} hangs`,
    );

    const ratios: number[] = [];
    for (const daysOut of [3, 4, 5]) {
      simulator.clearFaults();
      targets.forEach((target, index) => {
        simulator.addFault({ target, fault: { type: 'latency', ms: latencies[index]! } });
      });
      simulator.addFault({ target: { system: 'chronogolf', clubId: hanging }, fault: { type: 'hang' } });
      app.ctx.teeTimeSearch.clearCache();
      const started = performance.now();
      const response = await fetch(
        `${app.url}/api/tee-times?date=${addDaysToIsoDate(vancouverToday(), daysOut)}`,
      );
      const body = (await response.json()) as { data: { teeTimeSlots: unknown[]; error?: string }[] };
      const wall = performance.now() - started;
      const errors = body.data.filter((course) => course.error).length;
      const ratio = wall / slowest;
      ratios.push(ratio);
      console.log(
        `   run ${daysOut - 2}: wall ${fmt(wall, 0)} ms, ${body.data.length} courses, ${errors} with an error, ratio ${fmt(ratio, 3)}`,
      );
    }
    ratios.sort((a, b) => a - b);
    console.log(`   wall ÷ slowest healthy latency (median of 3): ${fmt(ratios[1]!, 3)}   (aim ≤ 1.15)`);
  } finally {
    simulator.clearFaults();
    await app.close();
  }
}

const simulator = await startSimulator({ port: 0 });
try {
  await cachedSearch(simulator);
  await coldSearch(simulator);
} finally {
  await simulator.close();
}
process.exit(0);
