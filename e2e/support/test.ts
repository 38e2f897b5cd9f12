import { test as base } from '@playwright/test';
import { GOLFER_APP_ENV } from '../golfer-helpers';
import { type RunningApp, startApp } from './app-server';
import { hasBrowser, NO_BROWSER } from './browser';

export { expect } from '@playwright/test';

/** What every worker may hold for the specs it runs, started on first use and stopped when the worker ends. */
type WorkerFixtures = {
  /**
   * The simulator-backed app with GOLFER_APP_ENV that the specs which only read, or add rows of their own,
   * share (support/shared-app.ts): one per worker, on its own database, so workers never see each
   * other's rows or simulator faults.
   */
  golferApp: RunningApp;
};

/**
 * Playwright's `test` with the project's worker fixtures. Every spec imports `test` and `expect` from here.
 * Without Chromium the specs are skipped locally, and fail in CI (support/browser.ts).
 */
export const test = base.extend<{ requiresBrowser: undefined }, WorkerFixtures>({
  requiresBrowser: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use, testInfo) => {
      testInfo.skip(!hasBrowser, NO_BROWSER);
      await use(undefined);
    },
    { auto: true },
  ],
  golferApp: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use) => {
      const app = await startApp({ simulator: true, env: GOLFER_APP_ENV });
      await use(app);
      await app.stop();
    },
    // Starting an app compiles and migrates: 10–60 s on a loaded machine.
    { scope: 'worker', timeout: 300_000 },
  ],
});
