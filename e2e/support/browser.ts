import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/chromium';

/**
 * Browser tests need Debian's Chromium. Without it they are skipped locally (with this reason), but
 * in CI (`CI=true`) a missing browser is a failure, because .ci/run installs it.
 */
export const hasBrowser = existsSync(CHROMIUM_PATH);
export const NO_BROWSER = `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`;
if (!hasBrowser && process.env.CI === 'true') {
  throw new Error(`Chromium not found at ${CHROMIUM_PATH}; .ci/run should have installed it`);
}

/** Fails the test when axe finds any accessibility violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // Every page has its h1 in its own lazily loaded chunk; the header and footer render first. A sweep
  // before the chunk arrives judges a half-drawn page (CI once failed page-has-heading-one that way),
  // so wait for it. 'attached', because an open dialog makes the page behind it inert, not absent.
  await page.locator('h1').first().waitFor({ state: 'attached' });
  // Every rule still runs; only violations are gathered node by node (axe's own option for speed:
  // the polish spec's 36 sweeps took 30.5 s with every result type, 25.6 s with this).
  // `exclude`: a frame axe cannot enter (a sandboxed email runs no script, so axe would wait out its timeout).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
