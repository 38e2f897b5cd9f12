import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../src/config';

// apps/server/src/worker.ts as separate processes, for tests and benchmarks that kill one (kill -9).

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a child process keeps of this one's environment: PATH and HOME, and libfaketime's settings when the
 * suite runs under `faketime` (another date), so its workers run on the same shifted clock as the test.
 */
export function childProcessEnv(): Record<string, string> {
  const kept = Object.entries(process.env).filter(
    ([name]) => name === 'PATH' || name === 'HOME' || name === 'LD_PRELOAD' || name.startsWith('FAKETIME'),
  );
  return Object.fromEntries(kept.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * Runs a TypeScript file of this repository (a path from its root) in one node process with tsx's loader
 * (`node --import tsx`: no tsx parent relaying signals, whose 30 ms wait for the child's answer lost a
 * SIGTERM's clean exit on a loaded machine), as its own process group, with nothing of this process's
 * environment but childProcessEnv().
 */
export function spawnTsxProcessGroup(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...childProcessEnv(), ...env },
  });
}

export type WorkerProcess = { name: string; child: ChildProcess; ready: Promise<void> };

/** Starts apps/server/src/worker.ts as its own process group. */
export function startWorkerProcess(options: {
  name: string;
  databaseUrl: string;
  /** The app's config, simulator and SMTP server the worker shares. */
  app: { config: Config; simulator: { url: string }; smtp: { url: string } };
  env: Record<string, string>;
}): WorkerProcess {
  const { app } = options;
  const child = spawnTsxProcessGroup('apps/server/src/worker.ts', {
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'teewatch-worker-')),
    PUBLIC_URL: app.config.publicUrl,
    BETTER_AUTH_SECRET: app.config.authSecret,
    UPSTREAM_MODE: 'simulator',
    SIMULATOR_URL: app.simulator.url,
    // The EHLO name tells the SMTP server which worker is sending.
    SMTP_URL: `${app.smtp.url}/?name=${options.name}`,
    MAIL_FROM: 'Teewatch <alerts@teewatch.test>',
    // The app's VAPID pair: devices subscribed through the app only take pushes signed with its key.
    VAPID_PUBLIC_KEY: app.config.push.publicKey,
    VAPID_PRIVATE_KEY: app.config.push.privateKey,
    VAPID_SUBJECT: app.config.push.subject,
    ALERTS_REQUIRE_VERIFIED_EMAIL: String(app.config.alertsRequireVerifiedEmail),
    // Info at least: the "worker started" line is how the replay knows the worker is up.
    LOG_LEVEL: process.env.WORKER_LOG_LEVEL ?? 'info',
    WEATHER_ENABLED: 'false',
    // Several workers on one machine: each its own free port for /livez and /readyz (logged).
    WORKER_HEALTH_PORT: '0',
    // The app's runtime rules (a test app on NODE_ENV=test lets the worker push to a loopback stand-in);
    // production's are the default, and NODE_ENV=production itself would ask for the startup profile.
    ...(app.config.environment === 'production' ? {} : { NODE_ENV: app.config.environment }),
    ...options.env,
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', () => reject(new Error(`worker ${options.name} exited before it started`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (process.env.WORKER_LOG_LEVEL) process.stdout.write(chunk);
      if (chunk.toString().includes('worker started')) resolve();
    });
  });
  ready.catch(() => {});
  return { name: options.name, child, ready };
}

/** Signals the worker's whole process group and waits (at most 15 s) for it to exit. */
export async function killWorker(
  worker: Pick<WorkerProcess, 'child'>,
  signal: NodeJS.Signals,
): Promise<void> {
  const { child } = worker;
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  await Promise.race([exited, sleep(15_000)]);
}

export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
