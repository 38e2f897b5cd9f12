import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { signTwilioRequest } from '@teewatch/simulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  firstActiveCourse,
  signUp,
  signUpAdmin,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/test-context';
import {
  confirmPhone,
  listenForTwilio,
  twilioEnv,
  twilioStandInForThisFile,
} from '../../../test/twilio-stand-in';
import {
  monitoringRequests,
  notifications,
  requestAlerts,
  slotOpenings,
  smsOptOuts,
  teeTimeSlots,
  user,
  userDeliveryRules,
} from '../../db/schema';
import { sendSms } from '../../delivery/channels/sms/send-sms';
import { helpWords, REPLY_WORDS } from './sms-replies';
import { INVALID_SIGNATURE_MESSAGE } from './sms-webhooks.routes';

// Twilio's webhooks (issue 36 item 4) through real HTTP: the stand-in posts signed inbound texts and
// status callbacks to the listening app; forged or unsigned ones are refused and change nothing.

const standIn = twilioStandInForThisFile();
let testApp: TestApp;
// Monday 1 June 2026, 09:00 in Vancouver.
const now = new Date('2026-06-01T16:00:00Z');
const inboundUrl = `${TEST_ORIGIN}/api/sms/inbound`;

beforeAll(async () => {
  testApp = await createTestApp(twilioEnv(standIn.current), { clock: () => now });
  await listenForTwilio(testApp, standIn.current);
});
afterAll(async () => testApp?.close());

