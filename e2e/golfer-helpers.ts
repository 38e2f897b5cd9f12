import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// Helpers shared by the golfer-side specs (golfer-*.e2e.ts) and the other browser specs.

/** Settings that keep simulator-backed searches fast, so each test sees its own faults. */
export const GOLFER_APP_ENV: Record<string, string> = {
  SOURCE_MAX_RETRIES: '0',
  SOURCE_TIMEOUT_MS: '4000',
  SEARCH_BUDGET_MS: '6000',
  // First reads are waited for as long as any (as the server tests do): the specs check what reads bring,
  // and a source timeout of 4 s outlasts the shipped 2.5 s first-read wait (decision 0206).
  SEARCH_FIRST_READ_WAIT_MS: '6000',
  CPS_REQUESTS_PER_SECOND: '200',
  CHRONOGOLF_REQUESTS_PER_SECOND: '200',
  // The worker keeps today to day +2; later dates are read when a search asks (and tests can fail them).
  MIRROR_HORIZON_DAYS: '2',
};

/**
 * Settings for specs that wait for a real alert: plan every second, read the watched (course, date) pairs
 * (a request's, or a search's lately) every 2 s, send at once, and alert unconfirmed addresses (golfers
 * sign up through the API and never open the confirmation link). Only watched pairs are read that often:
 * every course's today and tomorrow every 2 s kept such an app at most of a core, and a loaded machine then
 * could not serve its pages within a test's bounds. Such specs watch tomorrow only, so the mirror keeps
 * today and tomorrow.
 */
export const FAST_ALERTS_APP_ENV: Record<string, string> = {
  ALERT_PLAN_INTERVAL_SECONDS: '1',
  ALERT_POLL_WATCHED_SECONDS: '2',
  ALERT_BATCH_SECONDS: '0',
  ALERTS_REQUIRE_VERIFIED_EMAIL: 'false',
  MIRROR_HORIZON_DAYS: '1',
};

