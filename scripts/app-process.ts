import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

// The one-process server (`npm start`'s: API, web and worker) as its own process on a free port, for what
// measures or drives the real app: `npm run budget`, `npm run bench:lighthouse` and the browser tests
// (e2e/support/app-server.ts).

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Starting the server migrates and seeds its database: seconds when idle, more on a loaded machine. */
const SERVER_START_TIMEOUT_MS = 300_000;

export type AppProcess = { url: string; dataDir: string; stop: () => Promise<void> };

export type AppProcessOptions = {
  /**
   * As `npm start` runs (default): no NODE_ENV, so the server's own default (`production` rules) applies
   * without the production profile, which an http://127.0.0.1 origin and no secrets could not pass
   * (decision 0230). false: the caller's NODE_ENV is kept (the browser tests).
   */
  production?: boolean;
  /** The data folder, made (and perhaps filled) by the caller; a fresh temporary one when absent. */
  dataDir?: string;
  /** How long the server may take to answer /health. */
  startTimeoutMs?: number;
  /**
   * 'inherit' (default): the server writes to this process's stdout and stderr. 'lines': each of its lines
   * is written here whole, through this process's streams: a Playwright worker's own output reaches the
   * run's reporters (and CI's log scan) line by line, never two workers' halves of lines interleaved.
   */
  output?: 'inherit' | 'lines';
};

/** Copies each line `from` writes to `to`, one write per line. */
function forwardLines(from: NodeJS.ReadableStream | null, to: NodeJS.WritableStream): void {
  if (from)
    createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) =>
      to.write(`${line}\n`),
    );
}

/** Starts the server with `env` added, answers once /health does; `stop()` ends it and removes its data. */
export async function startAppProcess(
  env: Record<string, string> = {},
  options: AppProcessOptions = {},
): Promise<AppProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'teewatch-app-'));
  const startTimeoutMs = options.startTimeoutMs ?? SERVER_START_TIMEOUT_MS;
  const port = await freePort(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...(options.production === false ? {} : { NODE_ENV: undefined }),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: options.output === 'lines' ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (options.output === 'lines') {
    forwardLines(child.stdout, process.stdout);
    forwardLines(child.stderr, process.stderr);
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A server that never becomes healthy must not outlive the caller that gave up on it.
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited early with code ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not become healthy within ${startTimeoutMs / 1000} s`);
}
