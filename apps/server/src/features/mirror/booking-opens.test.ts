import { addDaysToIsoDate, bookingOpensAt, formatClockTime, vancouverToday } from '@teewatch/shared';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertRig, createRequestAs, startAlertRig } from '../../../test/alerts-test-kit';
import { coursePolls, golfCourses } from '../../db/schema';
import { deliverPendingAlerts, matchOpeningsToRequests } from '../alerts';
import { createMirrorScheduler } from './mirror-scheduler';

// Issue 16, booking-opens alerts: a waitlist date beyond a course's booking window is accepted, nothing
// reads it before the course releases it, and the first tick after the release reads it (as a near date,
// ahead of the dates already held) so the first alert lists what is free. The worker's scheduler runs on a
// fake clock; the simulator, the adapters, the database and SMTP are real.

describe('booking-opens alerts', () => {
  let rig: AlertRig;
  let fraserview: number;

  beforeAll(async () => {
    rig = await startAlertRig({ ALERT_MIN_GAP_MINUTES: '0' });
    fraserview = rig.courses.fraserview;
    // One course, with a 7-day window that opens at 15:00 UTC (8:00 AM in Vancouver), keeps the reads few.
    const db = rig.testApp.ctx.db;
    await db.update(golfCourses).set({ isActive: false }).where(ne(golfCourses.id, fraserview));
    await db
      .update(golfCourses)
      .set({ bookingAdvanceDays: 7, bookingOpenTime: '15:00' })
      .where(eq(golfCourses.id, fraserview));
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('reads a date the moment it opens and alerts what is free, never before', async () => {
    const date = addDaysToIsoDate(vancouverToday(new Date()), 9);
    const opensAt = bookingOpensAt(date, 7, '15:00');
    await createRequestAs(rig.testApp, 'early@example.com', {
      courseIds: [fraserview],
      dates: [date],
      startHour: 6,
      endHour: 20,
      players: 0,
    });

    let now = new Date(opensAt.getTime() - 60_000);
    const { db, sources } = rig.testApp.ctx;
    const scheduler = createMirrorScheduler({
      db,
      config: rig.testApp.config,
      sources,
      clock: () => now,
      matchOpeningsToRequests,
    });
    const readsOf = async () =>
      db
        .select({ lastSuccessAt: coursePolls.lastSuccessAt })
        .from(coursePolls)
        .where(and(eq(coursePolls.courseId, fraserview), eq(coursePolls.date, date)));

    // A minute before the release: the course's released dates are read, the request's date is not.
    const before = await scheduler.tick();
    await scheduler.settle();
    expect(before.length).toBeGreaterThan(0);
    expect(before.map((pair) => pair.date)).not.toContain(date);
    expect(await readsOf()).toEqual([]);

    // One second after: the first tick claims the new date first (a request watches it: the watched tier,
    // ahead of the release rush's near one), reads it and matches it.
    now = new Date(opensAt.getTime() + 1000);
    const after = await scheduler.tick();
    await scheduler.settle();
    await scheduler.stop();
    expect(after[0]).toMatchObject({ date, tier: 'watched' });
    const [read] = await readsOf();
    expect(read?.lastSuccessAt?.getTime()).toBeLessThanOrEqual(opensAt.getTime() + 60_000);

    const delivery = await deliverPendingAlerts({ db, config: rig.testApp.config, clock: () => now });
    expect(delivery.sent).toBe(1);
    const mails = rig.mailsTo('early@example.com');
    expect(mails).toHaveLength(1);
    // The first alert is the summary of what is free on the newly opened date.
    const sheet = rig.simulator.slots({ system: 'cps', site: 'golfvancouver', courseId: 2 }, date);
    const open = sheet.filter((slot) => slot.spots >= Math.max(1, slot.minPlayers) && !slot.isRestricted);
    expect(open.length).toBeGreaterThan(0);
    expect(mails[0]!.text).toContain(formatClockTime(open[0]!.time));
  });
});
