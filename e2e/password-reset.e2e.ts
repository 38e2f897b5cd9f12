import { startTestSmtpServer } from '@teewatch/server/testing';
import { GOLFER_APP_ENV, newPage, signUpInContext } from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useOwnAppBeside } from './support/shared-app';
import { expect, test } from './support/test';

// Issue 26 item 3 in a real browser: "Forgot password?" in the sign-in dialog, the link read from a
// real local SMTP server, a new password, and the golfer signed in. Its own app, because the shared
// one writes mail to the outbox (no SMTP_URL).

const POLL = { timeout: 30_000 };

test.describe('forgot password', () => {
  const own = useOwnAppBeside(
    () => startTestSmtpServer({ ignore: (mail) => mail.subject?.startsWith('Confirm') ?? false }),
    (smtp) => ({ ...GOLFER_APP_ENV, SMTP_URL: smtp.url }),
  );

  test('asks for a link from the sign-in dialog, follows it, sets a new password and is signed in', async () => {
    const { context, page } = await newPage(own.browser, { width: 1280, height: 900 });
    const { email } = await signUpInContext(context, own.app.url, 'Robin Reset');
    await context.clearCookies();

    await page.goto(`${own.app.url}/courses`);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Forgot password?' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor(POLL);
    expect(new URL(page.url()).pathname).toBe('/forgot-password');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page);

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), POLL).toContain(email);
    await expectNoAxeViolations(page);

    await own.server.waitForMessages(1, 60_000);
    const mail = own.server.messages.find((message) => message.subject === 'Reset your Teewatch password');
    const link = /Reset: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(new URL(link).pathname).toBe('/reset-password');

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor(POLL);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
    // The spec's client rule first, then the server's common-password rule, then a good one.
    await page.getByLabel('New password').fill('12345');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect
      .poll(() => page.locator('main').textContent(), POLL)
      .toContain('Password must be at least 6 characters');
    await page.getByLabel('New password').fill('password1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), POLL).toContain('first ones people guess');
    await page.getByLabel('New password').fill('long-drive-321');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor(POLL);
    await header.getByRole('button', { name: 'Account menu for Robin Reset' }).waitFor(POLL);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page);

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('New password').fill('another-drive-654');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), POLL)
      .toContain('expired or was already used');
    await context.close();
  });
});
