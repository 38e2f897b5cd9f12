import { addDaysToIsoDate, MONITORING_REQUEST_MESSAGES, vancouverToday } from '@teewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appCaller,
  createTestApp,
  firstActiveCourse,
  signUp,
  type TestApp,
} from '../../../test/test-context';
import { confirmPhone, twilioEnv, twilioStandInForThisFile } from '../../../test/twilio-stand-in';

// A request alerting by text (issue 36 item 3): 'sms' and 'both' take the account's confirmed number as
// contactPhone, whatever was typed; without one the request is refused naming contactPhone; when the
// number goes or changes, the requests stop texting it.

const standIn = twilioStandInForThisFile();
let testApp: TestApp;
let courseId: number;
const now = new Date('2026-06-01T16:00:00Z');
const date = addDaysToIsoDate(vancouverToday(now), 3);

beforeAll(async () => {
  testApp = await createTestApp(twilioEnv(standIn.current), { clock: () => now });
  courseId = (await firstActiveCourse(testApp)).id;
});
afterAll(async () => testApp?.close());

const call = appCaller(() => testApp.app);

const request = (notificationMethod: string, contactPhone = '') => ({
  courseIds: [courseId],
  preferredDates: [date],
  startTime: '07:00',
  endTime: '12:00',
  numberOfPlayers: 2,
  contactEmail: 'texter@example.com',
  contactPhone,
  notificationMethod,
});

describe('a request that alerts by text', () => {
  it('is refused without a confirmed number, naming contactPhone; a number never confirmed does not count', async () => {
    const cookie = await signUp(testApp.app, { email: 'unconfirmed@example.com' });
    await call('PUT', '/api/account/phone', cookie, { phone: '604 555 0180', consent: true });
    for (const method of ['sms', 'both']) {
      const response = await call(
        'POST',
        '/api/monitoring-requests',
        cookie,
        request(method, '604 555 0180'),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors).toEqual([
        { field: 'contactPhone', message: MONITORING_REQUEST_MESSAGES.confirmedPhoneRequired },
      ]);
    }
  });

  it('takes the confirmed number, follows a change of number, and drops it when the number goes', async () => {
    const cookie = await signUp(testApp.app, { email: 'texter@example.com' });
    const phone = await confirmPhone(testApp, standIn.current, cookie, '604 555 0181');
    const sms = await call('POST', '/api/monitoring-requests', cookie, request('sms', '604 555 9999'));
    expect(sms.statusCode, sms.body).toBe(201);
    expect(sms.json().data).toMatchObject({ notification_method: 'sms', contact_phone: phone });
    const both = await call('POST', '/api/monitoring-requests', cookie, request('both'));
    expect(both.json().data).toMatchObject({ notification_method: 'both', contact_phone: phone });
    const email = await call('POST', '/api/monitoring-requests', cookie, request('email'));
    expect(email.json().data).toMatchObject({ notification_method: 'email', contact_phone: null });

    const phones = async () => {
      const listed = await call('GET', '/api/users/me/monitoring-requests', cookie);
      return listed
        .json()
        .data.map((r: { id: number; contact_phone: string | null }) => [r.id, r.contact_phone]);
    };
    const [smsId, bothId, emailId] = [sms, both, email].map((r) => r.json().data.id as number);
    // A new number waits for its code: no request texts either number meanwhile.
    await call('PUT', '/api/account/phone', cookie, { phone: '604 555 0182', consent: true });
    expect(new Map(await phones())).toEqual(
      new Map([
        [smsId, null],
        [bothId, null],
        [emailId, null],
      ]),
    );
    const newPhone = await confirmPhone(testApp, standIn.current, cookie, '604 555 0182');
    expect(new Map(await phones())).toEqual(
      new Map([
        [smsId, newPhone],
        [bothId, newPhone],
        [emailId, null],
      ]),
    );
    await call('DELETE', '/api/account/phone', cookie);
    expect(new Map(await phones())).toEqual(
      new Map([
        [smsId, null],
        [bothId, null],
        [emailId, null],
      ]),
    );
  });
});
