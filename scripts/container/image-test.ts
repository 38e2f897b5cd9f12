import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshPostgresDatabase, startTestSmtpServer } from '@teewatch/server/testing';
import { addDaysToIsoDate, TeeTimesResponseSchema, vancouverToday } from '@teewatch/shared';
import { type Simulator, startSimulator } from '@teewatch/simulator';
import pg from 'pg';
import webPush from 'web-push';
import { freePort } from '../free-port';

// `npm run test:image` (a step of .ci/run): the production image built from the Dockerfile and run for real
// (decision 0227). It makes (or reuses) the local base image, builds the image, runs its `migrate` role and
// then its `web` role (`npm run serve`) with production settings against a fresh database on the machine's
// PostgreSQL, the simulator and a test SMTP server on the host, and checks that /readyz, the web app's page
// and one search answer. It prints how long each step took and exits non-zero on any failure.
//
// Podman as checked on these machines (docs/deploy.md "Building the image"): vfs storage, chroot isolation,
// runc with cgroupfs, no default ulimits, the host's network (the container reaches 127.0.0.1:5432).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASE_IMAGE = 'localhost/node:24-local';
const IMAGE = 'localhost/teewatch:test';
/** Bounds only a broken image reaches: migrating, seeding and a cold search on a loaded machine. */
const STEP_TIMEOUT_MS = 600_000;
/** The seeded CPS course the search reads (site golfvancouver, course 2), and a time the test sets on its sheet. */
const COURSE_SEED_KEY = 'cps:golfvancouver:2';
const SLOT_TIME = '14:07';

const timings: [string, number][] = [];

async function timed<T>(label: string, step: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const result = await step();
  timings.push([label, Math.round((performance.now() - started) / 1000)]);
  console.log(`== ${label}: ${timings.at(-1)![1]} s`);
  return result;
}

function podmanArgs(confDir: string): { env: NodeJS.ProcessEnv; base: string[] } {
  writeFileSync(path.join(confDir, 'containers.conf'), '[containers]\ndefault_ulimits = []\n');
  return {
    env: { ...process.env, CONTAINERS_CONF: path.join(confDir, 'containers.conf') },
    base: ['--storage-driver', 'vfs', '--runtime', 'runc', '--cgroup-manager', 'cgroupfs'],
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit', timeout: STEP_TIMEOUT_MS * 2 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.slice(0, 4).join(' ')}… exited ${result.status}`);
}

/** The production settings a deployment gives every role (docs/deploy.md "Secrets"). */
function productionEnv(options: {
  databaseUrl: string;
  smtpUrl: string;
  simulatorUrl: string;
  port: number;
}) {
  const vapid = webPush.generateVAPIDKeys();
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://teewatch.test',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@teewatch.test',
    DATABASE_URL: options.databaseUrl,
    SMTP_URL: options.smtpUrl,
    MAIL_FROM: 'Teewatch <alerts@teewatch.test>',
    MAIL_POSTAL_ADDRESS: '1 Test Lane, Vancouver BC V5K 0A1',
    // No Twilio account in the test: texts stay in the container's outbox, as the profile lets an operator choose.
    SMS_OUTBOX_ALLOWED: 'true',
    UPSTREAM_MODE: 'simulator',
    SIMULATOR_URL: options.simulatorUrl,
    CPS_REQUESTS_PER_SECOND: '1000',
    CHRONOGOLF_REQUESTS_PER_SECOND: '1000',
    // A cold search waits for its read, so the answer holds the simulator's sheet.
    SEARCH_BUDGET_MS: '60000',
    SEARCH_FIRST_READ_WAIT_MS: '60000',
    LOG_LEVEL: 'warn',
  };
}

function envArgs(env: Record<string, string>): string[] {
  return Object.keys(env).flatMap((key) => ['--env', key]);
}

