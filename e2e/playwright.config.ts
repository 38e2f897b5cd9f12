import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

// The browser specs (`e2e/*.e2e.ts`) under Playwright's runner (decision 0280): files run side by side,
// one per worker at a time, each worker with its own app (support/test.ts) and Debian's Chromium.
// `npm run test:e2e` runs them all; e2e/README.md says how to run one, headed, or with a trace.
const ci = process.env.CI === 'true';
// .ci/run names the JSON report's file; Playwright's json reporter reads the same variable.
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  // Two workers on the 2-core CI machine: most of a spec's time is spent waiting on its app and the
  // browser, and each worker runs one app of its own (E2E_WORKERS or --workers to change it).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that passes only on a second try is a failure to fix, not to hide (decision 0280).
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: ci,
  // Bounds for a loaded machine, never a speed (decision 0175); a spec that waits for an alert sets more.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // 'list' writes the apps' log lines as they are (the 'line' reporter prefixes terminal codes), so CI's
  // log scan reads them.
  reporter: [['list'], ...(jsonReport ? [['json'] as ['json']] : [])],
  outputDir: '../test-results/e2e',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // playwright-core's own bounds, which the specs were written against.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Kept for a failed test: every action with the DOM before and after, console and network. Without the
    // screencast, which costs the most CPU of a trace and is what a loaded machine can least spare.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
});
