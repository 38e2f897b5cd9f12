import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, schema, seedCatalogue } from '@teewatch/server';
import { seedOpening, vancouverInstant } from '@teewatch/server/testing';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { startSimulator } from '@teewatch/simulator';
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { GOLFER_APP_ENV, newPage } from './golfer-helpers';
import { type RunningApp, startApp } from './support/app-server';
import { expectNoAxeViolations, hasBrowser, NO_BROWSER } from './support/browser';
import { expect, test } from './support/test';

// Issue 16 parts 1, 2 and 6 in Chromium against the built app: the waitlist form's odds, a course page's
// heat map with its table, and the live home strip. The history is written into the app's own database
// before it starts (20 days of it for Langara, none for Fraserview beyond one time that just opened); the
// simulator runs without churn, so the mirror adds first looks only, which never count as reopenings.

const today = vancouverToday(new Date());
const weekBefore = addDaysToIsoDate(today, -7);
const eveningBefore = addDaysToIsoDate(today, -8);
const inFourDays = addDaysToIsoDate(today, 4);

// Four reopenings of 07:00–10:00 times on today's weekday a week ago, all the evening before:
// free 20, 30, 25 and 40 minutes → median 27.5 → "28 minutes"; 3 came at 6 PM, 1 at 7 PM.
const REOPENINGS = [
  { time: '07:10', opened: '18:20', minutes: 25 },
  { time: '07:30', opened: '18:30', minutes: 20 },
  { time: '08:40', opened: '19:10', minutes: 30 },
  { time: '09:00', opened: '18:50', minutes: 40 },
];
const ODDS_TAIL =
  'at Langara Golf Course reopened 4 times in the last 14 days, usually between 6 and 8 PM the evening before; a typical opening stayed free 28 minutes.';
const WEEKDAY_COLUMN = new Date(`${eveningBefore}T12:00:00Z`).getUTCDay();

