import {
  bookingHint,
  bookingOpensAt,
  type CourseTeeTimes,
  createSlotFilter,
  defaultPaceFor,
  finishesAfterSunset,
  NOT_LISTED_YET_MESSAGE,
  type TeeTimesQuery,
} from '@teewatch/shared';
import type { Config } from '../../config';
import { coordinatesOrRegion, sunsetMinutes } from '../../lib/sunset';
import type { MirrorCourse, UnreadCourse } from '../mirror';
import { isSheetOld } from './is-sheet-old';
import type { CourseSheet } from './tee-times.queries';

/**
 * One course's answer to a search, from its stored sheet as it stands at `now` (no I/O). The status says
 * what the slots are worth: `not_bookable_yet` (the course has not released the date: when it will),
 * `failing` (the last read failed after the last good one: the last known slots and why), `unknown`
 * (never read: nothing to show, "not read yet"), else `stale` or `fresh` by the sheet's age against its cadence.
 */
export function answerCourse(options: {
  config: Config;
  course: MirrorCourse;
  query: TeeTimesQuery;
  sheet: CourseSheet | undefined;
  now: Date;
}): CourseTeeTimes {
  const { config, course, query, sheet, now } = options;
  const base = { courseId: course.id, courseName: course.name, region: course.city, date: query.date };
  const opensAt = bookingOpensAt(query.date, course.bookingAdvanceDays, course.bookingOpenTime);
  if (opensAt > now) {
    return {
      ...base,
      teeTimeSlots: [],
      fetchedAt: null,
      status: 'not_bookable_yet' as const,
      bookingOpensAt: opensAt.toISOString(),
    };
  }
  const isDisplayable = createSlotFilter({ ...query, now });
  // "Finishes after sunset" (decision 0199): judged for the holes the time offers, at the default pace.
  const sunset = sunsetMinutes(
    query.date,
    coordinatesOrRegion(course.latitude ?? null, course.longitude ?? null),
  );
  const teeTimeSlots = (sheet?.slots ?? []).filter(isDisplayable).map((slot) => ({
    time: slot.time,
    price: slot.price,
    availableSpots: slot.availableSpots,
    maxPlayers: Math.min(slot.maxPlayers, slot.availableSpots),
    holes: slot.holes,
    finishesAfterSunset: finishesAfterSunset(slot.time, defaultPaceFor(slot.holes), sunset),
    bookingUrl: slot.bookingUrl ?? course.bookingUrl ?? undefined,
    bookingHint: bookingHint({
      date: query.date,
      time: slot.time,
      landsOn: slot.bookingUrl ? slot.bookingLandsOn : 'search-page',
    }),
  }));
  const fetchedAt = sheet?.lastSuccessAt?.toISOString() ?? null;
  const isFailing =
    sheet?.lastErrorAt !== null &&
    sheet?.lastErrorAt !== undefined &&
    (!sheet.lastSuccessAt || sheet.lastErrorAt > sheet.lastSuccessAt);
  if (isFailing)
    return { ...base, teeTimeSlots, fetchedAt, status: 'failing' as const, error: sheet.lastError! };
  if (!sheet?.lastSuccessAt) {
    // Never read and never failed: its first read has not answered yet (it waits its turn at the host, or
    // outlasted the search's wait). Nothing is known, so no times and never "none"; nor did the site fail.
    return { ...base, teeTimeSlots: [], fetchedAt, status: 'unknown' as const, error: NOT_READ_YET_MESSAGE };
  }
  const isOld = isSheetOld({ config, course, date: query.date, sheet, now });
  const status = isOld ? ('stale' as const) : ('fresh' as const);
  return { ...base, teeTimeSlots, fetchedAt, status };
}

/** What golfers read of a course whose first read has not answered yet (decision 0206). */
export const NOT_READ_YET_MESSAGE =
  'Not read yet: its first check is still waiting its turn at the booking site';

/** What golfers read of a course whose site no longer lists it (or has not yet): no times, never "none". */
export const NOT_FOUND_AT_SITE_MESSAGE =
  'Live times unavailable: the course is not found at its booking site';

export { NOT_LISTED_YET_MESSAGE };

/** The answer of a course that is not read (decision 0160): `unavailable`, with where to book it. */
export function answerUnreadCourse(course: UnreadCourse, date: string): CourseTeeTimes {
  return {
    courseId: course.id,
    courseName: course.name,
    region: course.city,
    date,
    teeTimeSlots: [],
    fetchedAt: null,
    status: 'unavailable',
    error: course.reason === 'not_found' ? NOT_FOUND_AT_SITE_MESSAGE : NOT_LISTED_YET_MESSAGE,
    bookingUrl: course.bookingUrl ?? course.website,
  };
}
