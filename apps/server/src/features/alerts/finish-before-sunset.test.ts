import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertRig, keepOnlyCourses, startAlertRig } from '../../../test/alerts-test-kit';
import { postMonitoringRequest, signUp, TEST_ORIGIN } from '../../../test/test-context';
import { courseSunsets, requestAlerts, slotOpenings, teeTimeSlots } from '../../db/schema';

// Finish before dark (issue 38, item 3; decisions 0199, 0200) end to end on a fixed clock: the simulator
// opens two Saturday afternoon times at Fraserview, the mirror reads them as the worker does, and the
// matcher alerts a request that must finish 18 holes (4 h 30 min) before sunset only for the time that
// does. In late September (sunset near 7:05 PM) a 3:30 PM start ends at 8:00 PM, after dark; in June
// (sunset near 9:20 PM) it ends in daylight.

// In calendar order, so the test's clock only moves forward.
const SEASONS = [
  { name: 'June', now: '2027-06-14T17:00:00Z', date: '2027-06-19', lateTimeAlerted: true },
  { name: 'late September', now: '2027-09-20T17:00:00Z', date: '2027-09-25', lateTimeAlerted: false },
] as const;

describe('finish before sunset: alerts', () => {
  let rig: AlertRig;
  let current = new Date(SEASONS[0].now);
  const clock = () => current;

  beforeAll(async () => {
    rig = await startAlertRig({ ALERT_MIN_GAP_MINUTES: '0' }, { clock });
    await keepOnlyCourses(rig.testApp, [rig.courses.fraserview]);
  });
  afterAll(async () => {
    await rig?.close();
  });

  /** The times (HH:MM) the request was alerted about. */
  async function alertedTimes(requestId: number): Promise<string[]> {
    const rows = await rig.testApp.ctx.db
      .select({ time: teeTimeSlots.time })
      .from(requestAlerts)
      .innerJoin(slotOpenings, eq(slotOpenings.id, requestAlerts.openingId))
      .innerJoin(teeTimeSlots, eq(teeTimeSlots.id, slotOpenings.slotId))
      .where(eq(requestAlerts.requestId, requestId));
    return rows.map((row) => row.time).sort();
  }

  /** A two-player afternoon request at Fraserview, the window both seasons' times fall in. */
  const afternoonRequest = (email: string, date: string) => ({
    courseIds: [rig.courses.fraserview],
    preferredDates: [date],
    startTime: '14:00',
    endTime: '17:00',
    numberOfPlayers: 2,
    contactEmail: email,
  });

  for (const [index, season] of SEASONS.entries()) {
    it(`in ${season.name}, alerts a round that ends after sunset only when the golfer did not ask to finish before it`, async () => {
      current = new Date(season.now);
      const fraserview = rig.courses.fraserview;
      await rig.emptyDay({ cpsId: 2, courseId: fraserview, date: season.date });
      const cookie = await signUp(rig.testApp.app, { email: `dusk${index}@example.com` });
      const ask = (finishBeforeSunset: { holes: 9 | 18 } | null) =>
        postMonitoringRequest(rig.testApp.app, cookie, {
          ...afternoonRequest(`dusk${index}@example.com`, season.date),
          finishBeforeSunset,
        });
      const beforeDark = await ask({ holes: 18 });
      expect(beforeDark.statusCode).toBe(201);
      const beforeDarkId = beforeDark.json().data.id as number;
      expect(beforeDark.json().data.finishBeforeSunset).toEqual({ holes: 18, paceMinutes: 270 });
      const anyTime = (await ask(null)).json().data.id as number;

      rig.setVancouverSlot({ courseId: 2, date: season.date, time: '14:00', spots: 4 });
      rig.setVancouverSlot({ courseId: 2, date: season.date, time: '15:30', spots: 4 });
      const outcome = await rig.readPair(fraserview, season.date);
      expect(outcome.status).toBe('read');

      const [sunset] = await rig.testApp.ctx.db
        .select({ minutes: courseSunsets.sunsetMinutes })
        .from(courseSunsets)
        .where(and(eq(courseSunsets.courseId, fraserview), eq(courseSunsets.date, season.date)));
      // 14:00 + 4 h 30 ends at 18:30, before sunset in both seasons; 15:30 ends at 20:00.
      expect(sunset?.minutes).toBeGreaterThan(18 * 60 + 30);
      expect((sunset?.minutes ?? 0) >= 20 * 60).toBe(season.lateTimeAlerted);

      expect(await alertedTimes(anyTime)).toEqual(['14:00', '15:30']);
      expect(await alertedTimes(beforeDarkId)).toEqual(
        season.lateTimeAlerted ? ['14:00', '15:30'] : ['14:00'],
      );

      // A request made now lists what is open under the same rule (the create-time match).
      const later = await ask({ holes: 18 });
      expect(later.json().openNow.count).toBe(season.lateTimeAlerted ? 2 : 1);
      expect(await alertedTimes(later.json().data.id)).toEqual(
        season.lateTimeAlerted ? ['14:00', '15:30'] : ['14:00'],
      );
      // Nine holes at 2 h 15 min end by 5:45 PM: both times fit in either season.
      const nine = await ask({ holes: 9 });
      expect(await alertedTimes(nine.json().data.id)).toEqual(['14:00', '15:30']);
    }, 120_000);
  }

  it('keeps the rule on an edit that leaves it out, takes a pace of its own, and drops it on null', async () => {
    const cookie = await signUp(rig.testApp.app, { email: 'edits@example.com' });
    const base = afternoonRequest('edits@example.com', SEASONS[1].date);
    const created = await postMonitoringRequest(rig.testApp.app, cookie, {
      ...base,
      finishBeforeSunset: { holes: 9, paceMinutes: 150 },
    });
    expect(created.json().data.finishBeforeSunset).toEqual({ holes: 9, paceMinutes: 150 });
    const edit = (payload: Record<string, unknown>) =>
      rig.testApp.app.inject({
        method: 'PUT',
        url: `/api/users/me/monitoring-requests/${created.json().data.id}`,
        headers: { cookie, origin: TEST_ORIGIN },
        payload,
      });
    const kept = await edit({ ...base, endTime: '18:00' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.finishBeforeSunset).toEqual({ holes: 9, paceMinutes: 150 });
    const dropped = await edit({ ...base, finishBeforeSunset: null });
    expect(dropped.json().data.finishBeforeSunset).toBeNull();
  });

  it('refuses a number of holes other than 9 or 18, and a pace out of range, in the spec-like words', async () => {
    const cookie = await signUp(rig.testApp.app, { email: 'holes@example.com' });
    const base = afternoonRequest('holes@example.com', SEASONS[1].date);
    const twelve = await postMonitoringRequest(rig.testApp.app, cookie, {
      ...base,
      finishBeforeSunset: { holes: 12 },
    });
    expect(twelve.statusCode).toBe(400);
    expect(twelve.body).toContain('Please choose 9 or 18 holes to finish before sunset');
    const slow = await postMonitoringRequest(rig.testApp.app, cookie, {
      ...base,
      finishBeforeSunset: { holes: 18, paceMinutes: 900 },
    });
    expect(slow.statusCode).toBe(400);
    expect(slow.body).toContain('Please choose a pace between 60 and 420 minutes');
  });
});
