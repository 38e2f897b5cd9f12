import { SEED_COURSES } from '@teewatch/server';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import type { Browser } from 'playwright-core';
import {
  courseIdByName,
  createRequestInContext,
  dashboardCard,
  newPage,
  signUpInContext,
} from './golfer-helpers';
import { type RunningApp, startApp } from './support/app-server';
import { expectNoAxeViolations, hasBrowser, NO_BROWSER } from './support/browser';
import { expect, test } from './support/test';

// Honest cadence (issue 50 item 3, decision 0305) in Chromium against the built app and its real worker:
// a request on a CPS course, whose host keeps the watched cadence, says "Checked every 10 s"; one on every
// ChronoGolf course, whose host is given half a request a second for every club, says the figure its
// reads really come at and whose booking system is busy. Its own app: the budgets are its own.

const WATCHED_SECONDS = 10;

/** The catalogue's ChronoGolf courses that the app lists. */
async function chronogolfCourseIds(appUrl: string): Promise<number[]> {
  const names = new Set(
    SEED_COURSES.filter((course) => course.seedKey?.startsWith('chronogolf:')).map((course) => course.name),
  );
  const response = await fetch(`${appUrl}/api/golf-courses/list`);
  const body = (await response.json()) as { data: { id: number; name: string }[] };
  return body.data.filter((course) => names.has(course.name)).map((course) => course.id);
}

test.describe('honest cadence on the dashboard', () => {
  let app: RunningApp;
  let browser: Browser;

  test.beforeAll(async ({ browser: workerBrowser }) => {
    test.skip(!hasBrowser, NO_BROWSER);
    // Starting an app compiles and migrates: 10–60 s on a loaded machine.
    test.setTimeout(300_000);
    app = await startApp({
      env: {
        ALERT_PLAN_INTERVAL_SECONDS: '1',
        ALERT_POLL_WATCHED_SECONDS: String(WATCHED_SECONDS),
        // Today and tomorrow only: a small mirror, so the CPS host keeps up on a loaded machine.
        MIRROR_HORIZON_DAYS: '1',
        CPS_REQUESTS_PER_SECOND: '50',
        // Saturated: a watched read of every ChronoGolf course's tomorrow takes a dozen pages, 2 s each.
        CHRONOGOLF_REQUESTS_PER_SECOND: '0.5',
      },
    });
    browser = workerBrowser;
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  for (const width of [360, 1280]) {
    test(`each request says how often its course is read; the busy host says so (${width} px)`, async () => {
      test.setTimeout(300_000);
      const { context, page } = await newPage(browser, { width, height: 900 });
      const { email } = await signUpInContext(context, app.url, `Casey Cadence ${width}`);
      const tomorrow = addDaysToIsoDate(vancouverToday(new Date()), 1);
      const morning = {
        preferredDates: [tomorrow],
        startTime: '07:00',
        endTime: '11:00',
        numberOfPlayers: 2,
      };
      await createRequestInContext(context, app.url, {
        courseIds: [await courseIdByName(app.url, 'Fraserview Golf Course')],
        ...morning,
        contactEmail: email,
      });
      // Every ChronoGolf course of the catalogue: one watched read of their date takes many pages.
      await createRequestInContext(context, app.url, {
        courseIds: await chronogolfCourseIds(app.url),
        ...morning,
        contactEmail: email,
      });
      // The figures come from the worker's reads: the page is opened again until both have one.
      const howOften = async (course: string) => {
        const card = await dashboardCard(page, app.url, course);
        // Every card shows "Last check"; "How often" only once the list answered a figure.
        await card.getByText('Last check', { exact: true }).waitFor();
        const term = card.getByText('How often', { exact: true });
        if ((await term.count()) === 0) return 'no figure yet';
        return (await term.locator('xpath=following-sibling::dd').textContent()) ?? '';
      };
      await expect
        .poll(() => howOften('Fraserview Golf Course'), { timeout: 120_000, intervals: [4000] })
        .toBe(`Checked every ${WATCHED_SECONDS} s`);
      await expect
        .poll(() => howOften('University Golf Club'), { timeout: 150_000, intervals: [4000] })
        .toMatch(/^Checked about every \d+ (s|min): .+'s booking system is busy$/);
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
