import {
  AdminNotificationListSchema,
  TEST_ALERT_MESSAGES,
  TEST_ALERTS_PER_HOUR,
  type TestAlert,
  TestAlertResultSchema,
  TestAlertsResultSchema,
} from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlertMailApp } from '../../../test/smtp-test-app';
import { appCaller, signUp, signUpAdmin, type TestApp } from '../../../test/test-context';
import type { TestSmtpServer } from '../../../test/test-smtp-server';
import { confirmPhone, twilioEnv, twilioStandInForThisFile } from '../../../test/twilio-stand-in';
import { rowsOf } from '../../db/rows-of';
import { TEST_TEXT } from '../../delivery/channels/sms/test-alert-text-channel';

// "Send a test" (issue 51 item 6): a test alert by email reaches a real SMTP server and one by text the
// Twilio stand-in, through the delivery engine; both are marked as tests in the golfer's history and the
// admin's Notifications, count against no daily cap, and the account's limit answers 429 in words.

const standIn = twilioStandInForThisFile();
let smtp: TestSmtpServer;
let testApp: TestApp;
// Ahead of any real date: better-auth prunes rate_limit rows by the real clock (see phone.routes.test.ts).
const now = new Date('2099-06-01T16:00:00Z');
const call = appCaller(() => testApp.app);

beforeAll(async () => {
  // A daily cap of one email and one text: a test must neither be held by them nor use them up.
  ({ smtp, testApp } = await startAlertMailApp(
    { ...twilioEnv(standIn.current), ALERT_EMAILS_PER_RECIPIENT_PER_DAY: '1', SMS_DAILY_LIMIT: '1' },
    { clock: () => now },
  ));
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const sendTest = (cookie: string, channel: unknown) =>
  call('POST', '/api/account/test-alerts', cookie, { channel });

describe('POST /api/account/test-alerts', () => {
  it('emails a test to the account address, marked as a test, outside the daily cap', async () => {
    const cookie = await signUp(testApp.app, { email: 'tester.mail@example.com' });
    for (const round of [1, 2]) {
      const response = await sendTest(cookie, 'email');
      expect(response.statusCode).toBe(200);
      const { test } = TestAlertResultSchema.parse(response.json()).data!;
      expect(test).toMatchObject({ channel: 'email', status: 'sent', isTest: true, error: null });
      expect(test.recipient).toBe('tester.mail@example.com');
      await smtp.waitForMessages(round);
    }
    const mails = smtp.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes('tester.mail'));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('Teewatch test: your alerts reach this address');
    expect(mails[0]!.text).toContain('This is the test alert you asked for on your account page.');
    const [row] = rowsOf<{ kind: string; request_id: number | null }>(
      await testApp.ctx.db.execute(
        sql`select kind, request_id from notifications where recipient = 'tester.mail@example.com' limit 1`,
      ),
    );
    expect(row).toEqual({ kind: 'test', request_id: null });

    const history = await call('GET', '/api/account/test-alerts', cookie);
    const { tests } = TestAlertsResultSchema.parse(history.json()).data!;
    expect(tests.map((t: TestAlert) => [t.channel, t.status, t.isTest])).toEqual([
      ['email', 'sent', true],
      ['email', 'sent', true],
    ]);
  });

  it('texts a test to the confirmed number through Twilio, marked as a test, outside SMS_DAILY_LIMIT', async () => {
    const cookie = await signUp(testApp.app, { email: 'tester.text@example.com' });
    const phone = await confirmPhone(testApp, standIn.current, cookie, '6045550177');
    for (const _round of [1, 2]) {
      const response = await sendTest(cookie, 'sms');
      expect(response.statusCode).toBe(200);
      expect(TestAlertResultSchema.parse(response.json()).data!.test).toMatchObject({
        channel: 'sms',
        status: 'sent',
        recipient: phone,
        isTest: true,
      });
    }
    const texts = standIn.current.messages.filter((m) => m.to === phone && m.body === TEST_TEXT);
    expect(texts).toHaveLength(2);

    const admin = await signUpAdmin(testApp, 'admin.tests@example.com');
    const listed = await call('GET', '/api/admin/notifications?method=sms', admin);
    const records = AdminNotificationListSchema.parse(listed.json().data).notifications;
    const tests = records.filter((record) => record.is_test);
    expect(tests).toHaveLength(2);
    expect(tests.every((record) => record.request_id === null && record.is_successful)).toBe(true);
  });

  it('answers 400 in words for a channel not set up, without counting it', async () => {
    const cookie = await signUp(testApp.app, { email: 'tester.nophone@example.com' });
    const noPhone = await sendTest(cookie, 'sms');
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error).toBe(TEST_ALERT_MESSAGES.noNumber);
    const unknown = await sendTest(cookie, 'pigeon');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(TEST_ALERT_MESSAGES.invalidChannel);
    const unverified = await signUp(testApp.app, { email: 'tester.unverified@example.com', verified: false });
    expect((await sendTest(unverified, 'email')).json().error).toBe(TEST_ALERT_MESSAGES.emailNotConfirmed);
    expect((await call('POST', '/api/account/test-alerts', undefined, { channel: 'email' })).statusCode).toBe(
      401,
    );
  });

  it(`answers 429 in clear words after ${TEST_ALERTS_PER_HOUR} tests in an hour`, async () => {
    const cookie = await signUp(testApp.app, { email: 'tester.limit@example.com' });
    for (let sent = 0; sent < TEST_ALERTS_PER_HOUR; sent += 1)
      expect((await sendTest(cookie, 'email')).statusCode).toBe(200);
    const refused = await sendTest(cookie, 'email');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(TEST_ALERT_MESSAGES.tooMany(60));
    expect(refused.headers['retry-after']).toBe('3600');
  });

  it("detaches a deleted account's tests from its address, as its alerts are", async () => {
    const cookie = await signUp(testApp.app, { email: 'tester.gone@example.com' });
    expect((await sendTest(cookie, 'email')).statusCode).toBe(200);
    const deleted = await call('POST', '/api/account/delete', cookie, { email: 'tester.gone@example.com' });
    expect(deleted.statusCode).toBe(200);
    const left = rowsOf(
      await testApp.ctx.db.execute(
        sql`select 1 from notifications where kind = 'test' and recipient = 'tester.gone@example.com'`,
      ),
    );
    expect(left).toEqual([]);
  });
});
