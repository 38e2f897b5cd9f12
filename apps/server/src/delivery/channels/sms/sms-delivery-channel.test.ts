import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientsOf } from '../../../../test/alerts-test-kit';
import { claimAt, createWatchingGolfer, recordMatchedOpening } from '../../../../test/delivery-test-kit';
import { startAlertMailApp } from '../../../../test/smtp-test-app';
import { firstActiveCourse, TEST_ORIGIN, type TestApp } from '../../../../test/test-context';
import type { TestSmtpServer } from '../../../../test/test-smtp-server';
import { listenForTwilio, twilioEnv, twilioStandInForThisFile } from '../../../../test/twilio-stand-in';
import { notifications, requestAlerts, slotOpenings, smsOptOuts, teeTimeSlots } from '../../../db/schema';
import { deliverPending } from '../../deliver-pending';
import { listDue } from '../../list-due';
import { emailChannel } from '../email/email-channel';
import { textsSentToday } from './sms-daily-limit';
import { smsDeliveryChannel } from './sms-delivery-channel';

// Texts through the delivery engine (issue 36, decision 0173) on a real app and database, the Twilio
// stand-in (a real HTTP server checking Basic auth and answering Twilio's JSON), a real SMTP server and
// one fixed clock. The mirror's part is played by rows as a read writes them.

const DATE = '2026-06-15';
let now = new Date('2026-06-10T15:00:00Z');
const clock = () => now;
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

const standIn = twilioStandInForThisFile();
let testApp: TestApp;
let smtp: TestSmtpServer;
let courseId: number;
let courseName: string;
/** sam texts only, bea both ways, nic texts only from a number never confirmed, stu texts only and replied STOP. */
const requestOf = { sam: 0, bea: 0, nic: 0, stu: 0 };
let samCookie: string;
const phoneOf = { sam: '+16045550111', bea: '+16045550112', nic: '+16045550113', stu: '+16045550114' };

beforeAll(async () => {
  ({ smtp, testApp } = await startAlertMailApp(
    { ...twilioEnv(standIn.current), NODE_ENV: 'test', ALERT_CLAIM_TIMEOUT_SECONDS: '60' },
    { clock },
  ));
  await listenForTwilio(testApp, standIn.current);
  ({ id: courseId, name: courseName } = await firstActiveCourse(testApp));
  const golfer = async (name: keyof typeof requestOf, method: 'sms' | 'both') => {
    const texts = { standIn: standIn.current, phone: phoneOf[name], method };
    const watching = { email: `${name}@example.com`, courseId, date: DATE, alertChannel: 'email' as const };
    return createWatchingGolfer(testApp, { ...watching, texts });
  };
  ({ requestId: requestOf.sam, cookie: samCookie } = await golfer('sam', 'sms'));
  ({ requestId: requestOf.bea } = await golfer('bea', 'both'));
  const nic = await golfer('nic', 'sms');
  ({ requestId: requestOf.nic } = nic);
  // nic replaces the confirmed number with one never confirmed: the request no longer texts.
  const replaced = await testApp.app.inject({
    method: 'PUT',
    url: '/api/account/phone',
    headers: { origin: TEST_ORIGIN, cookie: nic.cookie },
    payload: { phone: '+16045550199', consent: true },
  });
  expect(replaced.json().data).toMatchObject({ phone: '+16045550199', confirmed: false });
  ({ requestId: requestOf.stu } = await golfer('stu', 'sms'));
  const stop = await standIn.current.sendInbound({
    url: `${TEST_ORIGIN}/api/sms/inbound`,
    from: phoneOf.stu,
    body: 'STOP',
  });
  expect(stop.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await smtp?.close();
  await testApp?.close();
});

const alertTexts = () => standIn.current.messages.filter((m) => !/Teewatch code/.test(m.body));
const textsTo = (name: keyof typeof requestOf) => alertTexts().filter((m) => m.to === phoneOf[name]);
const options = () => ({ db: testApp.ctx.db, config: testApp.config, clock });
const deliverTexts = (config = testApp.config) =>
  deliverPending(smsDeliveryChannel, { ...options(), config });
const deliverEmails = () => deliverPending(emailChannel, options());
const open = (time: string, requestIds: number[]) =>
  recordMatchedOpening(testApp, { courseId, date: DATE, time, requestIds, now });
const smsRows = (requestId: number) =>
  testApp.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.notificationMethod, 'sms'), eq(notifications.requestId, requestId)))
    .orderBy(asc(notifications.id));

