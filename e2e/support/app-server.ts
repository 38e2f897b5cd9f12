import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { ensureWebBuild } from '../../scripts/web-build';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN_EMAIL = 'admin@teewatch.test';
export const ADMIN_PASSWORD = 'admin-password';

export type RunningApp = {
  url: string;
  simulatorUrl: string | undefined;
  dataDir: string;
  stop: () => Promise<void>;
};

/** Builds the web app when its build is stale (the server serves the production build, as `npm start` does). */
export function buildWebOnce(): void {
  if (process.env.E2E_SKIP_BUILD && existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) return;
  ensureWebBuild();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the real app as its own process (API + web + worker, fresh PGlite data dir) on a free port,
 * with the upstream simulator in-process when `simulator` is true. Stops both on `stop()`.
 */
export async function startApp(
  options: { simulator?: boolean; env?: Record<string, string> } = {},
): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-e2e-'));
  // Start from the run's migrated, seeded database (support/global-setup.ts) rather than building one.
  const template = inject('e2ePgliteTemplateDir');
  if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  let simulator: { url: string; close: () => Promise<void> } | undefined;
  if (options.simulator !== false) {
    const { startSimulator } = await import('@teewatch/simulator');
    simulator = await startSimulator({ port: 0 });
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      UPSTREAM_MODE: simulator ? 'simulator' : 'live',
      ...(simulator ? { SIMULATOR_URL: simulator.url } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await simulator?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    // A server that never became healthy must not outlive the suite that gave up on it.
    await stop();
    throw error;
  }
  return { url, simulatorUrl: simulator?.url, dataDir, stop };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  // A loaded machine (shared CI runners) can need longer than 90 s to compile and start the server.
  const timeoutMs = Number(process.env.E2E_HEALTH_TIMEOUT_MS ?? process.env.E2E_START_TIMEOUT_MS ?? 90_000);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`app did not become healthy within ${timeoutMs / 1000} s`);
}
