import { type CourseTeeTimes, NOT_LISTED_YET_MESSAGE } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import { bookingOpensLabel } from '../../lib/freshness-labels';
import {
  allSourcesFailed,
  courseBadge,
  courseNote,
  courseSheetKind,
  coursesToRefresh,
  dateToMoveTo,
  isCourseShown,
  mergeRefreshed,
  movedDateLine,
  notAnsweringText,
  REASK_NOT_READ_YET_MS,
  reaskAfterMs,
  showNoTeeTimes,
} from './course-sheet-view';

// A fixed clock: Mon, Jul 13 2026, 3:30 PM in Vancouver. Summer on purpose: UTC-7 in every tzdata
// version (2026c keeps British Columbia on UTC-7 all year from November 2026; older data does not).
const NOW = new Date('2026-07-13T22:30:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();
const SLOT = { time: '08:00', price: 55, availableSpots: 4, maxPlayers: 4, holes: 18 };

function course(overrides: Partial<CourseTeeTimes> = {}): CourseTeeTimes {
  return {
    courseId: 1,
    courseName: 'Langara Golf Course',
    region: 'Vancouver',
    date: '2026-07-14',
    teeTimeSlots: [SLOT],
    fetchedAt: ago(40),
    status: 'fresh',
    ...overrides,
  };
}

describe('a course card', () => {
  it('fresh with times: the count and no note', () => {
    expect(courseSheetKind(course())).toBe('slots');
    expect(courseBadge(course())).toBe('1 slot available');
    expect(courseNote(course(), NOW)).toBeNull();
    expect(isCourseShown(course())).toBe(true);
  });

  it('fresh and empty: "0 slots available", hidden among the cards (the source answered with none)', () => {
    const empty = course({ teeTimeSlots: [] });
    expect(courseBadge(empty)).toBe('0 slots available');
    expect(isCourseShown(empty)).toBe(false);
  });

  it('stale: the times with their age and the reason', () => {
    const stale = course({ status: 'stale', fetchedAt: ago(600), error: 'did not answer in time' });
    expect(courseBadge(stale)).toBe('1 slot available');
    expect(courseNote(stale, NOW)).toBe(
      'Not updated recently: showing times checked 10 min ago (did not answer in time).',
    );
    const emptyStale = course({ status: 'stale', teeTimeSlots: [], fetchedAt: ago(600) });
    expect(courseBadge(emptyStale)).toBe('0 slots available');
    expect(isCourseShown(emptyStale)).toBe(true);
  });

  it('unavailable (its site no longer lists it): "Live times unavailable", never "no tee times", not refreshed', () => {
    const gone = course({ courseId: 5, status: 'unavailable', teeTimeSlots: [], fetchedAt: null });
    expect(courseSheetKind(gone)).toBe('unavailable');
    expect(courseBadge(gone)).toBe('Live times unavailable');
    expect(isCourseShown(gone)).toBe(true);
    expect(coursesToRefresh([gone, course({ courseId: 6, status: 'stale' })])).toEqual([6]);
    expect(allSourcesFailed([gone, course({ status: 'failing', teeTimeSlots: [], fetchedAt: null })])).toBe(
      true,
    );
    expect(showNoTeeTimes([gone])).toBe(false);
  });

  it('failing with last known times: shows them, says the source is not answering', () => {
    const failing = course({ status: 'failing', fetchedAt: ago(3 * 3600), error: 'HTTP 503' });
    expect(courseSheetKind(failing)).toBe('slots');
    expect(courseNote(failing, NOW)).toBe(
      'The booking system is not answering right now: showing times checked at 12:30 PM (HTTP 503).',
    );
  });

  it('failing with nothing known: "not answering", never a count of 0', () => {
    const silent = course({ status: 'failing', teeTimeSlots: [], fetchedAt: null, error: 'timed out' });
    expect(courseSheetKind(silent)).toBe('not_answering');
    expect(courseBadge(silent)).toBe('Not answering');
    expect(notAnsweringText(silent, NOW)).toBe(
      "This course's booking system is not answering right now (timed out), so we can't tell which times are open.",
    );
    const known = course({ status: 'failing', teeTimeSlots: [], fetchedAt: ago(90) });
    expect(notAnsweringText(known, NOW)).toContain('Last good check 1 min ago.');
  });

  it('never read yet: "not read yet", neither a count of 0 nor blame on its booking site (decision 0206)', () => {
    const unread = course({ status: 'unknown', teeTimeSlots: [], fetchedAt: null, error: 'Not read yet' });
    expect(courseSheetKind(unread)).toBe('not_read_yet');
    expect(courseBadge(unread)).toBe('Not read yet');
    expect(courseNote(unread, NOW)).toBeNull();
    expect(isCourseShown(unread)).toBe(true);
    // Not a failure: the page does not say every source failed, nor that there are no tee times.
    expect(allSourcesFailed([unread])).toBe(false);
    expect(showNoTeeTimes([course({ teeTimeSlots: [] }), unread])).toBe(false);
    expect(showNoTeeTimes([course({ teeTimeSlots: [] })])).toBe(true);
  });

  it('a course its site was not asked to list yet is "not read yet" too; one it no longer lists is not', () => {
    const unlisted = { status: 'unavailable' as const, teeTimeSlots: [], fetchedAt: null };
    const pending = course({ ...unlisted, error: NOT_LISTED_YET_MESSAGE });
    expect(courseSheetKind(pending)).toBe('not_read_yet');
    expect(reaskAfterMs([pending], 1)).toBe(REASK_NOT_READ_YET_MS);
    const gone = course({
      ...unlisted,
      error: 'Live times unavailable: the course is not found at its booking site',
    });
    expect(courseSheetKind(gone)).toBe('unavailable');
    expect(reaskAfterMs([gone], 1)).toBe(false);
  });

  it('asks the same search again every 3 s while a course is not read yet, and a bounded number of times', () => {
    const unread = course({ status: 'unknown', teeTimeSlots: [], fetchedAt: null });
    expect(reaskAfterMs([course(), unread], 1)).toBe(REASK_NOT_READ_YET_MS);
    expect(REASK_NOT_READ_YET_MS).toBe(3000);
    expect(reaskAfterMs([course(), course({ status: 'failing', teeTimeSlots: [] })], 1)).toBe(false);
    expect(reaskAfterMs([], 0)).toBe(false);
    expect(reaskAfterMs([unread], 40)).toBe(REASK_NOT_READ_YET_MS);
    expect(reaskAfterMs([unread], 41)).toBe(false);
  });

  it('a server without status: an error without times is a source not answering', () => {
    const legacy = course({ status: undefined, teeTimeSlots: [], error: 'HTTP 500' });
    expect(courseSheetKind(legacy)).toBe('not_answering');
    expect(courseSheetKind(course({ status: undefined }))).toBe('slots');
  });

  it('not bookable yet: when bookings open, in Vancouver time', () => {
    const later = course({
      status: 'not_bookable_yet',
      teeTimeSlots: [],
      fetchedAt: null,
      bookingOpensAt: '2026-07-25T14:00:00Z',
    });
    expect(courseSheetKind(later)).toBe('not_bookable_yet');
    expect(courseBadge(later)).toBe('Not bookable yet');
    expect(bookingOpensLabel(later.bookingOpensAt)).toBe('Bookings open on Sat, Jul 25 at 7:00 AM');
    expect(bookingOpensLabel(undefined)).toBe('Bookings for this date are not open yet');
  });
});

describe('the page', () => {
  const silent = (courseId: number) =>
    course({ courseId, status: 'failing', teeTimeSlots: [], fetchedAt: null, error: 'HTTP 500' });

  it('all sources failed: the banner, not "No Tee Times Available"', () => {
    const results = [
      silent(1),
      silent(2),
      course({ courseId: 3, status: 'not_bookable_yet', teeTimeSlots: [] }),
    ];
    expect(allSourcesFailed(results)).toBe(true);
    expect(showNoTeeTimes(results)).toBe(false);
  });

  it('"No Tee Times Available" only when a source answered and nothing is open', () => {
    expect(showNoTeeTimes([silent(1), course({ courseId: 2, teeTimeSlots: [] })])).toBe(true);
    expect(allSourcesFailed([silent(1), course({ courseId: 2, teeTimeSlots: [] })])).toBe(false);
    expect(showNoTeeTimes([course()])).toBe(false);
    expect(showNoTeeTimes([])).toBe(true);
    expect(allSourcesFailed([])).toBe(false);
  });

  it('Refresh asks for the courses that are not fresh and merges them in place', () => {
    const results = [
      course({ courseId: 1 }),
      course({ courseId: 2, status: 'stale' }),
      silent(3),
      course({ courseId: 4, status: 'not_bookable_yet', teeTimeSlots: [] }),
      course({ courseId: 5, status: 'unknown', teeTimeSlots: [] }),
    ];
    expect(coursesToRefresh(results)).toEqual([2, 3, 5]);
    const merged = mergeRefreshed(results, [course({ courseId: 3, fetchedAt: ago(1) })]);
    expect(merged.map((result) => [result.courseId, result.status])).toEqual([
      [1, 'fresh'],
      [2, 'stale'],
      [3, 'fresh'],
      [4, 'not_bookable_yet'],
      [5, 'unknown'],
    ]);
    expect(coursesToRefresh([course()])).toEqual([]);
  });

  it('moves to the first date with times only when the asked date has none', () => {
    const empty = [course({ teeTimeSlots: [] })];
    expect(dateToMoveTo('2026-07-13', empty, '2026-07-14')).toBe('2026-07-14');
    expect(dateToMoveTo('2026-07-13', [course()], '2026-07-14')).toBeNull();
    expect(dateToMoveTo('2026-07-13', empty, '2026-07-13')).toBeNull();
    expect(dateToMoveTo('2026-07-13', empty, undefined)).toBeNull();
    expect(movedDateLine('2026-11-24')).toBe('No more times today: showing Tue, Nov 24');
  });
});
