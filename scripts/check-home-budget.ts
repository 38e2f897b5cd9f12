import { existsSync } from 'node:fs';
import type { Page, Response } from 'playwright-core';
import { startAppProcess } from './app-process';
import { CHROMIUM_PATH, launchChromium } from './chromium';
import { BUDGET_OVERRIDE_VARIABLE, budgetKbFrom, judgeHomeScripts, type ScriptSize } from './home-budget';
import { ensureWebBuild } from './web-build';

// `npm run budget` (and a step of .ci/run): what a first visit to the home page really downloads. It builds
// the web app when the build is stale, starts the real server on it (a fresh PGlite folder, no worker: a
// visit reads the catalogue, it does not need tee sheets polled), opens `/` in headless Chromium and counts
// every script until the network is idle. Prints the figure and one row per script; exits 1 over budget.
// `HOME_JS_BUDGET_KB=50 npm run budget` checks against another budget (and shows the check failing).

/**
 * Every script the page at `url` downloads from the navigation until the network is idle (no request for
 * 500 ms): its body's bytes as transferred (Chromium's count, compressed as the server sent it), its
 * Content-Encoding and its decoded size.
 */
async function measurePageScripts(page: Page, url: string): Promise<ScriptSize[]> {
  const scripts: Promise<ScriptSize>[] = [];
  const countScript = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        url: response.url(),
        rawBytes: body.length,
        transferredBytes: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'] ?? 'identity',
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

async function main(): Promise<void> {
  const budgetKb = budgetKbFrom(process.env[BUDGET_OVERRIDE_VARIABLE]);
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`,
    );
  }
  ensureWebBuild();
  const server = await startAppProcess({ RUN_WORKER: 'false' });
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
