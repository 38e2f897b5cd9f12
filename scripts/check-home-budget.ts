import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { CHROMIUM_PATH, launchChromium } from './chromium';
import { BUDGET_OVERRIDE_VARIABLE, budgetKbFrom, judgeHomeScripts, type ScriptSize } from './home-budget';
import { ensureWebBuild } from './web-build';

// `npm run budget` (and a step of .ci/run): what a first visit to the home page really downloads. It builds
// the web app when the build is stale, starts the real server on it (a fresh PGlite folder, no worker: a
// visit reads the catalogue, it does not need tee sheets polled), opens `/` in headless Chromium and counts
// every script until the network is idle. Prints the figure and one row per script; exits 1 over budget.
// `HOME_JS_BUDGET_KB=50 npm run budget` checks against another budget (and shows the check failing).

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Starting the server migrates and seeds its database: seconds when idle, more on a loaded machine. */
const SERVER_START_TIMEOUT_MS = 120_000;

/**
 * Every script the page at `url` downloads from the navigation until the network is idle (no request for
 * 500 ms), each gzipped on its own at zlib's default level.
 */
async function measurePageScripts(page: Page, url: string): Promise<ScriptSize[]> {
  const scripts: Promise<ScriptSize>[] = [];
  const countScript = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({
        url: response.url(),
        rawBytes: body.length,
        gzipBytes: gzipSync(body).length,
      })),
    );
  };
  page.on('response', countScript);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    page.off('response', countScript);
  }
  return Promise.all(scripts);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The one-process server (`npm start`'s) on a free port and a fresh data folder, stopped by `stop()`. */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-budget-'));
  const port = await freePort();
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
      RUN_WORKER: 'false',
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

async function main(): Promise<void> {
  const budgetKb = budgetKbFrom(process.env[BUDGET_OVERRIDE_VARIABLE]);
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`,
    );
  }
  ensureWebBuild();
  const server = await startServer();
  let scripts: ScriptSize[];
  try {
    const browser = await launchChromium();
    try {
      scripts = await measurePageScripts(await browser.newPage(), `${server.url}/`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  const verdict = judgeHomeScripts(scripts, budgetKb);
  for (const line of verdict.lines) console.log(line);
  if (verdict.failure) {
    console.error(verdict.failure);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(`npm run budget: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