test.describe('insights: odds, heat map, live strip', () => {
  let app: RunningApp;
  let browser: Browser;
  let simulator: Awaited<ReturnType<typeof startSimulator>>;
  let dataDir: string;
  let langara: number;
  let fraserview: number;

  test.beforeAll(async ({ browser: workerBrowser }) => {
    test.skip(!hasBrowser, NO_BROWSER);
    // Starting an app compiles and migrates: 10–60 s on a loaded machine.
    test.setTimeout(300_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-e2e-insights-'));
    const database = await openDatabase({ dataDir });
    await seedCatalogue(database.db);
    const idOf = async (seedKey: string) => {
      const [row] = await database.db
        .select({ id: schema.golfCourses.id })
        .from(schema.golfCourses)
        .where(and(eq(schema.golfCourses.seedKey, seedKey)));
      return row!.id;
    };
    langara = await idOf('cps:golfvancouver:1');
    fraserview = await idOf('cps:golfvancouver:2');
    // Langara: first looked at 20 days ago (not a reopening), then the four reopenings.
    await seedOpening(database.db, {
      courseId: langara,
      date: addDaysToIsoDate(today, -20),
      time: '08:00',
      openedAt: vancouverInstant(`${addDaysToIsoDate(today, -21)} 12:00`),
      firstObservation: true,
    });
    for (const reopening of REOPENINGS) {
      const openedAt = vancouverInstant(`${eveningBefore} ${reopening.opened}`);
      await seedOpening(database.db, {
        courseId: langara,
        date: weekBefore,
        time: reopening.time,
        openedAt,
        closedAt: new Date(openedAt.getTime() + reopening.minutes * 60_000),
      });
    }
    // Fraserview: one time that reopened 10 minutes ago, still free, beyond the worker's two-day horizon.
    await seedOpening(database.db, {
      courseId: fraserview,
      date: inFourDays,
      time: '10:20',
      openedAt: new Date(Date.now() - 10 * 60_000),
    });
    await database.close();

    simulator = await startSimulator({ port: 0, churnIntervalMs: 0 });
    // On the embedded PGlite it seeded above, whatever the run has: the one browser spec on the default
    // `npm start` database when the others run on PostgreSQL (decision 0211).
    app = await startApp({
      simulator: false,
      embedded: true,
      env: { ...GOLFER_APP_ENV, DATA_DIR: dataDir, UPSTREAM_MODE: 'simulator', SIMULATOR_URL: simulator.url },
    });
    browser = workerBrowser;
  });

  test.afterAll(async () => {
    await app?.stop();
    await simulator?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('the waitlist form gives the odds for the chosen courses, window and weekday, and follows changes', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${app.url}/waitlist`);
    const odds = page.getByTestId('opening-odds');
    await odds.getByText('Choose courses to see how often times like these reopen.').waitFor();
    await page.getByRole('checkbox', { name: /Langara Golf Course/ }).check();
    await page.getByRole('checkbox', { name: /Fraserview Golf Course/ }).check();
    await page.locator(`table button[data-date="${today}"]`).click();
    await page.getByLabel('Start time').selectOption('07:00');
    await page.getByLabel('End time').selectOption('10:00');
    await odds.getByText(`Times like this ${ODDS_TAIL}`).waitFor();
    await odds.getByText('Not enough history yet: Teewatch started watching this course today.').waitFor();
    expect(await odds.locator('[aria-live="polite"]').count()).toBe(1);
    await expectNoAxeViolations(page);

    // A later window has no reopenings: the sentence changes with the form.
    await page.getByLabel('End time').selectOption('21:00');
    await page.getByLabel('Start time').selectOption('15:00');
    await odds
      .getByText('Times like this at Langara Golf Course did not reopen in the last 14 days.')
      .waitFor();
    await context.close();
  });

  test("a course page shows the odds, the heat map with its table, and the mirror's next times", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${app.url}/courses/${langara}`);
    await page.getByRole('heading', { name: 'When times open' }).waitFor();
    await page.getByTestId('course-odds').getByText(`Tee times ${ODDS_TAIL}`).waitFor();

    // The table screen readers get (visually hidden) carries the numbers: 3 at 6 PM, 1 at 7 PM.
    const table = page.getByRole('table', { name: /Openings at Langara Golf Course by weekday and hour/ });
    const cellAt = (hour: string) =>
      table.locator('tr', { has: page.getByRole('rowheader', { name: hour, exact: true }) }).locator('td');
    expect(await cellAt('6:00 PM').nth(WEEKDAY_COLUMN).textContent()).toBe('3');
    expect(await cellAt('7:00 PM').nth(WEEKDAY_COLUMN).textContent()).toBe('1');
    expect(await cellAt('8:00 AM').nth(WEEKDAY_COLUMN).textContent()).toBe('0');
    await page.getByText('4 times reopened in the last 28 days.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Show as table' }).click();
    expect(await table.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Show as heat map' }).waitFor();
    await expectNoAxeViolations(page);

    // Live facts: the worker reads Langara's near dates from the simulator; its next times link to them.
    const live = page.getByTestId('course-live-facts');
    await live.getByText(/^Checked /).waitFor({ timeout: 60_000 });
    const firstTime = live.getByRole('link').first();
    await firstTime.waitFor({ timeout: 60_000 });
    expect(await firstTime.getAttribute('href')).toMatch(
      new RegExp(`^/tee-times\\?date=\\d{4}-\\d{2}-\\d{2}&courseIds=${langara}$`),
    );
    await context.close();
  });

  test('a course with 2 days or less of history says so and shows no number', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${app.url}/courses/${fraserview}`);
    const odds = page.getByTestId('course-odds');
    await odds.getByText('Not enough history yet: Teewatch started watching this course today.').waitFor();
    expect(await page.getByTestId('openings-heatmap').count()).toBe(0);
    await context.close();
  });

  test('the home strip shows the time that just opened, linked to the tee-times page on it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(app.url);
    const strip = page.locator('section[data-strip]');
    await strip.getByRole('heading', { name: 'Just opened' }).waitFor();
    expect(await strip.getAttribute('data-strip')).toBe('live');
    const card = page.getByTestId('tee-time-strip').getByRole('link', { name: /Fraserview Golf Course/ });
    expect(await card.count()).toBe(1);
    expect(await card.getAttribute('href')).toBe(`/tee-times?date=${inFourDays}&courseIds=${fraserview}`);
    expect(await card.textContent()).toContain('10:20 AM');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