async function waitForHealth(url: string, web: ChildProcess): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (web.exitCode !== null) throw new Error(`the web container exited ${web.exitCode}`);
    const ok = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url}/readyz did not answer within ${STEP_TIMEOUT_MS / 1000} s`);
}

async function courseIdOf(databaseUrl: string, seedKey: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select id from golf_courses where seed_key = $1', [seedKey]);
    if (!rows[0]) throw new Error(`no course ${seedKey} after migrate and start`);
    return Number(rows[0].id);
  } finally {
    await client.end();
  }
}

async function checkAnswers(url: string, databaseUrl: string, simulator: Simulator): Promise<void> {
  const page = await fetch(`${url}/tee-times`);
  const html = await page.text();
  if (!page.ok || !html.includes('<div id="root">')) throw new Error(`/tee-times answered ${page.status}`);
  const date = addDaysToIsoDate(vancouverToday(new Date()), 3);
  simulator.setSlot({ system: 'cps', site: 'golfvancouver', courseId: 2, date, time: SLOT_TIME, spots: 4 });
  const id = await courseIdOf(databaseUrl, COURSE_SEED_KEY);
  const response = await fetch(`${url}/api/tee-times?date=${date}&courseIds=${id}&startHour=0&endHour=24`);
  const body = TeeTimesResponseSchema.parse(await response.json());
  const times = body.data?.[0]?.teeTimeSlots.map((slot) => slot.time) ?? [];
  if (response.status !== 200 || !times.includes(SLOT_TIME)) {
    throw new Error(
      `search answered ${response.status} without ${SLOT_TIME}: ${JSON.stringify(body).slice(0, 500)}`,
    );
  }
  console.log(`search for ${date}: ${times.length} times, ${SLOT_TIME} among them`);
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'teewatch-image-test-'));
  const podman = podmanArgs(work);
  // Run last: vfs stores every layer as a full copy, so the build's untagged layers go (the tagged base
  // image and the last test image stay, for the next run).
  const cleanups: (() => Promise<unknown> | unknown)[] = [
    () => rmSync(work, { recursive: true, force: true }),
    () => spawnSync('podman', ['--storage-driver', 'vfs', 'image', 'prune', '--force'], { stdio: 'ignore' }),
  ];
  try {
    await timed('base image', () => run('bash', ['scripts/container/base-image.sh', BASE_IMAGE]));
    await timed('image build', () =>
      run('podman', [
        '--storage-driver',
        'vfs',
        'build',
        '--isolation',
        'chroot',
        '--network',
        'host',
        // Docker's format keeps the HEALTHCHECK, which OCI image configs have no field for.
        '--format',
        'docker',
        '--build-arg',
        `NODE_IMAGE=${BASE_IMAGE}`,
        '-t',
        IMAGE,
        '.',
      ]),
    );
    const database = await freshPostgresDatabase(SERVER_URL, { prefix: 'teewatch_image' });
    cleanups.push(database.drop);
    const simulator = await startSimulator({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => simulator.close());
    const smtp = await startTestSmtpServer();
    cleanups.push(() => smtp.close());
    const port = await freePort(0, '127.0.0.1');
    const env = productionEnv({
      databaseUrl: database.url,
      smtpUrl: smtp.url,
      simulatorUrl: simulator.url,
      port,
    });
    const runArgs = ['run', '--rm', '--network', 'host', ...envArgs(env)];
    const containerEnv = { ...podman.env, ...env };
    await timed('migrate', () =>
      run('podman', [...podman.base, ...runArgs, IMAGE, 'npm', 'run', 'migrate'], containerEnv),
    );
    const name = `teewatch-image-test-${process.pid}`;
    const web = spawn('podman', [...podman.base, ...runArgs, '--name', name, IMAGE], {
      cwd: ROOT,
      env: containerEnv,
      stdio: 'inherit',
    });
    cleanups.push(() =>
      spawnSync('podman', [...podman.base, 'rm', '--force', '--time', '10', name], { env: containerEnv }),
    );
    const url = `http://127.0.0.1:${port}`;
    await timed('web start (readyz)', () => waitForHealth(url, web));
    await timed('page and search', () => checkAnswers(url, database.url, simulator));
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    console.log(`timings: ${timings.map(([label, seconds]) => `${label} ${seconds} s`).join(', ')}`);
  }
}

await main();
