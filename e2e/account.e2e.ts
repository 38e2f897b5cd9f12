import { readFile } from 'node:fs/promises';
import { AccountExportSchema } from '@teewatch/shared';
import { createMorningRequest, newPage, signUpInContext } from './golfer-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/app-server';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// The golfer's own account page (issue 26 item 5) in a real browser against the built app: change the
// password, download the data, delete the account. The golfer is new and deletes only themself, so the
// spec shares the golfer app.

/** POST /api/auth/sign-in/email from outside the browser; its status. */
async function signInStatus(appUrl: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

/** How many waitlist requests the admin list finds for `email`. */
async function requestCountFor(appUrl: string, email: string): Promise<number> {
  const signIn = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const list = await fetch(`${appUrl}/api/admin/requests?search=${encodeURIComponent(email)}`, {
    headers: { cookie },
  });
  const body = (await list.json()) as { data: { pagination: { total: number } } };
  return body.data.pagination.total;
}

test.describe('account page', () => {
  const shared = useSharedGolferApp();

  test('changes the password, downloads the data and deletes the account', async () => {
    const appUrl = shared.app.url;
    const { context, page } = await newPage(shared.browser, { width: 1280, height: 900 });
    const { email } = await signUpInContext(context, appUrl, 'Robin Account');
    const requestId = await createMorningRequest(context, appUrl, email, 6);

    // From the account menu in the header.
    await page.goto(`${appUrl}/dashboard`);
    await page.getByRole('banner').getByRole('button', { name: 'Account menu for Robin Account' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    await expectNoAxeViolations(page);

    // Change the password: the short one is refused on the page, the right one works.
    await page.getByLabel('Current Password').fill('fairway-123');
    await page.getByLabel('New Password').fill('short');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.textContent('main')).toContain('Password must be at least 6 characters');
    await page.getByLabel('New Password').fill('greens-456-new');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('status').filter({ hasText: 'Password changed.' }).waitFor();
    expect(await signInStatus(appUrl, email, 'fairway-123')).toBe(401);
    expect(await signInStatus(appUrl, email, 'greens-456-new')).toBe(200);

    // Download my data: one JSON file that holds the request.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^teewatch-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = AccountExportSchema.parse(JSON.parse(await readFile((await download.path())!, 'utf8')));
    expect(data.profile.email).toBe(email);
    expect(data.requests.map((request) => request.id)).toEqual([requestId]);
    expect(data.requests[0]!.preferred_dates).toHaveLength(1);

    // Small screens: the same page, and the small-screen menu leads to it too.
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('link', { name: 'Account', exact: true }).getAttribute('href')).toBe(
      '/account',
    );
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });

    // Delete: a wrong address is refused on the page; the right one deletes and signs out.
    await page.getByLabel(`Type ${email} to confirm`).fill('someone-else@example.com');
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await expect.poll(() => page.textContent('main')).toContain('Type your email address exactly as shown');
    await page.getByLabel(`Type ${email} to confirm`).fill(email);
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.textContent('body')).toContain('Account deleted');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).first().waitFor();
    expect(await signInStatus(appUrl, email, 'greens-456-new')).toBe(401);
    expect(await requestCountFor(appUrl, email)).toBe(0);
    await context.close();
  });
});
