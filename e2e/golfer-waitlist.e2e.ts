import { MAX_ACTIVE_MONITORING_REQUESTS } from '@teewatch/shared';
import type { Page } from 'playwright-core';
import {
  apiInContext,
  courseIdByName,
  hasHorizontalScroll,
  newPage,
  revokeSessionsInContext,
  signInAdmin,
  signInInContext,
  signUpInContext,
} from './golfer-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/app-server';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// The waitlist form and the dashboard (golfer-side §2, §4, §5, §8) in Chromium against the built app:
// a golfer creates a request, sees it on the dashboard, pauses and reactivates it; another golfer
// can neither see nor change it. Error states come from the real server too (an admin's change, the
// server's own checks and limits, a session ended on the server); nothing of ours is stubbed.

/** The first day the calendar lets a golfer pick (today in Vancouver). */
/**
 * Picks the first open day after today. Not today: a request whose window has already ended today is not
 * active, so what these tests count and show would depend on the hour they run at.
 */
async function pickOpenDayAfterToday(page: Page): Promise<string> {
  const open = page.locator('table button[data-date]:not([aria-disabled])');
  // Today is the calendar's first open day; on the last of a month the next one is in the next month.
  let day = open.nth(1);
  if ((await open.count()) < 2) {
    await page.getByRole('button', { name: 'Next month' }).click();
    day = open.first();
  }
  const date = (await day.getAttribute('data-date')) ?? '';
  await day.click();
  return date;
}

