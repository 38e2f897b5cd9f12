import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET } from '../../../../test/test-config';
import { createTestApp, signUpAdmin, TEST_ORIGIN, type TestApp } from '../../../../test/test-context';
import { twilioEnv, twilioStandInForThisFile } from '../../../../test/twilio-stand-in';
import { notifications, user, userPhones } from '../../../db/schema';
import { verifyStillOpenToken } from '../../../email/still-open-link';
import { compose, SMS_CALL_TO_ACTION, type SmsAlert, send, toGsmText } from './sms-channel';
import { smsDailyAllowance } from './sms-daily-limit';
import { recordOptOut } from './sms-opt-outs';
import { countSegments } from './sms-segments';

// The text channel (issue 36 item 5): one GSM-7 segment whenever it fits, segments counted as carriers
// count them, and the send against the Twilio stand-in, including its refusals.

const config = { publicUrl: 'https://teewatch.ca', authSecret: TEST_AUTH_SECRET };
const alert: SmsAlert = {
  requestId: 42,
  slotId: 987_654,
  courseName: 'Fraserview',
  date: '2026-06-06',
  time: '07:10',
  spots: 2,
  price: 62,
};

describe('countSegments', () => {
  it('counts GSM-7 by septets (160 in one, 153 each in several; € and [ take two)', () => {
    expect(countSegments('a'.repeat(160))).toEqual({ segments: 1, encoding: 'GSM-7' });
    expect(countSegments('a'.repeat(161)).segments).toBe(2);
    expect(countSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSegments('a'.repeat(307)).segments).toBe(3);
    expect(countSegments('€'.repeat(80)).segments).toBe(1);
    expect(countSegments('€'.repeat(81)).segments).toBe(2);
    expect(countSegments('é'.repeat(160))).toEqual({ segments: 1, encoding: 'GSM-7' });
  });

  it('counts UCS-2 by code units (70 in one, 67 each in several) once one character is outside GSM-7', () => {
    expect(countSegments('á'.repeat(70))).toEqual({ segments: 1, encoding: 'UCS-2' });
    expect(countSegments('á'.repeat(71)).segments).toBe(2);
    expect(countSegments(`${'a'.repeat(69)}’`)).toEqual({ segments: 1, encoding: 'UCS-2' });
    expect(countSegments(`${'a'.repeat(70)}’`).segments).toBe(2);
    // An emoji is two UTF-16 code units: 35 fill one segment.
    expect(countSegments('⛳'.repeat(70)).segments).toBe(1);
    expect(countSegments('😀'.repeat(35)).segments).toBe(1);
    expect(countSegments('😀'.repeat(36)).segments).toBe(2);
  });
});