describe('texts through the delivery engine', { timeout: 60_000 }, () => {
  let first: { slotId: number; openingId: number };

  it('texts an opening once to each confirmed, unstopped number, naming the course and time with a working link', async () => {
    first = await open('07:10', Object.values(requestOf));
    expect(await listDue(smsDeliveryChannel, { ...options(), now })).toEqual([requestOf.sam, requestOf.bea]);
    expect(await deliverTexts()).toEqual({ sent: 2, failed: 0, removed: 0 });
    // One text to each; the two recipients' sends are not ordered.
    expect(
      alertTexts()
        .map((m) => m.to)
        .sort(),
    ).toEqual([phoneOf.sam, phoneOf.bea].sort());
    const [text] = textsTo('sam');
    expect(text!.body).toContain(courseName.slice(0, 8));
    expect(text!.body).toContain('Mon Jun 15 7:10am, 4 spots');
    expect(text!.body).toMatch(/Reply BOOKED or STOP$/);
    expect(text!.numSegments).toBe(1);
    expect(text!.statusCallback).toBe(`${TEST_ORIGIN}/api/sms/status`);

    // The short still-open link goes to the booking page while the time is open.
    const link = /(https?:\/\/\S+\/api\/open\?token=\S+)/.exec(text!.body)![1]!;
    const opened = await testApp.app.inject({ method: 'GET', url: link.slice(TEST_ORIGIN.length) });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('https://example.com/book/07:10');

    // The history: one sms row, its Twilio SID (which the status callbacks name) and its segments.
    const [row] = await smsRows(requestOf.sam);
    expect(row).toMatchObject({
      isSuccessful: true,
      errorMessage: null,
      recipient: phoneOf.sam,
      messageId: text!.sid,
      segments: 1,
      subject: text!.body,
      openingIds: [first.openingId],
    });
    expect(await standIn.current.reportStatus(text!.sid, 'delivered')).toBe(200);
    const [delivered] = await smsRows(requestOf.sam);
    expect(delivered!.deliveryStatus).toBe('delivered');

    // Once: nothing more on the next round.
    expect(await deliverTexts()).toEqual({ sent: 0, failed: 0, removed: 0 });
    expect(alertTexts()).toHaveLength(2);
  });

  it('emails `both` and the text-only requests that cannot be texted, but not a texted text-only request', async () => {
    expect(await deliverEmails()).toEqual({ sent: 3, failed: 0 });
    expect(recipientsOf(smtp.messages).sort()).toEqual([
      'bea@example.com',
      'nic@example.com',
      'stu@example.com',
    ]);
    // sam's alert counts as delivered by the text.
    const [samAlert] = await testApp.ctx.db
      .select()
      .from(requestAlerts)
      .where(and(eq(requestAlerts.requestId, requestOf.sam), eq(requestAlerts.openingId, first.openingId)));
    expect(samAlert!.deliveredAt).toEqual(now);
    expect(await deliverEmails()).toEqual({ sent: 0, failed: 0 });
    // Neither nic's unconfirmed number nor stu's stopped one was ever texted.
    expect(textsTo('nic')).toEqual([]);
    expect(textsTo('stu')).toEqual([]);
    expect(alertTexts().some((m) => m.to === '+16045550199')).toBe(false);
  });

  it('a claim cut short by a crash is resumed as it was and sent once, across several drains at once', async () => {
    advance(60);
    await open('08:20', [requestOf.sam]);
    const claim = await claimAt(testApp, smsDeliveryChannel, requestOf.sam, now);
    expect(claim).toMatchObject({ isResumed: false, phone: phoneOf.sam });
    // The worker died before sending: inside its lease nothing is sent, after it the claim is resumed.
    expect(await deliverTexts()).toMatchObject({ sent: 0 });
    advance(61);
    const drains = await Promise.all([deliverTexts(), deliverTexts(), deliverTexts()]);
    expect(drains.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    const resent = textsTo('sam');
    expect(resent).toHaveLength(2);
    expect(resent[1]!.body).toBe(claim!.body);
    expect(resent[1]!.body).toContain('8:20am');
    const rows = await smsRows(requestOf.sam);
    expect(rows.map((row) => [row.id, row.isSuccessful, row.messageId])).toEqual([
      [rows[0]!.id, true, resent[0]!.sid],
      [claim!.notificationId, true, resent[1]!.sid],
    ]);
    expect(await deliverTexts()).toMatchObject({ sent: 0 });
  });

  it('a resumed claim whose time was taken meanwhile is not sent', async () => {
    advance(60);
    const taken = await open('09:00', [requestOf.sam]);
    await claimAt(testApp, smsDeliveryChannel, requestOf.sam, now);
    advance(61);
    await testApp.ctx.db.update(teeTimeSlots).set({ goneAt: now }).where(eq(teeTimeSlots.id, taken.slotId));
    await testApp.ctx.db
      .update(slotOpenings)
      .set({ closedAt: now })
      .where(eq(slotOpenings.id, taken.openingId));
    const before = alertTexts().length;
    expect(await deliverTexts()).toMatchObject({ sent: 0 });
    expect(alertTexts()).toHaveLength(before);
    expect((await smsRows(requestOf.sam)).at(-1)).toMatchObject({
      isSuccessful: false,
      errorMessage: 'Not sent again: the time was taken before the retry',
    });
  });

  it('stops texts for the day at SMS_DAILY_LIMIT while the email still goes', async () => {
    advance(60);
    await open('10:00', [requestOf.bea]);
    const sentToday = (await smsRows(requestOf.sam)).length + (await smsRows(requestOf.bea)).length;
    const limited = { ...testApp.config, sms: { ...testApp.config.sms, dailyLimit: sentToday } };
    expect(await listDue(smsDeliveryChannel, { ...options(), config: limited, now })).toEqual([]);
    const before = alertTexts().length;
    expect(await deliverTexts(limited)).toEqual({ sent: 0, failed: 0, removed: 0 });
    expect(alertTexts()).toHaveLength(before);
    expect(await deliverEmails()).toEqual({ sent: 1, failed: 0 });
    expect(recipientsOf(smtp.messages).at(-1)).toBe('bea@example.com');
    // Under a higher limit the text goes.
    expect(await deliverTexts()).toMatchObject({ sent: 1 });
    expect(textsTo('bea').at(-1)!.body).toContain('10:00am');
  });

  it('a number stopped at the carrier (Twilio 21610) is put on the stop list and texted no more', async () => {
    advance(60);
    await open('10:30', [requestOf.bea]);
    standIn.current.refuseNext(21610);
    expect(await deliverTexts()).toEqual({ sent: 0, failed: 0, removed: 1 });
    const stopped = await testApp.ctx.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phoneOf.bea));
    expect(stopped).toHaveLength(1);
    expect((await smsRows(requestOf.bea)).at(-1)).toMatchObject({ isSuccessful: false, messageId: null });
    expect(await listDue(smsDeliveryChannel, { ...options(), now })).toEqual([]);
  });

  it("holds texts in the golfer's quiet hours and sends one text at their end, naming the soonest time", async () => {
    const rules = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account/delivery-rules',
      headers: { origin: TEST_ORIGIN, cookie: samCookie },
      payload: { quietHours: { start: '08:00', end: '09:00' }, muteUntil: null, dailyCap: null },
    });
    expect(rules.statusCode).toBe(200);
    advance(60);
    await open('10:45', [requestOf.sam]);
    await open('10:15', [requestOf.sam]);
    const before = textsTo('sam').length;
    expect(await deliverTexts()).toMatchObject({ sent: 0 });
    advance(3600);
    expect(await deliverTexts()).toMatchObject({ sent: 1 });
    const digest = textsTo('sam').slice(before);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.body).toContain('10:15am, 4 spots');
    expect(digest[0]!.body).toContain('(+1 more)');
    expect(await deliverTexts()).toMatchObject({ sent: 0 });
  });

  it('counts SMS_DAILY_LIMIT again at each claim: two requests due with room for one text get one', async () => {
    const kim = await createWatchingGolfer(testApp, {
      email: 'kim@example.com',
      courseId,
      date: DATE,
      alertChannel: 'email',
      texts: { standIn: standIn.current, phone: '+16045550115', method: 'both' },
    });
    advance(60);
    await open('10:50', [requestOf.sam, kim.requestId]);
    const roomForOne = {
      ...testApp.config,
      sms: { ...testApp.config.sms, dailyLimit: (await textsSentToday(testApp.ctx.db, now)) + 1 },
    };
    expect(await listDue(smsDeliveryChannel, { ...options(), config: roomForOne, now })).toEqual([
      requestOf.sam,
      kim.requestId,
    ]);
    const before = alertTexts().length;
    const drains = await Promise.all(
      [1, 2].map(() =>
        deliverPending(smsDeliveryChannel, { ...options(), config: roomForOne, concurrency: 2 }),
      ),
    );
    expect(drains.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    expect(alertTexts()).toHaveLength(before + 1);
    expect(await listDue(smsDeliveryChannel, { ...options(), config: roomForOne, now })).toEqual([]);
  });
});
