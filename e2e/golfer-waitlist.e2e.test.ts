import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOLFER_APP_ENV, hasHorizontalScroll, newPage, signUpInContext } from './golfer-helpers';
import { buildWebOnce, type RunningApp, startApp } from './support/app-server';
import { expectNoAxeViolations, hasBrowser, launchBrowser } from './support/browser';

// The waitlist form and the dashboard (golfer-side §2, §4, §5, §8) in Chromium against the built app:
// a golfer creates a request, sees it on the dashboard, pauses and reactivates it; another golfer
// can neither see nor change it.

/** The first day the calendar lets a golfer pick (today in Vancouver). */
async function pickFirstOpenDay(page: Page): Promise<string> {
  const day = page.locator('table button[data-date]:not([aria-disabled])').first();
  const date = (await day.getAttribute('data-date')) ?? '';
  await day.click();
  return date;
}

describe.skipIf(!hasBrowser)('waitlist and dashboard', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    buildWebOnce();
    app = await startApp({ simulator: true, env: GOLFER_APP_ENV });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('asks a signed-out golfer to sign in, and sends the dashboard to the waitlist', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${app.url}/waitlist`);
    await page.getByRole('heading', { level: 1, name: 'Tee Time Waitlist in Metro Vancouver' }).waitFor();
    expect(await page.title()).toContain('Tee Time Waitlist');
    await page.getByRole('checkbox', { name: /Langara Golf Course/ }).waitFor();
    expect(await page.getByText('Signed in as').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Waitlist FAQ' }).locator('details').count()).toBe(4);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Please sign in to join the waitlist and manage your golf tee time notifications.',
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${app.url}/dashboard`);
    await page.waitForURL(`${app.url}/waitlist`);
    await context.close();
  });

  it('creates a request, shows it on the dashboard, pauses and reactivates it; others cannot see it', async () => {
    const { context, page } = await newPage(browser);
    const { email } = await signUpInContext(context, app.url, 'Robin Fairway');

    // Zero requests: the call to action.
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('heading', { name: 'Ready to Play Golf?' }).waitFor();
    await page.getByText('Welcome, Robin Fairway').waitFor();
    await page.getByText(email).waitFor();
    const findTeeTimes = page.getByRole('link', { name: 'Find Tee Times' });
    expect(await findTeeTimes.getAttribute('target')).toBe('_blank');
    expect(await findTeeTimes.getAttribute('href')).toBe('/tee-times');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Join Waitlist' }).click();
    await page.waitForURL(`${app.url}/waitlist`);

    // The form: banner, email prefilled, defaults, client messages.
    await page.getByText('Signed in as').waitFor();
    const emailInput = page.getByLabel('Email address');
    await expect.poll(() => emailInput.inputValue()).toBe(email);
    expect(await page.getByLabel('Start time').inputValue()).toBe('06:00');
    expect(await page.getByLabel('End time').inputValue()).toBe('18:00');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await page.getByText('Please select at least one golf course').waitFor();
    await page.getByText('Please select at least one preferred date').waitFor();
    await expectNoAxeViolations(page);

    // Fill it in: a course found by search, a date picked with the keyboard, a later window.
    await page.getByPlaceholder('Search golf courses...').fill('langara');
    await page.getByRole('checkbox', { name: /Langara Golf Course/ }).check();
    await page.getByText('1 selected').waitFor();
    const date = await pickFirstOpenDay(page);
    await page.getByText('Selected dates (1)').waitFor();
    await page.getByLabel('Start time').selectOption('18:00');
    expect(await page.getByLabel('End time').inputValue()).toBe('19:00');
    await page.getByLabel('End time').selectOption('21:00');
    await page.getByLabel('Number of players').selectOption('2');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();

    const success = page.getByRole('dialog', { name: 'Success!' });
    await success.waitFor();
    expect(await success.textContent()).toContain('30 days');
    await expectNoAxeViolations(page);
    // The form is back to its defaults.
    expect(await page.getByText('0 selected').count()).toBe(1);
    await page.getByText('Click on calendar to select dates').waitFor();
    await page.getByRole('button', { name: 'Got it' }).click();

    // The dashboard lists it.
    await page.goto(`${app.url}/dashboard`);
    const card = page.getByRole('article').filter({ hasText: 'Waitlist Request #' });
    await card.waitFor();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    const requestId = Number(title.replace(/\D/g, ''));
    expect(requestId).toBeGreaterThan(0);
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Langara Golf Course');
    expect(text).toContain('6:00 PM - 9:00 PM');
    expect(text).toContain(new Date(`${date}T00:00:00Z`).getUTCFullYear().toString());
    expect(text).toContain(`Email: ${email}`);
    expect(text).toContain('Expires');
    expect(text).toMatch(/Not checked yet|Checked \d+ (s|min) ago/);
    expect(await card.getByText('Active', { exact: true }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Active (1)' }).waitFor();
    await page.getByRole('tab', { name: 'Previous (0)' }).waitFor();
    await expectNoAxeViolations(page);

    // Pause needs confirmation.
    await card.getByRole('button', { name: /^Pause/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Pause Waitlist' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(
      'Are you sure you want to deactivate this waitlist request?',
    );
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('Waitlist deactivated successfully').waitFor();
    await page.getByText('Your waitlist request has been deactivated.').waitFor();
    await page.getByRole('tab', { name: 'Active (0)' }).waitFor();
    await page.getByText('No active waitlists').waitFor();

    // The Previous tab by keyboard; reactivating needs no confirmation.
    await page.getByRole('tab', { name: 'Active (0)' }).focus();
    await page.keyboard.press('ArrowRight');
    const previous = page.getByRole('tabpanel', { name: 'Previous (1)' });
    await previous.waitFor();
    expect(await previous.getByText('Cancelled', { exact: true }).count()).toBe(1);
    await previous.getByRole('button', { name: /^Reactivate/ }).click();
    await page.getByText('Waitlist reactivated successfully').waitFor();
    await page.getByRole('tab', { name: 'Previous (0)' }).waitFor();

    // Another golfer sees nothing and cannot change it.
    const other = await newPage(browser);
    await signUpInContext(other.context, app.url, 'Sam Bunker');
    await other.page.goto(`${app.url}/dashboard`);
    await other.page.getByRole('heading', { name: 'Ready to Play Golf?' }).waitFor();
    const patch = await other.context.request.patch(
      `${app.url}/api/users/me/monitoring-requests/${requestId}`,
      {
        data: { is_active: false },
        headers: { origin: app.url },
      },
    );
    expect(patch.status()).toBe(404);
    await other.context.close();

    // The owner's request is untouched.
    await page.reload();
    await page.getByRole('tab', { name: 'Active (1)' }).waitFor();
    await context.close();
  });

  it('shows the dashboard loading and error states, and Try Again recovers', async () => {
    const { context, page } = await newPage(browser);
    await signUpInContext(context, app.url, 'Casey Green');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/users/me/monitoring-requests', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Something went wrong on our side' }),
      });
    });
    await page.goto(`${app.url}/dashboard`);
    await page.getByText('Loading your dashboard...').waitFor();
    release();
    await page.getByRole('heading', { name: 'Error Loading Dashboard' }).waitFor({ timeout: 30_000 });
    await page.getByText('Something went wrong on our side').waitFor();
    await expectNoAxeViolations(page);
    await page.unroute('**/api/users/me/monitoring-requests');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Ready to Play Golf?' }).waitFor();
    await context.close();
  });

  it('shows the server outcomes: removed courses, field errors, failures', async () => {
    const { context, page } = await newPage(browser);
    await signUpInContext(context, app.url, 'Jordan Birdie');
    await page.goto(`${app.url}/waitlist`);
    await page.getByText('Signed in as').waitFor();
    const fill = async () => {
      await page.getByRole('checkbox', { name: /Langara Golf Course/ }).check();
      await pickFirstOpenDay(page);
    };
    const answer = (status: number, body: unknown) =>
      page.route('**/api/monitoring-requests', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
      );

    await answer(201, {
      success: true,
      data: null,
      removedCourses: [{ id: 99, name: 'Closed Links', reason: 'Course is no longer active' }],
      warningMessage: 'Some selected courses cannot be monitored.',
    });
    await fill();
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const removed = page.getByRole('dialog', { name: 'Some Courses Removed' });
    await removed.waitFor();
    expect(await removed.textContent()).toContain('Closed Links');
    expect(await removed.textContent()).toContain(
      'Monitoring has been set up for the remaining valid courses.',
    );
    await expectNoAxeViolations(page);
    await removed.getByRole('button', { name: 'OK' }).click();

    await page.unroute('**/api/monitoring-requests');
    await answer(400, {
      success: false,
      error: 'Validation failed',
      validationErrors: [{ field: 'contactPhone', message: 'Please enter a valid phone number' }],
    });
    await fill();
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const invalid = page.getByRole('dialog', { name: 'Form Validation Failed' });
    await invalid.waitFor();
    expect(await invalid.textContent()).toContain('Please check and correct the following errors:');
    await invalid.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Please enter a valid phone number').waitFor();

    await page.unroute('**/api/monitoring-requests');
    await answer(409, { success: false, error: 'You already have 20 active waitlist requests' });
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const failed = page.getByRole('dialog', { name: 'Submission Failed' });
    await failed.waitFor();
    expect(await failed.textContent()).toContain('You already have 20 active waitlist requests');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('has no horizontal scroll at 360 px on the waitlist and the dashboard', async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await signUpInContext(context, app.url, 'Alex Links');
    await page.goto(`${app.url}/waitlist`);
    await page.getByRole('checkbox', { name: /Langara Golf Course/ }).waitFor();
    await pickFirstOpenDay(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('heading', { name: 'Ready to Play Golf?' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await context.close();
  });
});
