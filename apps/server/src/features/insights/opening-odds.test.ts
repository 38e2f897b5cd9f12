import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyMirrorApp, seedOpening, vancouverInstant } from '../../../test/opening-history-seed';
import type { TestApp } from '../../../test/test-context';
import { durationWords, hourBandWords, usuallyWords } from './odds-words';
import { openingOdds } from './opening-odds';
import { openingsHeatmap } from './openings-heatmap';

// Now: Saturday 20 June 2026, noon in Vancouver (PDT). Every expected figure below is worked out by hand
// from the seeded history.
const now = vancouverInstant('2026-06-20 12:00');
const at = vancouverInstant;
const minutesLater = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

describe('reopening odds and the openings heat map (seeded history, fixed now)', () => {
  let testApp: TestApp;
  let langara: number;
  let fraserview: number;

  beforeAll(async () => {
    ({ testApp, langara, fraserview } = await createEmptyMirrorApp());
    const { db } = testApp.ctx;

    // Langara, watched for 20 days: the first look (not a reopening, though its time is in the window).
    await seedOpening(db, {
      courseId: langara,
      date: '2026-06-01',
      time: '08:00',
      openedAt: at('2026-05-31 12:00'),
      firstObservation: true,
    });
    // Tee date, time, opened at (Vancouver), minutes free (none: still open).
    const langaraOpenings: [string, string, string, number?][] = [
      // Reopenings of 07:00–10:00 times:
      ['2026-06-20', '07:20', '2026-06-19 18:10', 20], // 1. Sat: Fri 18h, the day before
      ['2026-06-18', '08:00', '2026-06-17 19:30', 30], // 2. Thu: Wed 19h, the day before
      ['2026-06-13', '09:10', '2026-06-12 18:45', 25], // 3. Sat: Fri 18h, the day before
      ['2026-06-12', '07:40', '2026-06-10 09:00', 40], // 4. Fri: Wed 9h, 2 days before
      ['2026-06-16', '07:00', '2026-06-16 06:00', 10], // 5. Tue: Tue 6h, the same day
      // Outside the window's times (11:00), still open: Thu 06-18 12:15 → heat map only.
      ['2026-06-21', '11:00', '2026-06-18 12:15'],
      // 15 days ago (Fri 06-05 10:00): outside the odds' 14 days, inside the heat map's 28.
      ['2026-06-06', '08:30', '2026-06-05 10:00', 5],
      // After now: not yet history.
      ['2026-06-21', '08:10', '2026-06-20 12:30'],
    ];
    for (const [date, time, opened, minutesFree] of langaraOpenings) {
      const openedAt = at(opened);
      const closedAt = minutesFree === undefined ? undefined : minutesLater(openedAt, minutesFree);
      await seedOpening(db, { courseId: langara, date, time, openedAt, closedAt });
    }

    // Fraserview, watched for 2 days, with reopenings: no figure may be shown.
    await seedOpening(db, {
      courseId: fraserview,
      date: '2026-06-19',
      time: '08:00',
      openedAt: at('2026-06-18 09:00'),
      firstObservation: true,
    });
    for (const [date, opened] of [
      ['2026-06-20', '2026-06-19 18:00'],
      ['2026-06-21', '2026-06-20 08:00'],
      ['2026-06-22', '2026-06-19 19:00'],
    ] as const) {
      await seedOpening(db, { courseId: fraserview, date, time: '07:30', openedAt: at(opened) });
    }
  });
  afterAll(() => testApp?.close());
  // The odds at the fixed now, for 07:00–10:00 times unless told otherwise.
  const oddsFor = (courseIds: number[], options: Partial<Parameters<typeof openingOdds>[0]> = {}) =>
    openingOdds({ db: testApp.ctx.db, now, courseIds, timeStart: '07:00', timeEnd: '10:00', ...options });

  it('counts reopenings of times like these, says when they usually came and how long one stayed free', async () => {
    const odds = await oddsFor([langara]);
    const [course] = odds.courses;
    // 1–5: 3 of 5 came the day before (≥ half), 3 of those between 6 and 8 PM; free 10, 20, 25, 30, 40 → 25.
    expect(course).toMatchObject({
      courseId: langara,
      watchedDays: 20,
      hasEnoughHistory: true,
      periodDays: 14,
      reopenings: 5,
      usually: { lead: 'day_before', fromHour: 18, toHour: 20 },
      medianMinutesFree: 25,
      closedReopenings: 5,
    });
    expect(course?.sentence).toBe(
      'Times like this at Langara Golf Course reopened 5 times in the last 14 days, usually between 6 and 8 PM the evening before; a typical opening stayed free 25 minutes.',
    );
  });

  it('narrows to weekdays of the tee date and leaves out "usually" and "typical" below 3', async () => {
    const odds = await oddsFor([langara], { weekdays: [6] });
    // Saturday tee dates: 1 (06-20) and 3 (06-13).
    expect(odds.courses[0]).toMatchObject({ reopenings: 2, usually: null, medianMinutesFree: null });
    expect(odds.courses[0]?.sentence).toBe(
      'Times like this at Langara Golf Course reopened twice in the last 14 days.',
    );
    expect(odds.weekdays).toEqual([6]);
  });

  it('says "did not reopen" for a window nothing reopened in', async () => {
    const odds = await oddsFor([langara], { timeStart: '15:00', timeEnd: '18:00' });
    expect(odds.courses[0]).toMatchObject({ reopenings: 0, usually: null });
    expect(odds.courses[0]?.sentence).toBe(
      'Times like this at Langara Golf Course did not reopen in the last 14 days.',
    );
  });

  it('with 2 days of history says so and gives no number', async () => {
    const odds = await oddsFor([fraserview, langara]);
    const fraser = odds.courses.find((course) => course.courseId === fraserview);
    expect(fraser).toMatchObject({
      watchedDays: 2,
      hasEnoughHistory: false,
      periodDays: null,
      reopenings: null,
      usually: null,
      medianMinutesFree: null,
    });
    expect(fraser?.sentence).toBe(
      'Not enough history yet: Teewatch started watching this course 2 days ago.',
    );
    expect(odds.courses.map((course) => course.courseId)).toEqual([fraserview, langara]);
  });

  it('says a course was never watched, and leaves out unknown courses', async () => {
    const odds = await oddsFor([3, 999_999]);
    expect(odds.courses).toHaveLength(1);
    expect(odds.courses[0]?.sentence).toBe(
      'Not enough history yet: Teewatch has not watched this course yet.',
    );
  });

  it('counts openings by weekday × hour of the moment they came over 28 days', async () => {
    const heatmap = await openingsHeatmap({ db: testApp.ctx.db, now, courseId: langara });
    // 1–5, the 11:00 one and the one of 15 days ago; not the first look, not the one after now.
    expect(heatmap.total).toBe(7);
    expect(heatmap.counts[5]?.[18]).toBe(2); // Fri 18h: 1 and 3
    expect(heatmap.counts[3]?.[19]).toBe(1); // Wed 19h: 2
    expect(heatmap.counts[3]?.[9]).toBe(1); // Wed 9h: 4
    expect(heatmap.counts[2]?.[6]).toBe(1); // Tue 6h: 5
    expect(heatmap.counts[4]?.[12]).toBe(1); // Thu 12h: the 11:00 time
    expect(heatmap.counts[5]?.[10]).toBe(1); // Fri 10h: 15 days ago
    expect(heatmap.counts.flat().reduce((sum, n) => sum + n, 0)).toBe(7);
    expect(heatmap).toMatchObject({ windowDays: 28, watchedDays: 20, hasEnoughHistory: true });
  });

  it('answers the odds route with numbers and sentences, and bad input with a 400', async () => {
    const ok = await testApp.app.inject({
      url: `/api/insights/odds?courseIds=${langara},${fraserview}&timeStart=07:00&timeEnd=10:00&weekdays=0,6`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.courses).toHaveLength(2);
    expect(ok.json().data.weekdays).toEqual([0, 6]);
    for (const url of [
      '/api/insights/odds?timeStart=07:00&timeEnd=10:00',
      '/api/insights/odds?courseIds=abc&timeStart=07:00&timeEnd=10:00',
      '/api/insights/odds?courseIds=1&timeStart=10:00&timeEnd=07:00',
      '/api/insights/odds?courseIds=1&timeStart=7am&timeEnd=10:00',
      '/api/insights/odds?courseIds=1&timeStart=07:00&timeEnd=10:00&weekdays=7',
      `/api/insights/odds?courseIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}&timeStart=07:00&timeEnd=10:00`,
      `/api/insights/odds?courseIds=${'1,'.repeat(400)}1&timeStart=07:00&timeEnd=10:00`,
    ]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('answers a course page with odds, heat map and live facts; an unknown course with a 404', async () => {
    const ok = await testApp.app.inject({ url: `/api/golf-courses/${langara}/insights` });
    expect(ok.statusCode).toBe(200);
    const data = ok.json().data;
    expect(data.heatmap.counts).toHaveLength(7);
    expect(data.odds.sentence).toMatch(/^(Tee times at Langara Golf Course|Not enough history yet)/);
    expect(data.live.courseId).toBe(langara);
    expect((await testApp.app.inject({ url: '/api/golf-courses/999999/insights' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/api/golf-courses/abc/insights' })).statusCode).toBe(400);
  });
});

describe('odds words', () => {
  it('writes hour bands, leads and durations the way people say them', () => {
    expect(hourBandWords(18, 20)).toBe('between 6 and 8 PM');
    expect(hourBandWords(11, 13)).toBe('between 11 AM and 1 PM');
    expect(hourBandWords(22, 24)).toBe('between 10 PM and midnight');
    expect(hourBandWords(10, 12)).toBe('between 10 AM and noon');
    expect(usuallyWords({ lead: 'same_day', fromHour: 6, toHour: 8 })).toBe(
      'usually between 6 and 8 AM the same morning',
    );
    expect(usuallyWords({ lead: 'two_to_three_days', fromHour: null, toHour: null })).toBe(
      'usually 2–3 days before',
    );
    expect(durationWords(1)).toBe('1 minute');
    expect(durationWords(90)).toBe('about 1½ hours');
    expect(durationWords(60)).toBe('about 1 hour');
    expect(durationWords(3000)).toBe('about 2 days');
  });
});
