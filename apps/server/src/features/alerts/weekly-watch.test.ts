import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertRig, minutesAfter, startAlertRig, vancouverAt } from '../../../test/alerts-test-kit';
import { postMonitoringRequest, signUp, TEST_ORIGIN } from '../../../test/test-context';
import { golfCourses, monitoringRequests, requestAlerts, slotOpenings } from '../../db/schema';
import { deliverPendingAlerts } from '../../delivery/channels/email/email-channel';
import { createRequestLinkToken } from '../../email/request-link-token';
import { listWatchedPairKeys } from '../mirror';
import { rollWeeklyRules } from '../monitoring-requests';

// Standing weekly watches (issue 51 item 5, decision 0350): a rule for Saturdays at Fraserview, whose
// booking window is set to 14 days, watches every Saturday inside that window and rolls forward as the
// days pass. Real simulator, real SMTP, real app, on a clock the test moves; 2027-05-12 is a Wednesday.

describe('weekly watch: every Saturday, rolling', () => {
  let rig: AlertRig;
  let now = vancouverAt('2027-05-12', '09:00');
  const friday = '2027-05-14';
  const thisSaturday = '2027-05-15';
  const nextSaturday = '2027-05-22';
  const email = 'saturdays@example.com';
  let requestId: number;
  let fraserview: number;

  const readAndDeliver = async (date: string, times: Record<string, number>) => {
    for (const [time, spots] of Object.entries(times))
      rig.setVancouverSlot({ courseId: 2, date, time, spots, price: 55 });
    now = minutesAfter(now, 1);
    await rig.readPair(fraserview, date, now);
    return deliverPendingAlerts({ db: rig.testApp.ctx.db, config: rig.testApp.config, clock: () => now });
  };
  const alertedDates = async () =>
    (
      await rig.testApp.ctx.db
        .select({ date: slotOpenings.date })
        .from(requestAlerts)
        .innerJoin(slotOpenings, eq(slotOpenings.id, requestAlerts.openingId))
        .where(eq(requestAlerts.requestId, requestId))
    )
      .map((row) => row.date)
      .sort();
  const watchedDates = async () => {
    const [row] = await rig.testApp.ctx.db
      .select({ dates: monitoringRequests.preferredDates, active: monitoringRequests.isActive })
      .from(monitoringRequests)
      .where(eq(monitoringRequests.id, requestId));
    return row!;
  };
  const emptyDays = async (dates: string[]) => {
    for (const date of dates) await rig.emptyDay({ cpsId: 2, courseId: fraserview, date });
  };

  beforeAll(async () => {
    rig = await startAlertRig({ ALERT_MIN_GAP_MINUTES: '0' }, { clock: () => now });
    fraserview = rig.courses.fraserview;
    const { db } = rig.testApp.ctx;
    await db.update(golfCourses).set({ bookingAdvanceDays: 14 }).where(eq(golfCourses.id, fraserview));
    await emptyDays([friday, thisSaturday, nextSaturday]);
    const cookie = await signUp(rig.testApp.app, { email });
    const created = await postMonitoringRequest(rig.testApp.app, cookie, {
      courseIds: [fraserview],
      startTime: '07:00',
      endTime: '11:00',
      numberOfPlayers: 2,
      contactEmail: email,
      weekly: { weekdays: [6] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    requestId = data.id;
    expect(data.weekly).toEqual({ weekdays: [6], endsOn: '2027-11-11' });
    expect(data.preferred_dates).toEqual([thisSaturday, nextSaturday]);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it("watches this Saturday's and next Saturday's pairs, never a Friday's", async () => {
    const watched = await listWatchedPairKeys(rig.testApp.ctx.db, now);
    expect(watched.has(`${fraserview}|${thisSaturday}`)).toBe(true);
    expect(watched.has(`${fraserview}|${nextSaturday}`)).toBe(true);
    expect(watched.has(`${fraserview}|${friday}`)).toBe(false);
  });

  it("alerts this Saturday's and next Saturday's openings and never a Friday's", async () => {
    expect((await readAndDeliver(friday, { '07:10': 2 })).sent).toBe(0);
    expect((await readAndDeliver(thisSaturday, { '07:20': 2 })).sent).toBe(1);
    expect((await readAndDeliver(nextSaturday, { '08:30': 2 })).sent).toBe(1);
    expect(await alertedDates()).toEqual([thisSaturday, nextSaturday]);
    const mails = rig.mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('7:20 AM');
    expect(mails[1]!.text).toContain('8:30 AM');
  });

  it('"I booked it" ends that date\'s watch, asks whether to keep the rule, and the rule keeps rolling', async () => {
    const token = createRequestLinkToken({
      secret: rig.testApp.config.authSecret,
      requestId,
      purpose: 'booked',
    });
    const query = `token=${encodeURIComponent(token)}&date=${thisSaturday}&scope=date`;
    const page = await rig.testApp.app.inject({
      method: 'POST',
      url: `/api/booked?${query}`,
      headers: { origin: TEST_ORIGIN, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Keep watching Saturdays?');
    expect(page.body).toContain('End the weekly watch');
    expect(await watchedDates()).toEqual({ dates: [nextSaturday], active: true });

    // Eight days on (Thursday 2027-05-20): the booked Saturday is past, the window reaches 2027-06-03.
    now = vancouverAt('2027-05-20', '09:00');
    const thirdSaturday = '2027-05-29';
    await rollWeeklyRules({ db: rig.testApp.ctx.db, now });
    expect(await watchedDates()).toEqual({ dates: [nextSaturday, thirdSaturday], active: true });
    // Rolling again changes nothing.
    expect(await rollWeeklyRules({ db: rig.testApp.ctx.db, now })).toEqual({ rolled: 0 });

    await emptyDays([thirdSaturday, '2027-05-28']);
    expect((await readAndDeliver('2027-05-28', { '09:00': 2 })).sent).toBe(0);
    expect((await readAndDeliver(thirdSaturday, { '09:10': 2 })).sent).toBe(1);
    expect(await alertedDates()).toEqual([thisSaturday, nextSaturday, thirdSaturday]);
  });

  it('ending the rule from the booked page stops it', async () => {
    const token = createRequestLinkToken({
      secret: rig.testApp.config.authSecret,
      requestId,
      purpose: 'booked',
    });
    const ended = await rig.testApp.app.inject({
      method: 'POST',
      url: `/api/booked?token=${encodeURIComponent(token)}&scope=request`,
      headers: { origin: TEST_ORIGIN, accept: 'application/json' },
    });
    expect(ended.json().data.kind).toBe('request-ended');
    expect((await watchedDates()).active).toBe(false);
    const watched = await listWatchedPairKeys(rig.testApp.ctx.db, now);
    expect(watched.has(`${fraserview}|${nextSaturday}`)).toBe(false);
  });
});
