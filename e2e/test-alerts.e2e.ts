import { startTestSmtpServer, type TestSmtpServer } from '@teewatch/server/testing';
import { startTwilioStandIn, type TwilioStandIn } from '@teewatch/simulator';
import type { Browser } from 'playwright-core';
import { newPage, signUpInContext } from './golfer-helpers';
import { type RunningApp, startApp } from './support/app-server';
import { expectNoAxeViolations, hasBrowser, NO_BROWSER } from './support/browser';
import { closeAfterAll } from './support/close-after-all';
import { expect, test } from './support/test';

// "Send a test" on the account page (issue 51 item 6) in Chromium: a test email reaches a real SMTP server
// and, once the number is confirmed, a test text the Twilio stand-in; each shows in the page's latest
// tests marked "Test". Its own app: it needs both stand-ins; it reads no tee times.

const PHONE = '+16045550163';

test.describe('test alerts', () => {
  let app: RunningApp;
  let smtp: TestSmtpServer;
  let twilio: TwilioStandIn;
  let browser: Browser;

  test.beforeAll(async ({ browser: workerBrowser }) => {
    test.skip(!hasBrowser, NO_BROWSER);
    // Starting an app compiles and migrates: 10–60 s on a loaded machine.
    test.setTimeout(300_000);
    smtp = await startTestSmtpServer();
    twilio = await startTwilioStandIn();
    app = await startApp({
      simulator: false,
      env: {
        SMTP_URL: smtp.url,
        // Golfers sign up through the API and never open the confirmation link.
        ALERTS_REQUIRE_VERIFIED_EMAIL: 'false',
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_FROM: twilio.from,
        TWILIO_API_URL: twilio.url,
      },
    });
    browser = workerBrowser;
  });
  closeAfterAll(() => [app, smtp, twilio]);

  const textsTo = (to: string) => twilio.messages.filter((message) => message.to === to);

  test('sends a test email, then a test text once the number is confirmed, each marked as a test', async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    const { email } = await signUpInContext(context, app.url, 'Tilda Tests');
    await page.goto(`${app.url}/account`);
    const section = page.getByRole('region', { name: 'Test your alerts' });
    // Text is offered once the number is confirmed; email always.
    await expect(section.getByRole('button', { name: 'Send a test email' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Send a test text' })).toHaveCount(0);

    await section.getByRole('button', { name: 'Send a test email' }).click();
    await section.getByText(`Test email sent to ${email}.`, { exact: false }).waitFor();
    await expect
      .poll(() => smtp.messages.filter((mail) => JSON.stringify(mail.to ?? '').includes(email)).length)
      .toBeGreaterThan(0);
    const mail = smtp.messages.find((m) => m.subject === 'Teewatch test: your alerts reach this address');
    expect(mail?.text).toContain('This is the test alert you asked for on your account page.');
    const latest = section.getByRole('list', { name: 'Your latest tests' });
    await expect(latest.getByRole('listitem')).toHaveCount(1);
    await expect(latest.getByRole('listitem').first()).toContainText(`TestEmail to ${email} · Sent`);
    await expectNoAxeViolations(page);

    await page.getByLabel('Mobile number').fill('604 555 0163');
    await page.getByLabel(/I agree to receive text alerts/).check();
    await page.getByRole('button', { name: 'Text Me a Code' }).click();
    await expect.poll(() => textsTo(PHONE).length, { timeout: 30_000 }).toBe(1);
    const code = /\b(\d{6})\b/.exec(textsTo(PHONE)[0]!.body)?.[1] ?? '';
    await page.getByLabel('Code from the text').fill(code);
    await page.getByRole('button', { name: 'Confirm Number' }).click();
    await page.getByText('Confirmed', { exact: true }).waitFor();

    await page.setViewportSize({ width: 1280, height: 900 });
    await section.getByRole('button', { name: 'Send a test text' }).click();
    await section.getByText(`Test text sent to ${PHONE}.`, { exact: false }).waitFor();
    await expect.poll(() => textsTo(PHONE).length).toBe(2);
    expect(textsTo(PHONE)[1]!.body).toContain('Teewatch test');
    await expect(latest.getByRole('listitem')).toHaveCount(2);
    await expect(latest.getByRole('listitem').first()).toContainText(`TestText to ${PHONE} · Sent`);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
