import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { startTwilioStandIn } from '@teewatch/simulator';
import {
  FAST_ALERTS_APP_ENV,
  GOLFER_APP_ENV,
  joinWaitlist,
  newPage,
  setCpsSlot,
  signUpInContext,
  startWaitlistForm,
} from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useOwnAppBeside } from './support/shared-app';
import { expect, test } from './support/test';

// Texts end to end (issue 36) in Chromium: a golfer adds a mobile number with the unticked consent box, reads
// the code from the local Twilio stand-in (not a mock of ours: the app's real client posts Messages.json to
// it), confirms it, and joins the waitlist by text; an opening at the simulator then arrives as one text
// naming the course and time, whose short link answers the booking page.
// Its own app: it needs fast alerts and the stand-in, and it opens Langara's evening.

const LANGARA = { site: 'golfvancouver', courseId: 1 } as const;
const PHONE = '+16045550142';

test.describe('texts', () => {
  test.describe.configure({ timeout: 480_000 });
  const own = useOwnAppBeside(startTwilioStandIn, (twilio) => ({
    ...GOLFER_APP_ENV,
    ...FAST_ALERTS_APP_ENV,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: twilio.from,
    TWILIO_API_URL: twilio.url,
  }));

  const textsTo = (to: string) => own.server.messages.filter((message) => message.to === to);

  test('confirms a phone, joins by text, and an opening arrives as one text with a working link', async () => {
    const tomorrow = addDaysToIsoDate(vancouverToday(new Date()), 1);
    const { context, page } = await newPage(own.browser, { width: 360, height: 740 });
    await signUpInContext(context, own.app.url, 'Tess Texts');

    await page.goto(`${own.app.url}/account`);
    await page.getByLabel('Mobile number').fill('604 555 0142');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Text Me a Code' }).click();
    // The consent box starts unticked, and the number is refused until it is ticked.
    await page.locator('#account-phone-consent-error').waitFor();
    expect(textsTo(PHONE)).toHaveLength(0);
    await page.getByLabel(/I agree to receive text alerts/).check();
    await page.getByRole('button', { name: 'Text Me a Code' }).click();
    await expect.poll(() => textsTo(PHONE).length, { timeout: 30_000 }).toBe(1);
    const code = /\b(\d{6})\b/.exec(textsTo(PHONE)[0]!.body)?.[1] ?? '';
    await page.getByLabel('Code from the text').fill(code);
    await page.getByRole('button', { name: 'Confirm Number' }).click();
    await page.getByText('Confirmed', { exact: true }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);

    await startWaitlistForm(page, own.app.url, [/Langara Golf Course/], tomorrow);
    await page.getByLabel('Start time').selectOption('20:00');
    await page.getByLabel('End time').selectOption('21:00');
    // One "Alert me by" choice (decision 0260): text is offered once the number is confirmed; text alone.
    const alertMeBy = page.getByRole('group', { name: 'Alert me by' });
    await alertMeBy.getByRole('checkbox', { name: 'Text', exact: true }).check();
    await alertMeBy.getByRole('checkbox', { name: 'Email', exact: true }).uncheck();
    await page.getByText('Texts go to (604) 555-0142, the number confirmed on your account.').waitFor();
    await expectNoAxeViolations(page);
    await joinWaitlist(page);

    // Langara's evening is empty in the simulator: 8:10 PM opens now, and is texted once.
    await setCpsSlot(own.app.simulatorUrl ?? '', { ...LANGARA, date: tomorrow, time: '20:10', spots: 4 });
    await expect.poll(() => textsTo(PHONE).length, { timeout: 240_000, intervals: [1000] }).toBe(2);
    const alert = textsTo(PHONE)[1]!;
    expect(alert.body).toContain('Langara');
    expect(alert.body).toContain('8:10');
    expect(alert.body).toContain('Reply BOOKED or STOP');
    const link = /(https?:\/\/\S+)/.exec(alert.body)?.[1] ?? '';
    const answer = await fetch(link, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    await context.close();
  });
});