const reply = (from: string, body: string) => standIn.current.sendInbound({ url: inboundUrl, from, body });
const message = (words: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${words}</Message></Response>`;

async function optedOut(phone: string): Promise<boolean> {
  return (await testApp.ctx.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone))).length > 0;
}

/** A golfer with a confirmed number; returns the cookie, the user id and the number. */
async function golferWithPhone(email: string, typed: string) {
  const cookie = await signUp(testApp.app, { email });
  const phone = await confirmPhone(testApp, standIn.current, cookie, typed);
  const [row] = await testApp.ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { cookie, userId: row!.id, phone };
}

/** A raw POST to a webhook with the signature given (or none). */
function post(path: string, params: URLSearchParams, signature?: string, origin?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature ? { 'x-twilio-signature': signature } : {}),
      ...(origin ? { origin } : {}),
    },
    payload: params.toString(),
  });
}

describe('the signature', () => {
  const params = new URLSearchParams({ From: '+16045550160', To: '+16045550000', Body: 'STOP' });

  it('refuses a missing, forged or re-used signature with 403 and changes nothing', async () => {
    const forgedKey = signTwilioRequest('not-the-auth-token-at-all', inboundUrl, params);
    const otherBody = signTwilioRequest(
      standIn.current.authToken,
      inboundUrl,
      new URLSearchParams({ From: '+16045550160', To: '+16045550000', Body: 'HELP' }),
    );
    const otherUrl = signTwilioRequest(standIn.current.authToken, `${TEST_ORIGIN}/api/sms/status`, params);
    for (const signature of [undefined, forgedKey, otherBody, otherUrl, 'x'.repeat(28)]) {
      const response = await post('/api/sms/inbound', params, signature);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, error: INVALID_SIGNATURE_MESSAGE });
    }
    expect(await optedOut('+16045550160')).toBe(false);
    const status = new URLSearchParams({ MessageSid: `SM${'0'.repeat(32)}`, MessageStatus: 'failed' });
    expect((await post('/api/sms/status', status)).statusCode).toBe(403);
  });

  it('lets a signed call through whatever Origin it carries; a forged one from a page is refused', async () => {
    const signature = signTwilioRequest(standIn.current.authToken, inboundUrl, params);
    // One character changed, always to a different one (replacing the last two with "A=" left one
    // signature in 16 as it was).
    const tampered = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = await post('/api/sms/inbound', params, tampered, 'https://evil.example');
    expect(forged.statusCode).toBe(403);
    expect(await optedOut('+16045550160')).toBe(false);
    const signed = await post('/api/sms/inbound', params, signature, 'https://evil.example');
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(await optedOut('+16045550160')).toBe(true);
    // Twilio names the form's charset: the same form, read the same way.
    const withCharset = await testApp.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-twilio-signature': signature,
      },
      payload: params.toString(),
    });
    expect(withCharset.statusCode).toBe(200);
  });

  it('is refused by an app without a Twilio account: nothing can be checked', async () => {
    const plain = await createTestApp({}, { clock: () => now });
    try {
      const signature = signTwilioRequest(standIn.current.authToken, inboundUrl, params);
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: params.toString(),
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await plain.close();
    }
  });
});

describe('POST /api/sms/inbound', () => {
  it('stops every text to the number on each stop word, and START or UNSTOP resumes', async () => {
    const phone = '+16045550161';
    for (const word of ['STOP', 'stop all', 'Unsubscribe', 'cancel', 'END', 'quit.', 'STOPALL']) {
      const answer = await reply(phone, word);
      expect(answer).toEqual({ status: 200, body: message(REPLY_WORDS.stopped) });
      expect(await optedOut(phone)).toBe(true);
      const resumed = await reply(phone, word.length % 2 ? 'START' : 'unstop');
      expect(resumed.body).toBe(message(REPLY_WORDS.started));
      expect(await optedOut(phone)).toBe(false);
    }
  });

  it('shows the stop on the Account page, and a stopped number gets no code', async () => {
    const { cookie, phone } = await golferWithPhone('amy.stop@example.com', '604 555 0162');
    await reply(phone, 'STOP');
    const shown = await testApp.app.inject({ method: 'GET', url: '/api/account/phone', headers: { cookie } });
    expect(shown.json().data).toMatchObject({ phone, confirmed: true, stopped: true });
    const other = await signUp(testApp.app, { email: 'amy.other@example.com' });
    const count = standIn.current.messages.length;
    const putPhone = () =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/account/phone',
        headers: { cookie: other, origin: TEST_ORIGIN },
        payload: { phone: '604 555 0163', consent: true },
      });
    expect((await putPhone()).statusCode).toBe(200);
    await reply('+16045550163', 'STOP');
    expect((await putPhone()).statusCode).toBe(409);
    expect(standIn.current.messages.length).toBe(count + 1);
  });

  it('answers HELP with what Teewatch is and how to stop, as escaped TwiML', async () => {
    const answer = await reply('+16045550164', ' help ');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(message(helpWords(testApp.config)));
    expect(helpWords(testApp.config)).toMatch(/STOP/);
    const other = await reply('+16045550164', 'What is <this> & "that"?');
    expect(other.body).toBe(message(REPLY_WORDS.other));
  });

  it('BOOKED stops the date of the last slot texted to the number; BETTER then holds that time', async () => {
    const { db } = testApp.ctx;
    const { userId, phone } = await golferWithPhone('bea.booked@example.com', '604 555 0165');
    const courseId = (await firstActiveCourse(testApp)).id;
    const today = vancouverToday(now);
    const [first, second] = [addDaysToIsoDate(today, 3), addDaysToIsoDate(today, 4)];
    const [request] = await db
      .insert(monitoringRequests)
      .values({
        userId,
        preferredDates: [first, second],
        startHour: 7,
        endHour: 12,
        alertChannels: ['sms'],
        contactEmail: 'bea.booked@example.com',
        contactPhone: phone,
        expiresAt: new Date(now.getTime() + 7 * 86_400_000),
      })
      .returning({ id: monitoringRequests.id });
    const openingOn = async (date: string) => {
      const [slot] = await db
        .insert(teeTimeSlots)
        .values({ courseId, date, time: '08:10', holes: 18, availableSpots: 2 })
        .returning({ id: teeTimeSlots.id });
      const [opening] = await db
        .insert(slotOpenings)
        .values({ slotId: slot!.id, courseId, date, time: '08:10', holes: 18, availableSpots: 2 })
        .returning({ id: slotOpenings.id });
      return opening!.id;
    };
    const alertedAt = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    for (const [date, minutesAgo] of [
      [first, 30],
      [second, 5],
    ] as const) {
      const openingId = await openingOn(date);
      const sentAt = alertedAt(minutesAgo);
      await db
        .insert(requestAlerts)
        .values({ requestId: request!.id, openingId, createdAt: sentAt, deliveredAt: sentAt });
      await db.insert(notifications).values({
        requestId: request!.id,
        notificationMethod: 'sms',
        recipient: phone,
        isSuccessful: true,
        openingIds: [openingId],
        notificationSentAt: sentAt,
      });
    }
    // 8:10 on the second date went and opened again; its new opening was alerted by email since.
    const [reopened] = await db
      .insert(slotOpenings)
      .values({
        slotId: (await db.select().from(slotOpenings).where(eq(slotOpenings.date, second)))[0]!.slotId,
        courseId,
        date: second,
        time: '08:10',
        holes: 18,
        availableSpots: 2,
      })
      .returning({ id: slotOpenings.id });
    await db.insert(requestAlerts).values({
      requestId: request!.id,
      openingId: reopened!.id,
      createdAt: alertedAt(1),
      deliveredAt: alertedAt(1),
    });

    const answer = await reply(phone, 'Booked!');
    expect(answer.body).toBe(
      message(
        'Teewatch: great, enjoy your round on Fri, Jun 5! We stopped watching that day. Reply BETTER to watch it for an earlier time.',
      ),
    );
    const [row] = await db.select().from(monitoringRequests).where(eq(monitoringRequests.id, request!.id));
    expect(row).toMatchObject({ preferredDates: [first], bookedDates: [second], isActive: true });

    // BETTER: the time just booked is held, the day watched again, and only an earlier time is news.
    expect((await reply(phone, 'better')).body).toBe(
      message(
        'Teewatch: we&apos;ll text you only for a time earlier than your 8:10 AM on Fri, Jun 5. Release the old booking yourself if you switch.',
      ),
    );
    const [held] = await db.select().from(monitoringRequests).where(eq(monitoringRequests.id, request!.id));
    expect(held).toMatchObject({
      preferredDates: [first, second],
      bookedDates: [],
      isActive: true,
      heldCourseId: courseId,
      heldDate: second,
      heldTime: '08:10',
      heldBetter: 'earlier',
      heldSetAt: now,
    });
    expect((await reply('+16045550199', 'BOOKED')).body).toBe(message(REPLY_WORDS.unknownNumber));
    const { phone: quiet } = await golferWithPhone('cal.nothing@example.com', '604 555 0166');
    expect((await reply(quiet, 'BOOKED')).body).toBe(message(REPLY_WORDS.nothingToBook));
    expect((await reply(quiet, 'BETTER')).body).toBe(message(REPLY_WORDS.nothingToBook));
  });

  it('PAUSE mutes the golfer for the rest of today and tomorrow, on the account and on requests with their own rules', async () => {
    const { db } = testApp.ctx;
    const { userId, phone } = await golferWithPhone('dee.pause@example.com', '604 555 0167');
    const own = { quietHours: { start: '22:00', end: '06:00' }, muteUntil: null, dailyCap: 2 };
    const later = { quietHours: null, muteUntil: '2026-07-01', dailyCap: null };
    const [withOwn, withLater] = await db
      .insert(monitoringRequests)
      .values(
        [own, later].map((deliveryRules) => ({
          userId,
          preferredDates: ['2026-06-10'],
          startHour: 7,
          endHour: 12,
          contactEmail: 'dee.pause@example.com',
          expiresAt: new Date('2026-06-10T20:00:00Z'),
          deliveryRules,
        })),
      )
      .returning({ id: monitoringRequests.id });

    const answer = await reply(phone, 'pause');
    // At 09:00 on Monday: the rest of Monday and all of Tuesday; alerts start again at Wednesday's midnight.
    expect(answer.body).toBe(
      message(
        'Teewatch: alerts paused for the rest of today and tomorrow, until Wed, Jun 3, 12:00 AM. Reply STOP to stop all texts.',
      ),
    );
    // HELP and the reply to an unknown word say what PAUSE does (they said "24 hours").
    for (const words of [helpWords(testApp.config), REPLY_WORDS.other])
      expect(words).toContain('PAUSE to mute alerts for the rest of today and tomorrow');
    const [account] = await db.select().from(userDeliveryRules).where(eq(userDeliveryRules.userId, userId));
    expect(account!.rules).toEqual({ quietHours: null, muteUntil: '2026-06-03', dailyCap: null });
    const rulesOf = async (id: number) =>
      (await db.select().from(monitoringRequests).where(eq(monitoringRequests.id, id)))[0]!.deliveryRules;
    expect(await rulesOf(withOwn!.id)).toEqual({ ...own, muteUntil: '2026-06-03' });
    expect(await rulesOf(withLater!.id)).toEqual(later);
    expect((await reply('+16045550198', 'PAUSE')).body).toBe(message(REPLY_WORDS.unknownNumber));
  });
});

describe('POST /api/sms/status', () => {
  async function sentText(to: string) {
    const sent = await sendSms({
      config: testApp.config,
      to,
      body: 'A tee time opened',
      now,
      trackDelivery: true,
    });
    if (!sent.ok) throw new Error(sent.message);
    const [row] = await testApp.ctx.db
      .insert(notifications)
      .values({
        notificationMethod: 'sms',
        recipient: to,
        isSuccessful: true,
        messageId: sent.sid,
        segments: 1,
      })
      .returning({ id: notifications.id });
    return { sid: sent.sid, id: row!.id };
  }
  const rowOf = async (id: number) =>
    (await testApp.ctx.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

  it('records each status on the history row, never going back to an earlier one', async () => {
    const text = await sentText('+16045550170');
    expect(standIn.current.messages.at(-1)!.statusCallback).toBe(`${TEST_ORIGIN}/api/sms/status`);
    expect(await standIn.current.reportStatus(text.sid, 'sent')).toBe(200);
    expect(await rowOf(text.id)).toMatchObject({ deliveryStatus: 'sent', deliveryStatusAt: now });
    expect(await standIn.current.reportStatus(text.sid, 'delivered')).toBe(200);
    expect(await standIn.current.reportStatus(text.sid, 'sent')).toBe(200);
    expect(await rowOf(text.id)).toMatchObject({
      deliveryStatus: 'delivered',
      isSuccessful: true,
      providerErrorCode: null,
    });
  });

  it('records undelivered and failed with Twilio’s error code', async () => {
    const text = await sentText('+16045550171');
    await standIn.current.reportStatus(text.sid, 'undelivered', 30003);
    expect(await rowOf(text.id)).toMatchObject({
      deliveryStatus: 'undelivered',
      providerErrorCode: 30003,
      isSuccessful: false,
      errorMessage: 'Twilio: undelivered (error 30003)',
    });
    expect(await optedOut('+16045550171')).toBe(false);
    // The admin's notification history lists the text with its status, code and segments.
    const admin = await signUpAdmin(testApp, 'admin.texts@example.com');
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/notifications?method=sms&status=failed&limit=100',
      headers: { cookie: admin },
    });
    expect(listed.json().data.notifications).toContainEqual(
      expect.objectContaining({
        id: text.id,
        notification_method: 'sms',
        delivery_status: 'undelivered',
        provider_error_code: 30003,
        segments: 1,
      }),
    );
  });

  it('stops texts to a number on error 21610', async () => {
    const text = await sentText('+16045550172');
    await standIn.current.reportStatus(text.sid, 'failed', 21610);
    expect(await rowOf(text.id)).toMatchObject({ deliveryStatus: 'failed', providerErrorCode: 21610 });
    expect(await optedOut('+16045550172')).toBe(true);
  });
});