describe('compose', () => {
  it('names the forecast after the time while one segment holds it, before the price goes (decision 0320)', () => {
    const forecast = { temperatureC: 9.4, rainChance: 20, windKmh: 14 };
    const { body, segments } = compose({ ...alert, forecast }, config);
    expect(body).toContain('Sat Jun 6 7:10am (9C, 20% rain), 2 spots, $62.');
    expect(segments).toBe(1);
    // A name too long for it beside the forecast is shortened; with no room at all the forecast goes.
    const long = compose(
      { ...alert, forecast, courseName: 'The Very Long Golf and Country Club Name Of Somewhere Far' },
      config,
    );
    expect(long.segments).toBe(1);
    expect(long.body).toContain('(9C, 20% rain)');
    // Where even the shortest name leaves no room for it, the text is what it would be without it.
    const crowdedAlert = {
      ...alert,
      heldTime: '09:30',
      moreTimes: 3,
      courseName: 'A Golf Course Name Long Enough',
    };
    const crowdedConfig = { ...config, publicUrl: `https://${'tee'.repeat(12)}.example.com` };
    const crowded = compose({ ...crowdedAlert, forecast }, crowdedConfig);
    expect(crowded.body).not.toContain('rain');
    expect(crowded).toEqual(compose(crowdedAlert, crowdedConfig));
  });

  it('says course, day, time, spots, price, a signed still-open link and the replies, in one GSM-7 segment', () => {
    const { body, segments } = compose(alert, config);
    const token = /token=(\S+)/.exec(body)![1]!;
    expect(body).toBe(
      `Teewatch: Fraserview Sat Jun 6 7:10am, 2 spots, $62. https://teewatch.ca/api/open?token=${token} ${SMS_CALL_TO_ACTION}`,
    );
    expect(segments).toBe(1);
    expect(body.length).toBeLessThanOrEqual(160);
    expect(verifyStillOpenToken({ secret: TEST_AUTH_SECRET, token })).toEqual({
      requestId: 42,
      slotId: 987_654,
    });
    expect(
      verifyStillOpenToken({ secret: TEST_AUTH_SECRET, token: `${token.slice(0, -1)}A` }),
    ).toBeUndefined();
    expect(verifyStillOpenToken({ secret: 'another-secret-another-secret-0123', token })).toBeUndefined();
  });

  it('says how fast such times go only when the text still fits one segment with it (decision 0201)', () => {
    const quick = compose({ ...alert, usuallyGone: 'Usually gone in 6 min.' }, config);
    expect(quick.segments).toBe(1);
    expect(quick.body).toMatch(
      /^Teewatch: Fraserview Sat Jun 6 7:10am, 2 spots, \$62\. Usually gone in 6 min\. https:/,
    );
    const long = { ...alert, courseName: 'University Golf Club at the University Endowment Lands' };
    const plain = compose({ ...long, usuallyGone: 'Usually gone in 6 min.' }, config);
    expect(plain.segments).toBe(1);
    expect(plain.body).not.toContain('Usually gone');
  });

  it("says an upgrade watch's new time beats the held one, shorter when the full words would not fit (decision 0195)", () => {
    const full = compose({ ...alert, courseName: 'Ok', price: null, heldTime: '09:30' }, config);
    expect(full.body).toContain('Ok Sat Jun 6 7:10am, 2 spots. Beats your 9:30am; release it. https:');
    expect(full.segments).toBe(1);
    const short = compose({ ...alert, heldTime: '09:30' }, config);
    expect(short.body).toMatch(
      /^Teewatch: Fraserview Sat Jun 6 7:10am, 2 spots, \$62\. Beats your 9:30am\. https:/,
    );
    expect(short.body).toContain(SMS_CALL_TO_ACTION);
    expect(short.segments).toBe(1);
  });

  it('writes one spot, cents, more times and the afternoon plainly', () => {
    const { body } = compose({ ...alert, spots: 1, price: 47.5, time: '15:40', moreTimes: 2 }, config);
    expect(body).toMatch(/^Teewatch: Fraserview Sat Jun 6 3:40pm, 1 spot, \$47\.50 \(\+2 more\)\. https:/);
  });

  it('keeps a course name GSM-7: typography made plain, accents GSM-7 lacks dropped', () => {
    // ñ is in GSM-7's alphabet; ú is not.
    expect(toGsmText('McCleery’s “Old” Course – Núñez')).toBe('McCleery\'s "Old" Course - Nuñez');
    const { body, segments } = compose({ ...alert, courseName: 'Musqueam’s Golf ⛳' }, config);
    expect(body).toContain("Musqueam's Golf Sat");
    expect(countSegments(body)).toEqual({ segments: 1, encoding: 'GSM-7' });
    expect(segments).toBe(1);
  });

  it('shortens a long course name to stay in one segment, then leaves out the price', () => {
    const long = {
      ...alert,
      courseName: 'University Golf Club at the University Endowment Lands Championship',
    };
    const shortened = compose(long, config);
    expect(shortened.segments).toBe(1);
    expect(shortened.body).toMatch(/^Teewatch: University Golf Club.*\. Sat Jun 6 7:10am, 2 spots, \$62\./);
    expect(shortened.body.length).toBe(160);

    // A 47-character public address leaves 5 characters for the name with the price, 10 without.
    const longUrl = { publicUrl: `https://${'tee'.repeat(9)}.example.com`, authSecret: TEST_AUTH_SECRET };
    const noPrice = compose(alert, longUrl);
    expect(noPrice.segments).toBe(1);
    expect(noPrice.body).toMatch(/^Teewatch: Fraserview Sat Jun 6 7:10am, 2 spots\. https:/);

    const tooLong = compose(alert, { ...longUrl, publicUrl: `https://${'tee'.repeat(40)}.example.com` });
    expect(tooLong.segments).toBe(2);
    expect(tooLong.body).toContain('$62');
  });
});

