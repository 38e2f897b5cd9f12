import type { Browser, BrowserContext, Page } from 'playwright-core';

// Helpers shared by the golfer-side specs (golfer-*.e2e.test.ts).

/** Settings that keep simulator-backed searches fast and uncached, so each test sees its own faults. */
export const GOLFER_APP_ENV: Record<string, string> = {
  SEARCH_CACHE_TTL_MS: '0',
  SEARCH_STALE_MS: '0',
  SOURCE_MAX_RETRIES: '0',
  SOURCE_TIMEOUT_MS: '4000',
  SEARCH_BUDGET_MS: '6000',
  CPS_REQUESTS_PER_SECOND: '200',
  CHRONOGOLF_REQUESTS_PER_SECOND: '200',
};

export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

/** Signs a new golfer up through the auth API; the session cookie lands in the browser context. */
export async function signUpInContext(
  context: BrowserContext,
  appUrl: string,
  name: string,
): Promise<{ email: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await context.request.post(`${appUrl}/api/auth/sign-up/email`, {
    data: { name, email, password: 'fairway-123' },
    headers: { origin: appUrl },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return { email };
}

async function control(simulatorUrl: string, method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${simulatorUrl}/__control${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`simulator control ${method} ${path}: ${response.status}`);
}

/** A fault on every simulated host until cleared. */
export function addFaultEverywhere(simulatorUrl: string, fault: Record<string, unknown>): Promise<void> {
  return control(simulatorUrl, 'POST', '/fault', { target: {}, fault });
}

export function clearFaults(simulatorUrl: string): Promise<void> {
  return control(simulatorUrl, 'DELETE', '/fault');
}

export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
