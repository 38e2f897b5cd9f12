import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseIdBySeedKey } from '../../../test/alerts-test-kit';
import { createWatchingGolfer, recordMatchedOpening } from '../../../test/delivery-test-kit';
import { startAlertMailApp } from '../../../test/smtp-test-app';
import type { TestApp } from '../../../test/test-context';
import type { TestSmtpServer } from '../../../test/test-smtp-server';
import { slotOpenings, teeTimeSlots } from '../../db/schema';
import { durationWords, usuallyGoneFigures, usuallyGoneKey } from '../../lib/opening-speed';
import { deliverPendingAlerts } from '../alerts';
import { openingOdds } from './opening-odds';

// "How fast it goes" (issue 38, item 6; decision 0201): an alert says how long times at the course and
// hour usually stayed free, and the figure is the odds' own for the same course and hour. Recorded
// openings on a fixed clock: Fraserview watched for 10 days, four 7 AM reopenings that stayed free 2, 6, 9
// and 30 minutes (median 7.5), one still open (not counted), an 8 AM one of 100 minutes (another hour)
// and a first look (never a reopening). Langara has no history: its alert carries no figure.

const now = new Date('2027-06-14T17:00:00Z'); // 10 AM in Vancouver
const today = vancouverToday(now);
const teeDate = addDaysToIsoDate(today, 5);
const minutes = (count: number) => count * 60_000;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('alerts: how fast it goes', () => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let fraserview: number;
  let langara: number;

  beforeAll(async () => {
    ({ smtp, testApp } = await startAlertMailApp({ NODE_ENV: 'test' }, { clock: () => now }));
    fraserview = await courseIdBySeedKey(testApp, 'cps:golfvancouver:2');
    langara = await courseIdBySeedKey(testApp, 'cps:golfvancouver:1');
    const { db } = testApp.ctx;
    // The sheet first seen 10 days ago: the course has been watched 10 days.
    const [slot] = await db
      .insert(teeTimeSlots)
      .values({
        courseId: fraserview,
        date: addDaysToIsoDate(today, -3),
        time: '07:20',
        holes: 18,
        availableSpots: 0,
        firstSeenAt: ago(minutes(10 * 24 * 60 + 30)),
        lastSeenAt: ago(minutes(60)),
      })
      .returning({ id: teeTimeSlots.id });
    const opening = (time: string, daysAgo: number, freeMinutes: number | null, firstObservation = false) => {
      const openedAt = ago(minutes(daysAgo * 24 * 60));
      return {
        slotId: slot!.id,
        courseId: fraserview,
        date: addDaysToIsoDate(today, -daysAgo + 1),
        time,
        holes: 18,
        availableSpots: 2,
        openedAt,
        closedAt: freeMinutes === null ? null : new Date(openedAt.getTime() + minutes(freeMinutes)),
        firstObservation,
      };
    };
    await db
      .insert(slotOpenings)
      .values([
        opening('07:10', 2, 2),
        opening('07:20', 3, 6),
        opening('07:40', 5, 9),
        opening('07:50', 8, 30),
        opening('07:30', 1, null),
        opening('08:10', 4, 100),
        opening('07:00', 9, 1, true),
      ]);
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it("says the odds' median minutes free for the course and hour, with its sample, in the email", async () => {
    const odds = await openingOdds({
      db: testApp.ctx.db,
      now,
      courseIds: [fraserview],
      timeStart: '07:00',
      timeEnd: '08:00',
    });
    const [course] = odds.courses;
    expect(course).toMatchObject({ medianMinutesFree: 7.5, closedReopenings: 4, periodDays: 10 });

    const { requestId } = await createWatchingGolfer(testApp, {
      email: 'quick@example.com',
      courseId: fraserview,
      date: teeDate,
      alertChannel: 'email',
    });
    await recordMatchedOpening(testApp, {
      courseId: fraserview,
      date: teeDate,
      time: '07:40',
      requestIds: [requestId],
      now,
    });
    await deliverPendingAlerts({ db: testApp.ctx.db, config: testApp.config, clock: () => now });
    await smtp.waitForMessages(1);
    const [mail] = smtp.messages;
    const expected = `Times at Fraserview Golf Course between 7:00 AM and 8:00 AM usually went within ${durationWords(course!.medianMinutesFree!)} (median of ${course!.closedReopenings} openings in the last ${course!.periodDays} days).`;
    expect(expected).toContain('within 8 minutes (median of 4 openings in the last 10 days)');
    expect(mail!.text).toContain(expected);
    expect(mail!.html).toContain(expected);
  });

  it('gives the short form texts and pushes carry, and no figure for a course without enough history', async () => {
    const figures = await usuallyGoneFigures(testApp.ctx.db, now, [
      { courseId: fraserview, courseName: 'Fraserview Golf Course', time: '07:05' },
      { courseId: fraserview, courseName: 'Fraserview Golf Course', time: '09:05' },
      { courseId: langara, courseName: 'Langara Golf Course', time: '07:05' },
    ]);
    expect(figures.get(usuallyGoneKey(fraserview, '07:05'))).toMatchObject({
      medianMinutes: 7.5,
      sample: 4,
      short: 'Usually gone in 8 min.',
    });
    // 9 AM has no reopenings; Langara was never watched.
    expect(figures.has(usuallyGoneKey(fraserview, '09:05'))).toBe(false);
    expect(figures.has(usuallyGoneKey(langara, '07:05'))).toBe(false);
  });
});
