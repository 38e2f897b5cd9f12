import { type TeeTimesQuery, vancouverMinutesNow, vancouverToday } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { MirrorCourse } from '../mirror';
import { answerCourse, NOT_READ_YET_MESSAGE } from './answer-course';
import type { CourseSheet, SheetSlot } from './tee-times.queries';

// answerCourse is pure: a fixed moment, a hand-made course and sheet.

const config = loadConfig({ DATA_DIR: '/tmp/teewatch-answer-test', BETTER_AUTH_SECRET: 'x'.repeat(32) });
const NOW = new Date('2026-12-01T18:00:00Z'); // morning in Vancouver
const TOMORROW = '2026-12-02'; // a near date: read every near cadence
const NEAR_CADENCE_MS = config.alerts.pollIntervalSeconds.near * 1000;

const course: MirrorCourse = {
  id: 7,
  name: 'Fraserview Golf Course',
  city: 'Vancouver',
  apiType: 'cps',
  apiCourseId: '2',
  apiConfig: {},
  bookingUrl: 'https://golfvancouver.cps.golf/onlineresweb/search-teetime',
  bookingAdvanceDays: 30,
  bookingOpenTime: '00:00',
};

const query = (overrides: Partial<TeeTimesQuery> = {}): TeeTimesQuery => ({
  date: TOMORROW,
  startHour: 0,
  endHour: 24,
  numberOfPlayers: 0,
  ...overrides,
});

const slot = (time: string, overrides: Partial<SheetSlot> = {}): SheetSlot => ({
  time,
  holes: 18,
  availableSpots: 4,
  minPlayers: 1,
  maxPlayers: 4,
  price: 61,
  bookingUrl: null,
  bookingLandsOn: null,
  ...overrides,
});

const ago = (ms: number) => new Date(NOW.getTime() - ms);

/** answerCourse at NOW for the course, a default query and a sheet read 30 s ago, but for `input`. */
function answerWith(input: {
  course?: MirrorCourse;
  query?: TeeTimesQuery;
  sheet?: CourseSheet | undefined;
}) {
  return answerCourse({ config, course, query: query(), sheet: sheet(), now: NOW, ...input });
}

/** A sheet whose last read, `ms` ago, failed. */
const failedAgo = (ms: number) => sheet({ lastError: SOURCE_DOWN, lastErrorAt: ago(ms) });
const SOURCE_DOWN = 'Source unavailable: the booking system returned an error';

function sheet(overrides: Partial<CourseSheet> = {}): CourseSheet {
  return {
    courseId: course.id,
    lastPolledAt: ago(30_000),
    lastSuccessAt: ago(30_000),
    lastError: null,
    lastErrorAt: null,
    leaseUntil: null,
    slots: [slot('07:10'), slot('12:40', { availableSpots: 2 })],
    ...overrides,
  };
}

