import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmptyMirrorApp,
  seedOpening,
  seedRead,
  vancouverInstant,
} from '../../../test/opening-history-seed';
import type { TestApp } from '../../../test/test-context';
import { courseLiveFacts, justOpened } from './live-times';

// Now: Saturday 20 June 2026, 9:00 AM in Vancouver.
const now = vancouverInstant('2026-06-20 09:00');
const at = vancouverInstant;

describe('live facts and "Just opened" from the mirror (fixed now)', () => {
  let testApp: TestApp;
  let langara: number;
  let fraserview: number;
  let mcCleery: number;

  beforeAll(async () => {
    ({ testApp, langara, fraserview, mcCleery } = await createEmptyMirrorApp());
    const { db } = testApp.ctx;
    const firstLook = at('2026-06-19 07:00');
    // Langara's sheet: 09:10 today is within the 30-minute lead (gone for golfers), 09:40 is bookable.
    for (const [date, time] of [
      ['2026-06-20', '09:10'],
      ['2026-06-20', '09:40'],
      ['2026-06-21', '07:00'],
      ['2026-06-22', '06:30'],
      ['2026-06-30', '06:00'],
    ] as const) {
      await seedOpening(db, { courseId: langara, date, time, openedAt: firstLook, firstObservation: true });
    }
    await seedRead(db, langara, '2026-06-20', at('2026-06-20 08:59'));
    await seedRead(db, langara, '2026-06-21', at('2026-06-20 08:58'));

    // Reopenings: a fresh one still free, one already taken again, one older than a day, one past.
    // Tee date, time, opened at, closed at (Vancouver).
    const reopenings: [string, string, string, string?][] = [
      ['2026-06-21', '10:20', '2026-06-20 08:30'],
      ['2026-06-22', '14:00', '2026-06-20 07:00'],
      ['2026-06-21', '11:00', '2026-06-20 08:00', '2026-06-20 08:20'],
      ['2026-06-23', '12:00', '2026-06-19 08:00'],
      ['2026-06-20', '07:00', '2026-06-20 06:00'],
    ];
    for (const [date, time, opened, closed] of reopenings) {
      const closedAt = closed === undefined ? undefined : at(closed);
      await seedOpening(db, { courseId: fraserview, date, time, openedAt: at(opened), closedAt });
    }
  });
  afterAll(() => testApp?.close());
  const liveFacts = (courseId: number, at = now) =>
    courseLiveFacts({ db: testApp.ctx.db, config: testApp.config, now: at, courseId });

  it("lists a course's next bookable times and when it was checked", async () => {
    const live = await liveFacts(langara);
    expect(live.nextTimes.map((slot) => `${slot.date} ${slot.time}`)).toEqual([
      '2026-06-20 09:40',
      '2026-06-21 07:00',
      '2026-06-22 06:30',
    ]);
    expect(live.checkedAt).toBe(at('2026-06-20 08:59').toISOString());
    expect(live.status).toBe('fresh');
  });

  it('says a course was never checked rather than that it has no times', async () => {
    const live = await liveFacts(mcCleery);
    expect(live).toMatchObject({ checkedAt: null, status: 'unknown', nextTimes: [] });
  });

  it('calls a reading older than twice the near cadence stale', async () => {
    const later = new Date(now.getTime() + 10 * 60_000);
    const live = await liveFacts(langara, later);
    expect(live.status).toBe('stale');
  });

  it('"Just opened": reopenings of the last day still free, newest first; no first looks', async () => {
    const strip = await justOpened({ db: testApp.ctx.db, now });
    expect(strip.times.map((slot) => `${slot.courseName} ${slot.date} ${slot.time}`)).toEqual([
      'Fraserview Golf Course 2026-06-21 10:20',
      'Fraserview Golf Course 2026-06-22 14:00',
    ]);
    expect(strip.times[0]?.openedAt).toBe(at('2026-06-20 08:30').toISOString());
  });

  it('serves the strip on a public route', async () => {
    const response = await testApp.app.inject({ url: '/api/insights/just-opened' });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json().data.times)).toBe(true);
  });
});
