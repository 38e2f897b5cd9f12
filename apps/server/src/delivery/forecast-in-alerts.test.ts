import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWatchingGolfer, recordMatchedOpening } from '../../test/delivery-test-kit';
import { startAlertMailApp } from '../../test/smtp-test-app';
import { firstActiveCourse, TEST_ORIGIN, type TestApp } from '../../test/test-context';
import type { TestSmtpServer } from '../../test/test-smtp-server';
import { listenForTwilio, twilioEnv, twilioStandInForThisFile } from '../../test/twilio-stand-in';
import { storeCourseForecast } from '../lib/course-forecast';
import { emailChannel } from './channels/email/email-channel';
import { smsDeliveryChannel } from './channels/sms/sms-delivery-channel';
import { deliverPending } from './deliver-pending';

// The forecast inside the alert (issue 47 item 4, decision 0320): an email (a real SMTP server) and a text
// (the Twilio stand-in) for a time the stored forecast covers name it; a time it does not cover says nothing
// of weather; the account page's switch turns it off. The worker's read is played by rows as it stores them.

const DATE = '2026-06-11';
let now = new Date('2026-06-10T15:00:00Z');
const clock = () => now;
const advanceMinutes = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

const standIn = twilioStandInForThisFile();
const PHONE = '+16045550131';
let testApp: TestApp;
let smtp: TestSmtpServer;
let courseId: number;
let requestId: number;
let cookie: string;

beforeAll(async () => {
  ({ smtp, testApp } = await startAlertMailApp(
    { ...twilioEnv(standIn.current), NODE_ENV: 'test', WEATHER_ENABLED: 'true' },
    { clock },
  ));
  await listenForTwilio(testApp, standIn.current);
  ({ id: courseId } = await firstActiveCourse(testApp));
  ({ requestId, cookie } = await createWatchingGolfer(testApp, {
    email: 'wes@example.com',
    courseId,
    date: DATE,
    alertChannel: 'email',
    texts: { standIn: standIn.current, phone: PHONE, method: 'both' },
  }));
  // The forecast covers 7 and 8 AM of the date, not 10 AM.
  await testApp.ctx.db.transaction((tx) =>
    storeCourseForecast(tx, {
      courseId,
      readAt: now,
      hours: [
        { date: DATE, hour: 7, temperatureC: 9.2, rainChance: 20, windKmh: 14 },
        { date: DATE, hour: 8, temperatureC: 11.6, rainChance: 40, windKmh: 9 },
      ],
    }),
  );
}, 120_000);
afterAll(async () => {
  await smtp?.close();
  await testApp?.close();
});

const alertTexts = () =>
  standIn.current.messages.filter((m) => m.to === PHONE && !/Teewatch code/.test(m.body));
const alertEmails = () => smtp.messages.filter((mail) => /wes@example\.com/.test(JSON.stringify(mail.to)));

/** A time opening now for the request, delivered by email and text; the newest email and text. */
async function alertFor(time: string) {
  await recordMatchedOpening(testApp, { courseId, date: DATE, time, requestIds: [requestId], now });
  const options = { db: testApp.ctx.db, config: testApp.config, clock };
  expect((await deliverPending(emailChannel, options)).sent).toBe(1);
  expect((await deliverPending(smsDeliveryChannel, options)).sent).toBe(1);
  return { email: alertEmails().at(-1)!, text: alertTexts().at(-1)! };
}

describe('the forecast inside the alert', { timeout: 60_000 }, () => {
  it('names the forecast for a time it covers, in the email and in one-segment text', async () => {
    const { email, text } = await alertFor('07:10');
    expect(email.text).toContain('7:10 AM · 9 °C, 20 % rain · 18 holes');
    expect(email.html).toContain('7:10 AM · 9 °C, 20 % rain');
    expect(text.body).toContain('7:10am (9C, 20% rain), 4 spots');
    expect(text.numSegments).toBe(1);
  });

  it('says nothing of weather for a time beyond the forecast', async () => {
    advanceMinutes(10);
    const { email, text } = await alertFor('10:10');
    expect(email.text).toContain('10:10 AM · 18 holes');
    expect(email.text).not.toMatch(/°C|rain/);
    expect(text.body).toContain('10:10am, 4 spots');
    expect(text.body).not.toMatch(/rain/);
  });

  it('names no forecast once the golfer switched it off on the account page', async () => {
    const call = (method: 'GET' | 'PUT', payload?: object) =>
      testApp.app.inject({
        method,
        url: '/api/account/forecast-in-alerts',
        headers: { origin: TEST_ORIGIN, cookie },
        ...(payload ? { payload } : {}),
      });
    expect((await call('GET')).json().data).toEqual({ forecastInAlerts: true });
    const off = await call('PUT', { forecastInAlerts: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ forecastInAlerts: false });
    expect((await call('GET')).json().data).toEqual({ forecastInAlerts: false });
    expect((await call('PUT', { forecastInAlerts: 'no' })).statusCode).toBe(400);

    advanceMinutes(10);
    const { email, text } = await alertFor('08:10');
    expect(email.text).toContain('8:10 AM · 18 holes');
    expect(email.text).not.toMatch(/°C|rain/);
    expect(text.body).not.toMatch(/rain/);

    // On again: the next alert names it.
    expect((await call('PUT', { forecastInAlerts: true })).json().data).toEqual({ forecastInAlerts: true });
  });
});