test.describe('waitlist and dashboard', () => {
  const shared = useSharedGolferApp();

  test('asks a signed-out golfer to sign in, and sends the dashboard to the waitlist', async () => {
    const { context, page } = await newPage(shared.browser);
    await page.goto(`${shared.app.url}/waitlist`);
    await page.getByRole('heading', { level: 1, name: 'Tee Time Waitlist in Metro Vancouver' }).waitFor();
    expect(await page.title()).toContain('Tee Time Waitlist');
    await page.getByRole('checkbox', { name: /Langara Golf Course/ }).waitFor();
    expect(await page.getByText('Signed in as').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Waitlist FAQ' }).locator('details').count()).toBe(4);
    await expectNoAxeViolations(page);

    // The form is checked first (issue 15: no sign-in for a form that would fail anyway), then sign-in is asked.
    await page.getByRole('checkbox', { name: /Langara Golf Course/ }).check();
    await pickOpenDayAfterToday(page);
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Please sign in to join the waitlist and manage your golf tee time notifications.',
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${shared.app.url}/dashboard`);
    await page.waitForURL(`${shared.app.url}/waitlist`);
    await context.close();
  });

  test('creates a request, shows it on the dashboard, pauses and reactivates it; others cannot see it', async () => {
    const { context, page } = await newPage(shared.browser);
    const { email } = await signUpInContext(context, shared.app.url, 'Robin Fairway');

    // Zero requests: the call to action.
    await page.goto(`${shared.app.url}/dashboard`);
    await page.getByRole('heading', { name: 'Ready to Play Golf?' }).waitFor();
    await page.getByText('Welcome, Robin Fairway').waitFor();
    await page.getByRole('main').getByText(email).waitFor();
    const findTeeTimes = page.getByRole('link', { name: 'Find Tee Times' });
    expect(await findTeeTimes.getAttribute('target')).toBe('_blank');
    expect(await findTeeTimes.getAttribute('href')).toBe('/tee-times');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Join Waitlist' }).click();
    await page.waitForURL(`${shared.app.url}/waitlist`);

    // The form: banner, email prefilled, defaults, client messages.
    await page.getByText('Signed in as').waitFor();
    const emailInput = page.getByLabel('Email address');
    await expect.poll(() => emailInput.inputValue()).toBe(email);
    expect(await page.getByLabel('Start time').inputValue()).toBe('06:00');
    expect(await page.getByLabel('End time').inputValue()).toBe('18:00');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    // Each message is in the error summary (a link to its field) and under its field (issue 15).
    await page.getByRole('link', { name: 'Please select at least one golf course' }).waitFor();
    await page.getByRole('link', { name: 'Please select at least one preferred date' }).waitFor();
    expect(await page.getByText('Please select at least one golf course').count()).toBe(2);
    await expectNoAxeViolations(page);

    // Fill it in: a course found by search, a date picked with the keyboard, a later window.
    await page.getByPlaceholder('Search golf courses...').fill('langara');
    await page.getByRole('checkbox', { name: /Langara Golf Course/ }).check();
    await page.getByText('1 selected').waitFor();
    const date = await pickOpenDayAfterToday(page);
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
    await page.goto(`${shared.app.url}/dashboard`);
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
    expect(await previous.getByText('Paused', { exact: true }).count()).toBe(1);
    await previous.getByRole('button', { name: /^Reactivate/ }).click();
    await page.getByText('Waitlist reactivated successfully').waitFor();
    await page.getByRole('tab', { name: 'Previous (0)' }).waitFor();

    // Another golfer sees nothing and cannot change it.
    const other = await newPage(shared.browser);
    await signUpInContext(other.context, shared.app.url, 'Sam Bunker');
    await other.page.goto(`${shared.app.url}/dashboard`);
    await other.page.getByRole('heading', { name: 'Ready to Play Golf?' }).waitFor();
    const patch = await other.context.request.patch(
      `${shared.app.url}/api/users/me/monitoring-requests/${requestId}`,
      {
        data: { is_active: false },
        headers: { origin: shared.app.url },
      },
    );
    expect(patch.status()).toBe(404);
    await other.context.close();

    // The owner's request is untouched.
    await page.reload();
    await page.getByRole('tab', { name: 'Active (1)' }).waitFor();
    await context.close();
  });

  test('shows the dashboard loading and error states, and Try Again recovers', async () => {
    const { context, page } = await newPage(shared.browser);
    const { email } = await signUpInContext(context, shared.app.url, 'Casey Green');
    await page.goto(`${shared.app.url}/waitlist`);
    await page.getByText('Signed in as').waitFor();
    // The session ends on the server (signed out elsewhere) while this tab still believes in it: the
    // dashboard's requests call answers 401, retried once, so the loading state lasts about a second.
    await revokeSessionsInContext(context, shared.app.url);
    await page.getByRole('button', { name: 'Account menu for Casey Green' }).click();
    await page.getByRole('menuitem', { name: 'My Dashboard' }).click();
    await page.getByText('Loading your dashboard...').waitFor();
    await page.getByRole('heading', { name: 'Error Loading Dashboard' }).waitFor({ timeout: 30_000 });
    await page.getByText('No valid session found').waitFor();
    await expectNoAxeViolations(page);
    // Signed in again, Try Again loads the (empty) dashboard.
    await signInInContext(context, shared.app.url, email);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Ready to Play Golf?' }).waitFor();
    await context.close();
  });

  test('shows the server outcomes: removed courses, field errors, failures', async () => {
    const { context, page } = await newPage(shared.browser);
    const { email } = await signUpInContext(context, shared.app.url, 'Jordan Birdie');
    const admin = await signInAdmin(shared.app.url, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const langaraId = await courseIdByName(shared.app.url, 'Langara Golf Course');
    const fraserviewId = await courseIdByName(shared.app.url, 'Fraserview Golf Course');
    await page.goto(`${shared.app.url}/waitlist`);
    await page.getByText('Signed in as').waitFor();
    const fill = async () => {
      await page.getByRole('checkbox', { name: /Langara Golf Course/ }).check();
      return pickOpenDayAfterToday(page);
    };

    // An admin deactivates one of the two chosen courses while the form is open: the server drops it.
    await fill();
    await page.getByRole('checkbox', { name: /Fraserview Golf Course/ }).check();
    await page.getByText('2 selected').waitFor();
    expect(await admin.toggleCourse(fraserviewId)).toBe(false);
    try {
      await page.getByRole('button', { name: 'Join Waitlist' }).click();
      const removed = page.getByRole('dialog', { name: 'Some Courses Removed' });
      await removed.waitFor();
      const removedText = (await removed.textContent()) ?? '';
      expect(removedText).toContain('Fraserview Golf Course');
      expect(removedText).toContain('This golf course is currently inactive');
      expect(removedText).toContain('Monitoring has been set up for the remaining valid courses.');
      await expectNoAxeViolations(page);
      await removed.getByRole('button', { name: 'OK' }).click();
    } finally {
      expect(await admin.toggleCourse(fraserviewId)).toBe(true);
    }

    // A phone only the server checks (the form accepts any text there): its field error comes back.
    const date = await fill();
    const phone = page.getByLabel('Phone (optional)');
    await phone.fill('12');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const invalid = page.getByRole('dialog', { name: 'Form Validation Failed' });
    await invalid.waitFor();
    expect(await invalid.textContent()).toContain('Please check and correct the following errors:');
    expect(await invalid.textContent()).toContain('Please enter a valid phone number');
    await invalid.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('link', { name: 'Please enter a valid phone number' }).waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');

    // The golfer reaches the limit of active requests (1 made above + 19 more): the server refuses a 21st.
    for (let made = 1; made < MAX_ACTIVE_MONITORING_REQUESTS; made += 1) {
      await apiInContext(context, shared.app.url, {
        method: 'POST',
        path: '/api/monitoring-requests',
        body: {
          courseIds: [langaraId],
          preferredDates: [date],
          startTime: '06:00',
          endTime: '18:00',
          numberOfPlayers: 0,
          contactEmail: email,
        },
        expected: 201,
      });
    }
    await phone.fill('');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const failed = page.getByRole('dialog', { name: 'Submission Failed' });
    await failed.waitFor();
    expect(await failed.textContent()).toContain(
      `You already have ${MAX_ACTIVE_MONITORING_REQUESTS} active waitlist requests`,
    );
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('has no horizontal scroll at 360 px on the waitlist and the dashboard', async () => {
    const { context, page } = await newPage(shared.browser, { width: 360, height: 740 });
    await signUpInContext(context, shared.app.url, 'Alex Links');
    await page.goto(`${shared.app.url}/waitlist`);
    await page.getByRole('checkbox', { name: /Langara Golf Course/ }).waitFor();
    await pickOpenDayAfterToday(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
    await page.goto(`${shared.app.url}/dashboard`);
    await page.getByRole('heading', { name: 'Ready to Play Golf?' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await context.close();
  });
});
