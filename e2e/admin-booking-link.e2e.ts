import { type AdminCourseList, addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningApp, startApp } from './support/app-server';
import { expectNoAxeViolations, hasBrowser, NO_BROWSER } from './support/browser';
import { expect, test } from './support/test';

// Admin → Golf Courses → Add Course → "From a booking link" (issue 35, item 2) in Chromium, against the
// simulator's CPS site northview.cps.golf: the site is recognised by what it answers, its two courses listed
// as it names them, both added, and found in the golfers' tee-time search; a link of an unknown system
// answers a clear message and creates nothing.

const SITE_PAGE = 'https://northview.cps.golf/onlineresweb/search-teetime';

async function api<T>(page: Page, path: string, method = 'GET'): Promise<{ success: boolean; data: T }> {
  return page.evaluate(async ({ path, method }) => (await fetch(path, { method })).json(), { path, method });
}

test.describe('admin adds courses from a booking link', () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Page;

  test.beforeAll(async ({ browser: workerBrowser }) => {
    test.skip(!hasBrowser, NO_BROWSER);
    // Starting an app compiles and migrates: 10–60 s on a loaded machine.
    test.setTimeout(300_000);
    // The worker keeps today and tomorrow only: its cold start of every course's 30 days would take the
    // CPU a loaded machine needs for the two test reads this spec waits on.
    app = await startApp({ simulator: true, env: { MIRROR_HORIZON_DAYS: '1' } });
    browser = workerBrowser;
    admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await admin.goto(`${app.url}/admin`);
    await admin.getByLabel('Email').fill(ADMIN_EMAIL);
    await admin.getByLabel('Password').fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.getByText(`Welcome, ${ADMIN_EMAIL}`).waitFor();
    // Whatever the seed holds of the site goes first, so both of its courses are new to the catalogue.
    const listed = await api<AdminCourseList>(admin, '/api/admin/golf-courses?search=&limit=100');
    for (const course of listed.data.courses) {
      if (JSON.stringify(course.api_config).includes('northview')) {
        await api(admin, `/api/admin/golf-courses/${course.id}`, 'DELETE');
      }
    }
  });

  test.afterAll(async () => {
    await admin?.context().close();
    await app?.stop();
  });

  test("lists the site's courses, adds two with a test read each, and golfers find them", async () => {
    test.setTimeout(240_000);
    await admin.goto(`${app.url}/admin/courses`);
    await admin.getByRole('button', { name: 'Add Course' }).click();
    await admin.getByLabel(/^Booking page address/).fill(SITE_PAGE);
    await admin.getByRole('button', { name: 'Find Courses' }).click();
    await admin.getByRole('heading', { name: /^Recognised: CPS/ }).waitFor({ timeout: 60_000 });
    const list = admin.getByRole('group', { name: 'Courses this site offers' });
    await list.getByRole('checkbox', { name: /RIDGE/ }).check();
    await list.getByRole('checkbox', { name: /CANAL/ }).check();
    await admin.getByLabel('Location of the courses to add').selectOption('Pitt Meadows, BC');
    await expectNoAxeViolations(admin);
    await admin.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(admin);
    await admin.setViewportSize({ width: 1280, height: 900 });

    await admin.getByRole('button', { name: 'Add 2 Courses' }).click();
    // Two saves and two test reads of up to 30 s each, one after the other.
    await admin.getByRole('heading', { name: '2 courses added' }).waitFor({ timeout: 90_000 });
    expect(await admin.getByText('Test read passed').count()).toBe(2);
    await expectNoAxeViolations(admin);

    const golfer = await (await browser.newContext()).newPage();
    const tomorrow = addDaysToIsoDate(vancouverToday(new Date()), 1);
    await golfer.goto(`${app.url}/tee-times?date=${tomorrow}`);
    await golfer.getByRole('heading', { name: 'RIDGE' }).waitFor({ timeout: 60_000 });
    await golfer.getByRole('heading', { name: 'CANAL' }).waitFor();
  });

  test('answers a link of a system it does not know with a clear message, creating nothing', async () => {
    await admin.goto(`${app.url}/admin/courses`);
    const before = await api<AdminCourseList>(admin, '/api/admin/golf-courses?search=&limit=100');
    await admin.getByRole('button', { name: 'Add Course' }).click();
    await admin.getByLabel(/^Booking page address/).fill('http://127.0.0.1:9/golf/booking');
    await admin.getByRole('button', { name: 'Find Courses' }).click();
    await admin.locator('[id$="-error"]').first().waitFor({ timeout: 60_000 });
    expect((await admin.locator('[id$="-error"]').first().textContent())?.length).toBeGreaterThan(10);
    expect(await admin.getByRole('heading', { name: /^Recognised/ }).count()).toBe(0);
    const after = await api<AdminCourseList>(admin, '/api/admin/golf-courses?search=&limit=100');
    expect(after.data.pagination.total).toBe(before.data.pagination.total);
  });
});