describe('answerCourse', () => {
  it('answers a recent sheet as fresh, with its slots as the page shows them', () => {
    const answer = answerWith({});
    expect(answer).toEqual({
      courseId: 7,
      courseName: 'Fraserview Golf Course',
      region: 'Vancouver',
      date: TOMORROW,
      fetchedAt: ago(30_000).toISOString(),
      status: 'fresh',
      teeTimeSlots: [
        {
          time: '07:10',
          price: 61,
          availableSpots: 4,
          maxPlayers: 4,
          holes: 18,
          finishesAfterSunset: false,
          bookingUrl: course.bookingUrl,
          bookingHint: 'Choose 7:10 AM on Wed, Dec 2 on the course\u2019s site',
        },
        {
          time: '12:40',
          price: 61,
          availableSpots: 2,
          maxPlayers: 2,
          holes: 18,
          // 18 holes from 12:40 PM end at 5:10 PM, within minutes of sunset (see the next tests).
          finishesAfterSunset: expect.any(Boolean),
          bookingUrl: course.bookingUrl,
          bookingHint: 'Choose 12:40 PM on Wed, Dec 2 on the course\u2019s site',
        },
      ],
    });
  });

  it("links a slot to its own page when it has one, and filters by the query's hours and party", () => {
    const own = slot('08:00', { bookingUrl: 'https://example.test/slot/8', bookingLandsOn: 'tee-time' });
    const answer = answerWith({
      query: query({ startHour: 8, endHour: 12, numberOfPlayers: 3 }),
      sheet: sheet({ slots: [slot('07:10'), own, slot('09:00', { availableSpots: 2 }), slot('12:40')] }),
    });
    expect(answer.teeTimeSlots).toEqual([
      {
        time: '08:00',
        price: 61,
        availableSpots: 4,
        maxPlayers: 4,
        holes: 18,
        finishesAfterSunset: false,
        bookingUrl: 'https://example.test/slot/8',
        bookingHint: undefined,
      },
    ]);
  });

  it('marks "finishes after sunset" by the holes the time offers, at the default pace', () => {
    // Dec 2: sunset at 4:17 PM on PST, 5:17 PM on the UTC-7 the time-zone database may hold for BC from
    // November 2026. Nine holes from 1:50 PM end at 4:05 PM; eighteen at 6:20 PM: the same either way.
    const answer = answerWith({ sheet: sheet({ slots: [slot('13:50', { holes: 9 }), slot('13:50')] }) });
    expect(answer.teeTimeSlots.map((time) => [time.holes, time.finishesAfterSunset])).toEqual([
      [9, false],
      [18, true],
    ]);
  });

  it('calls a sheet older than twice its cadence stale, and keeps its slots', () => {
    const old = ago(2 * NEAR_CADENCE_MS + 1000);
    const answer = answerWith({ sheet: sheet({ lastPolledAt: old, lastSuccessAt: old }) });
    expect(answer).toMatchObject({ status: 'stale', fetchedAt: old.toISOString() });
    expect(answer.teeTimeSlots).toHaveLength(2);
  });

  it('shows a failing source’s last known slots with the reason', () => {
    const answer = answerWith({ sheet: failedAgo(5000) });
    expect(answer).toMatchObject({
      status: 'failing',
      fetchedAt: ago(30_000).toISOString(),
      error: 'Source unavailable: the booking system returned an error',
    });
    expect(answer.teeTimeSlots).toHaveLength(2);
  });

  it('an error older than the last good read is history, not a failure', () => {
    const answer = answerWith({ sheet: failedAgo(60_000) });
    expect(answer).toMatchObject({ status: 'fresh' });
    expect(answer.error).toBeUndefined();
  });

  it('with nothing read yet, says it is not read yet instead of showing an empty sheet or blaming the site', () => {
    expect(answerWith({ sheet: undefined })).toEqual({
      courseId: 7,
      courseName: 'Fraserview Golf Course',
      region: 'Vancouver',
      date: TOMORROW,
      teeTimeSlots: [],
      fetchedAt: null,
      status: 'unknown',
      error: NOT_READ_YET_MESSAGE,
    });
  });

  it('says when bookings open for a date the course has not released, whatever the mirror holds', () => {
    const answer = answerWith({
      course: { ...course, bookingAdvanceDays: 7, bookingOpenTime: '15:00' },
      query: query({ date: '2026-12-11' }),
      sheet: sheet(),
    });
    expect(answer).toEqual({
      courseId: 7,
      courseName: 'Fraserview Golf Course',
      region: 'Vancouver',
      date: '2026-12-11',
      teeTimeSlots: [],
      fetchedAt: null,
      status: 'not_bookable_yet',
      bookingOpensAt: '2026-12-04T15:00:00.000Z',
    });
  });

  it('for today shows only times at least 30 minutes ahead', () => {
    // Vancouver's wall clock at NOW from the runtime's tz database, never a written-down offset.
    const minutesNow = vancouverMinutesNow(NOW);
    const hhmm = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const answer = answerWith({
      query: query({ date: vancouverToday(NOW) }),
      sheet: sheet({ slots: [slot(hhmm(minutesNow + 10)), slot(hhmm(minutesNow + 45))] }),
    });
    expect(answer.teeTimeSlots.map((shown) => shown.time)).toEqual([hhmm(minutesNow + 45)]);
  });
});
