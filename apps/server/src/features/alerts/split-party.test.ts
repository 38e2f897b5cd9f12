import { addDaysToIsoDate, MONITORING_REQUEST_MESSAGES, vancouverToday } from '@teewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlertRig,
  hrefsOf,
  minutesAfter,
  startAlertRig,
  vancouverAt,
} from '../../../test/alerts-test-kit';
import { TEST_AUTH_SECRET } from '../../../test/test-config';
import { postMonitoringRequest, signUp } from '../../../test/test-context';
import { notifications, requestAlerts, slotOpenings } from '../../db/schema';
import { deliverPendingAlerts } from '../../delivery/channels/email/email-channel';
import { openPayload } from '../../delivery/channels/push/push-payload';
import { compose } from '../../delivery/channels/sms/sms-channel';
import { countSegments } from '../../delivery/channels/sms/sms-segments';
import { STILL_OPEN_PATH } from '../../email/still-open-link';

// Split a foursome (issue 38 item 4): a party of 4 that accepts two times at most 10 minutes apart is
// alerted once, as a pair, for 2 + 2 spots at one course; never as a pair when one of the times alone
// holds the party, never for two times further apart than the gap, and not at all when one of the two
// goes before the alert is sent. Real simulator, real SMTP, real app, on a clock the test moves.