describe('send', () => {
  const standIn = twilioStandInForThisFile();
  let testApp: TestApp;
  const now = new Date('2026-06-01T16:00:00Z');

  beforeAll(async () => {
    testApp = await createTestApp(twilioEnv(standIn.current), { clock: () => now });
  });
  afterAll(async () => testApp?.close());

  const sendTo = (to: string, body = compose(alert, testApp.config).body) =>
    send({ db: testApp.ctx.db, config: testApp.config, to, body, now });

  /** Numbers a golfer confirmed, as the phone routes leave them: only these are sent alerts. */
  beforeAll(async () => {
    const { db } = testApp.ctx;
    for (const [index, phone] of ['+16045550190', '+16045550191', '+16045550192', '+16045550193'].entries()) {
      const [golfer] = await db
        .insert(user)
        .values({ id: `channel-golfer-${index}`, name: 'Golfer', email: `channel${index}@example.com` })
        .returning({ id: user.id });
      await db.insert(userPhones).values({ userId: golfer!.id, phone, consentAt: now, confirmedAt: now });
    }
  });

  it('sends nothing to a number no golfer confirmed', async () => {
    const { db } = testApp.ctx;
    await db
      .insert(user)
      .values({ id: 'channel-unconfirmed', name: 'Golfer', email: 'unconfirmed.channel@example.com' });
    await db
      .insert(userPhones)
      .values({ userId: 'channel-unconfirmed', phone: '+16045550194', consentAt: now });
    const attempts = standIn.current.attempts();
    for (const to of ['+16045550194', '+16045550195'])
      expect(await sendTo(to)).toMatchObject({
        ok: false,
        reason: 'refused',
        message: 'The number is not confirmed',
      });
    expect(standIn.current.attempts()).toBe(attempts);
  });

  it('texts through Twilio with a status callback, and answers the SID and segments', async () => {
    const body = compose(alert, testApp.config).body;
    const sent = await sendTo('+16045550190', body);
    expect(sent).toEqual({ ok: true, sid: expect.stringMatching(/^SM[0-9a-f]{32}$/), segments: 1 });
    expect(standIn.current.messages.at(-1)).toMatchObject({
      sid: sent.ok && sent.sid,
      to: '+16045550190',
      from: standIn.current.from,
      body,
      statusCallback: `${TEST_ORIGIN}/api/sms/status`,
      numSegments: 1,
    });
    expect(
      (await sendTo('+16045550190', 'x'.repeat(200))).ok && standIn.current.messages.at(-1)!.numSegments,
    ).toBe(2);
  });

  it('sends nothing to a number that replied STOP', async () => {
    await recordOptOut(testApp.ctx.db, '+16045550191', 'reply', now);
    const attempts = standIn.current.attempts();
    expect(await sendTo('+16045550191')).toMatchObject({ ok: false, reason: 'opted-out' });
    expect(standIn.current.attempts()).toBe(attempts);
  });

  it('answers the stand-in’s 429 and 500 as worth a retry, and 21610 as a stop that sticks', async () => {
    standIn.current.refuseNext(429, 500, 21610);
    expect(await sendTo('+16045550192')).toMatchObject({
      ok: false,
      reason: 'retry',
      errorCode: 20429,
      retryAfterSeconds: 1,
    });
    expect(await sendTo('+16045550192')).toMatchObject({ ok: false, reason: 'retry', errorCode: 20500 });
    expect(await sendTo('+16045550192')).toMatchObject({ ok: false, reason: 'opted-out', errorCode: 21610 });
    const attempts = standIn.current.attempts();
    expect(await sendTo('+16045550192')).toMatchObject({ ok: false, reason: 'opted-out' });
    expect(standIn.current.attempts()).toBe(attempts);
  });

  it('is refused by the stand-in with a wrong auth token (HTTP Basic is checked)', async () => {
    const wrong = {
      ...testApp.config,
      sms: { ...testApp.config.sms, twilio: { ...testApp.config.sms.twilio!, authToken: 'x'.repeat(32) } },
    };
    const sent = await send({ db: testApp.ctx.db, config: wrong, to: '+16045550193', body: 'hello', now });
    expect(sent).toMatchObject({ ok: false, reason: 'refused', errorCode: 20003 });
  });

  it('counts the texts of the Vancouver day against SMS_DAILY_LIMIT', async () => {
    const { db } = testApp.ctx;
    const before = await smsDailyAllowance(db, testApp.config, now);
    // 09:00 in Vancouver: 07:59 Vancouver yesterday does not count, 00:01 today does.
    await db.insert(notifications).values([
      { notificationMethod: 'sms', isSuccessful: true, notificationSentAt: new Date('2026-06-01T06:59:00Z') },
      { notificationMethod: 'sms', isSuccessful: true, notificationSentAt: new Date('2026-06-01T07:01:00Z') },
      {
        notificationMethod: 'email',
        isSuccessful: true,
        notificationSentAt: new Date('2026-06-01T08:00:00Z'),
      },
    ]);
    const after = await smsDailyAllowance(db, testApp.config, now);
    expect(after.sentToday).toBe(before.sentToday + 1);
    const capped = { ...testApp.config, sms: { ...testApp.config.sms, dailyLimit: after.sentToday } };
    expect(await smsDailyAllowance(db, capped, now)).toMatchObject({ reached: true, limit: after.sentToday });
    // The admin dashboard says the same.
    const admin = await signUpAdmin(testApp, 'admin.texts.today@example.com');
    const dashboard = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { cookie: admin },
    });
    expect(dashboard.json().data.texts).toEqual({
      today: after.sentToday,
      dailyLimit: 500,
      limitReached: false,
    });
  });
});