/** A page in a context of its own (axe needs one), at `viewport`. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

const GOLFER_PASSWORD = 'fairway-123';

/** Opens the waitlist form, ticks the courses named and picks `date` on its calendar (turning to the next month if need be). */
export async function startWaitlistForm(
  page: Page,
  appUrl: string,
  courses: RegExp[],
  date: string,
): Promise<void> {
  await page.goto(`${appUrl}/waitlist`);
  for (const course of courses) await page.getByRole('checkbox', { name: course }).check();
  const day = page.locator(`[data-date="${date}"]`);
  if (!(await day.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

/** Sends the waitlist form as filled in and waits for its success dialog. */
export async function joinWaitlist(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await page.getByRole('dialog', { name: 'Success!' }).waitFor({ timeout: 30_000 });
}

/** Opens the dashboard; its request card that shows `hasText`. */
export async function dashboardCard(page: Page, appUrl: string, hasText: string) {
  await page.goto(`${appUrl}/dashboard`);
  return page.getByRole('article').filter({ hasText });
}

/** Signs a new golfer up and in through the auth API; the session cookie lands in the browser context. */
export async function signUpInContext(
  context: BrowserContext,
  appUrl: string,
  name: string,
): Promise<{ email: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await context.request.post(`${appUrl}/api/auth/sign-up/email`, {
    data: { name, email, password: GOLFER_PASSWORD },
    headers: { origin: appUrl },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  // Sign-up answers alike for a known address, so it does not sign in (decision 0247).
  await signInInContext(context, appUrl, email);
  return { email };
}

/** Signs a golfer made by `signUpInContext` in again; the new session cookie lands in the browser context. */
export async function signInInContext(context: BrowserContext, appUrl: string, email: string): Promise<void> {
  const response = await context.request.post(`${appUrl}/api/auth/sign-in/email`, {
    data: { email, password: GOLFER_PASSWORD },
    headers: { origin: appUrl },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** Ends every session of the context's golfer on the server (better-auth's own endpoint). */
export async function revokeSessionsInContext(context: BrowserContext, appUrl: string): Promise<void> {
  const response = await context.request.post(`${appUrl}/api/auth/revoke-sessions`, {
    data: {},
    headers: { origin: appUrl },
  });
  if (!response.ok())
    throw new Error(`revoke-sessions failed: ${response.status()} ${await response.text()}`);
}

/** Calls one of our API routes with the context's session cookie; throws unless it answers `expected`. */
export async function apiInContext(
  context: BrowserContext,
  appUrl: string,
  request: { method: 'POST' | 'PATCH'; path: string; body: unknown; expected: number },
): Promise<unknown> {
  const response = await context.request.fetch(`${appUrl}${request.path}`, {
    method: request.method,
    data: request.body,
    headers: { origin: appUrl },
  });
  if (response.status() !== request.expected) {
    throw new Error(`${request.method} ${request.path}: ${response.status()} ${await response.text()}`);
  }
  return response.json();
}

/** Makes a waitlist request through the API with the context's session; returns its id. */
export async function createRequestInContext(
  context: BrowserContext,
  appUrl: string,
  body: {
    courseIds: number[];
    preferredDates: string[];
    startTime: string;
    endTime: string;
    numberOfPlayers: number;
    contactEmail: string;
  },
): Promise<number> {
  const created = (await apiInContext(context, appUrl, {
    method: 'POST',
    path: '/api/monitoring-requests',
    body,
    expected: 201,
  })) as { data: { id: number } };
  return created.data.id;
}

/** A morning request at Fraserview (7–11 AM, 2 players) for the day `daysAhead` from today; its id. */
export async function createMorningRequest(
  context: BrowserContext,
  appUrl: string,
  contactEmail: string,
  daysAhead: number,
): Promise<number> {
  return createRequestInContext(context, appUrl, {
    courseIds: [await courseIdByName(appUrl, 'Fraserview Golf Course')],
    preferredDates: [addDaysToIsoDate(vancouverToday(new Date()), daysAhead)],
    startTime: '07:00',
    endTime: '11:00',
    numberOfPlayers: 2,
    contactEmail,
  });
}

/**
 * A new golfer in a browser context of their own at `viewport`, signed up as `name` and holding a morning
 * request (createMorningRequest) `daysAhead` days out: where the specs of a request's card and edit page start.
 */
export async function golferWithMorningRequest(
  browser: Browser,
  appUrl: string,
  options: { name: string; daysAhead: number; viewport?: { width: number; height: number } },
): Promise<{ context: BrowserContext; page: Page; email: string; requestId: number }> {
  const { context, page } = await newPage(browser, options.viewport);
  const { email } = await signUpInContext(context, appUrl, options.name);
  const requestId = await createMorningRequest(context, appUrl, email, options.daysAhead);
  return { context, page, email, requestId };
}

/**
 * A new golfer at a phone's 360 px, signed up as `name`, on the waitlist form with `courses` ticked and
 * tomorrow picked: where the specs of what a new request asks for start.
 */
export async function newGolferOnWaitlistForm(
  browser: Browser,
  appUrl: string,
  name: string,
  courses: RegExp[],
): Promise<{ context: BrowserContext; page: Page; tomorrow: string }> {
  const { context, page } = await newPage(browser, { width: 360, height: 740 });
  await signUpInContext(context, appUrl, name);
  const tomorrow = addDaysToIsoDate(vancouverToday(new Date()), 1);
  await startWaitlistForm(page, appUrl, courses, tomorrow);
  return { context, page, tomorrow };
}

/** The id of an active course, by its exact name, from the public picker list. */
export async function courseIdByName(appUrl: string, name: string): Promise<number> {
  const response = await fetch(`${appUrl}/api/golf-courses/list`);
  const body = (await response.json()) as { data: { id: number; name: string }[] };
  const course = body.data.find((candidate) => candidate.name === name);
  if (!course) throw new Error(`no active course named ${name}`);
  return course.id;
}

/**
 * An admin session made outside the browser, as the admin console's own calls would be: signs in with
 * ADMIN_EMAIL/ADMIN_PASSWORD and returns a caller for the admin API.
 */
export async function signInAdmin(
  appUrl: string,
  credentials: { email: string; password: string },
): Promise<{ toggleCourse: (id: number) => Promise<boolean> }> {
  const signIn = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify(credentials),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return {
    toggleCourse: async (id) => {
      const response = await fetch(`${appUrl}/api/admin/golf-courses/${id}/toggle`, {
        method: 'PATCH',
        headers: { cookie, origin: appUrl },
      });
      const body = (await response.json()) as { data?: { is_active: boolean }; error?: string };
      if (!response.ok || !body.data)
        throw new Error(`toggle course ${id}: ${response.status} ${body.error}`);
      return body.data.is_active;
    },
  };
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

/** Puts one tee time on a simulated CPS sheet (the simulator's control API); `spots: 0` takes it. */
export function setCpsSlot(
  simulatorUrl: string,
  slot: { site: string; courseId: number; date: string; time: string; spots: number },
): Promise<void> {
  return control(simulatorUrl, 'POST', '/slot', { system: 'cps', ...slot });
}

export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