describe('split a foursome: pairs of times', () => {
  let rig: AlertRig;
  let now = vancouverAt('2027-05-12', '09:00');
  const start = now;
  const date = addDaysToIsoDate(vancouverToday(start), 5);
  const email = 'foursome@example.com';
  let requestId: number;
  let step = 0;
  /** Opens these Fraserview times upstream, reads the sheet a minute later and sends what is due. */
  const openAndDeliver = async (times: Record<string, number>) => {
    for (const [time, spots] of Object.entries(times))
      rig.setVancouverSlot({ courseId: 2, date, time, spots, price: 55 });
    step += 1;
    now = minutesAfter(start, step);
    await rig.readPair(rig.courses.fraserview, date, now);
    const { db } = rig.testApp.ctx;
    return deliverPendingAlerts({ db, config: rig.testApp.config, clock: () => now });
  };
  const alertsOf = async () =>
    rig.testApp.ctx.db
      .select({
        time: slotOpenings.time,
        partner: requestAlerts.partnerOpeningId,
        delivered: requestAlerts.deliveredAt,
      })
      .from(requestAlerts)
      .innerJoin(slotOpenings, eq(slotOpenings.id, requestAlerts.openingId))
      .where(eq(requestAlerts.requestId, requestId));

  beforeAll(async () => {
    rig = await startAlertRig({ ALERT_MIN_GAP_MINUTES: '0' }, { clock: () => now });
    requestId = await rig.requestOnEmptyDays(email, {
      course: 'fraserview',
      dates: [date],
      startHour: 7,
      endHour: 11,
      players: 4,
      splitParty: { maxGapMinutes: 10 },
    });
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('alerts 2 + 2 spots ten minutes apart once, as a pair, in one email naming both times', async () => {
    const sent = await openAndDeliver({ '07:10': 2, '07:20': 2 });
    expect(sent.sent).toBe(1);
    const alerts = await alertsOf();
    // One alert, not two: the earlier time's opening with the later one as its partner.
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.time).toBe('07:10');
    expect(alerts[0]!.partner).not.toBeNull();
    expect(alerts[0]!.delivered).not.toBeNull();
    const mails = rig.mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('7:10 AM');
    expect(mails[0]!.text).toContain('7:20 AM');

    // Read again, nothing new: the pair is not alerted again.
    expect((await openAndDeliver({})).sent).toBe(0);
    expect(await alertsOf()).toHaveLength(1);
  });

  it("sends each time's Book link through the still-open check, which wants both times open", async () => {
    const [mail] = rig.mailsTo(email);
    const book = [...new Set(hrefsOf(String(mail!.html)).filter((href) => href.includes(STILL_OPEN_PATH)))];
    expect(book).toHaveLength(2);
    expect(String(mail!.html)).toContain('Book 7:10 AM');
    expect(String(mail!.html)).toContain('Book 7:20 AM');
    const open = (href: string) =>
      rig.testApp.app.inject({ method: 'GET', url: href.replace('http://localhost:3000', '') });
    for (const href of book) expect((await open(href)).statusCode).toBe(302);
    // 7:20 is booked by someone else: 7:10 alone no longer holds the party, so its link says so.
    await openAndDeliver({ '07:20': 0 });
    const first = await open(book[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('7:10 AM');
  });

  it('never alerts a pair when one of the times alone has room for the party', async () => {
    const sent = await openAndDeliver({ '08:00': 4, '08:10': 2 });
    expect(sent.sent).toBe(1);
    const alerts = (await alertsOf()).filter((alert) => alert.time >= '08:00');
    // 8:00 alone, as any single time; 8:10 pairs with nothing (8:00 holds the party by itself).
    expect(alerts).toEqual([expect.objectContaining({ time: '08:00', partner: null })]);
  });

  it('does not pair times further apart than the gap', async () => {
    expect((await openAndDeliver({ '09:00': 2, '09:11': 2 })).sent).toBe(0);
    expect((await alertsOf()).filter((alert) => alert.time >= '09:00')).toEqual([]);
  });

  it('does not send a pair one of whose times went before the alert went out', async () => {
    rig.setVancouverSlot({ courseId: 2, date, time: '10:00', spots: 2, price: 55 });
    rig.setVancouverSlot({ courseId: 2, date, time: '10:05', spots: 2, price: 55 });
    step += 1;
    now = minutesAfter(start, step);
    await rig.readPair(rig.courses.fraserview, date, now);
    expect((await alertsOf()).filter((alert) => alert.time >= '10:00')).toHaveLength(1);
    // 10:05 is booked by someone else before the worker sends: the pair is not sent, nor later.
    const before = rig.mailsTo(email).length;
    const sent = await openAndDeliver({ '10:05': 0 });
    expect(sent.sent).toBe(0);
    expect(rig.mailsTo(email)).toHaveLength(before);
    const [pending] = (await alertsOf()).filter((alert) => alert.time >= '10:00');
    expect(pending!.delivered).toBeNull();
    const rows = await rig.testApp.ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.requestId, requestId));
    expect(rows).toHaveLength(2);
  });

  it('names both times in a push and in one text segment', () => {
    const config = { publicUrl: 'http://localhost:3000', authSecret: TEST_AUTH_SECRET };
    const { body, segments } = compose(
      {
        requestId: 123,
        slotId: 45_678,
        courseName: 'Fraserview Golf Course',
        date,
        time: '07:10',
        spots: 2,
        price: 61,
        pairedWith: { slotId: 45_679, time: '07:20', spots: 2 },
      },
      config,
    );
    expect(segments).toBe(1);
    expect(countSegments(body).segments).toBe(1);
    expect(body).toContain('7:10am (2) + 7:20am (2), book both');
    const push = openPayload(
      {
        courseId: 2,
        courseName: 'Fraserview Golf Course',
        date,
        time: '07:10',
        holes: 18,
        availableSpots: 2,
        price: 61,
        bookingUrl: 'http://localhost:3000/api/open?token=x',
      },
      0,
      'http://localhost:3000/dashboard',
      { partner: { time: '07:20', availableSpots: 2 } },
    );
    expect(push.title).toBe('7:10 AM + 7:20 AM at Fraserview Golf Course');
    expect(push.body).toContain('2 + 2 spots, book both');
  });

  it('refuses two nearby times for a party of 2, and a gap outside 1 to 30 minutes, with a clear 400', async () => {
    const cookie = await signUp(rig.testApp.app, { email: 'pair-rules@example.com' });
    const payload = {
      courseIds: [rig.courses.fraserview],
      preferredDates: [date],
      startTime: '07:00',
      endTime: '10:00',
      contactEmail: 'pair-rules@example.com',
    };
    for (const refused of [
      { numberOfPlayers: 2, maxGapMinutes: 10, message: MONITORING_REQUEST_MESSAGES.splitPartySize },
      { numberOfPlayers: 4, maxGapMinutes: 31, message: MONITORING_REQUEST_MESSAGES.splitPartyGap },
    ]) {
      const answer = await postMonitoringRequest(rig.testApp.app, cookie, {
        ...payload,
        numberOfPlayers: refused.numberOfPlayers,
        splitParty: { maxGapMinutes: refused.maxGapMinutes },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().validationErrors).toEqual([{ field: 'splitParty', message: refused.message }]);
    }
    const three = await postMonitoringRequest(rig.testApp.app, cookie, {
      ...payload,
      numberOfPlayers: 3,
      splitParty: { maxGapMinutes: 15 },
    });
    expect(three.statusCode).toBe(201);
    expect(three.json().data.splitParty).toEqual({ maxGapMinutes: 15 });
    // Open now for 3 within 15 minutes: 8:00 alone (4 spots); 9:00 + 9:11 as a pair (2 + 2). Not 8:00 with
    // 8:10 (8:00 alone holds the party), nor 7:10 (its partner went).
    const openNow = three.json().openNow;
    expect(openNow.slots.map((slot: { time: string }) => slot.time)).toEqual(['08:00']);
    expect(
      openNow.pairs.map((pair: { first: { time: string }; second: { time: string } }) => [
        pair.first.time,
        pair.second.time,
      ]),
    ).toEqual([['09:00', '09:11']]);
  });
});
