import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

// The one-process server (`npm start`'s) on a free port and a fresh data folder, for the scripts that measure
// the real app in a browser: `npm run budget` and `npm run bench:lighthouse`.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Starting the server migrates and seeds its database: seconds when idle, more on a loaded machine. */
const SERVER_START_TIMEOUT_MS = 300_000;

export type AppProcess = { url: string; stop: () => Promise<void> };

/** Starts the production server with `env` added, answers once /health does; `stop()` ends it and its data. */
export async function startAppProcess(env: Record<string, string> = {}): Promise<AppProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-app-'));
  const port = await freePort(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited early with code ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not become healthy within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}
