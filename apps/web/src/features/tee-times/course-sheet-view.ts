import {
  type CourseSheetStatus,
  type CourseTeeTimes,
  formatDayLabel,
  NOT_LISTED_YET_MESSAGE,
} from '@teewatch/shared';
import { formatAge } from '../../lib/freshness-labels';
import { slotsAvailableLabel } from './tee-times-filters';

// What the tee-times page says about each course's sheet (issue 11, item 5; docs/decisions/0060), as pure
// functions of the answer and a clock, so every state is tested without a browser. The rule that matters:
// "0 slots available" only when the source answered with none; a source that does not answer says so.

/** A server from before the mirror sends no status: an error then means its source did not answer. */
export function effectiveStatus(result: CourseTeeTimes): CourseSheetStatus {
  return result.status ?? (result.error ? 'failing' : 'fresh');
}

/** How a course's card reads. */
export type CourseSheetKind = 'slots' | 'not_answering' | 'not_read_yet' | 'not_bookable_yet' | 'unavailable';

export function courseSheetKind(result: CourseTeeTimes): CourseSheetKind {
  const status = effectiveStatus(result);
  if (status === 'not_bookable_yet') return 'not_bookable_yet';
  // Its booking site was not asked for its list yet (a cold start): not read yet, not "no longer lists" (0206).
  if (status === 'unavailable' && result.error === NOT_LISTED_YET_MESSAGE) return 'not_read_yet';
  // Its booking site no longer lists the course: not read, so no times, never "0 slots" (decision 0160).
  if (status === 'unavailable') return 'unavailable';
  if (result.teeTimeSlots.length > 0) return 'slots';
  // Never read and never failed: its first read is still under way, which is no fault of its site (0206).
  if (status === 'unknown' && !result.fetchedAt) return 'not_read_yet';
  if (status === 'failing' || status === 'unknown') return 'not_answering';
  return 'slots';
}

/** The badge in the card's corner. */
export function courseBadge(result: CourseTeeTimes): string {
  const kind = courseSheetKind(result);
  if (kind === 'not_answering') return 'Not answering';
  if (kind === 'not_read_yet') return 'Not read yet';
  if (kind === 'not_bookable_yet') return 'Not bookable yet';
  if (kind === 'unavailable') return 'Live times unavailable';
  return slotsAvailableLabel(result.teeTimeSlots.length);
}

/**
 * The line under the heading that says why the slots may not be the sheet, or null when they are.
 * `not_bookable_yet` and `not_answering` cards carry their own text (see the card).
 */
export function courseNote(result: CourseTeeTimes, now: Date): string | null {
  const status = effectiveStatus(result);
  if (courseSheetKind(result) !== 'slots' || status === 'fresh') return null;
  const age = result.fetchedAt ? formatAge(result.fetchedAt, now) : null;
  const shown = age ? `showing times checked ${age}` : 'showing the last times we know';
  if (status === 'stale') {
    return `Not updated recently: ${shown}${result.error ? ` (${result.error})` : ''}.`;
  }
  return `The booking system is not answering right now: ${shown}${result.error ? ` (${result.error})` : ''}.`;
}

/** For a course its booking site no longer lists: why there are no times here, and where to book. */
export const UNAVAILABLE_TEXT =
  "Live times unavailable: this course's booking site no longer lists it under the name we read, so we can't show its times. Book on the course's site.";

/** For a course whose first read has not answered yet: nothing is known, and the page asks again (0206). */
export const NOT_READ_YET_TEXT =
  "We haven't read this course's times yet: its first check is waiting its turn at the booking site. This page asks again every few seconds.";

/** While a course is not read yet, the page asks again this often (decision 0206). */
export const REASK_NOT_READ_YET_MS = 3000;
/** ...at most this many times for one search: a first read ends well within it, read or failing. */
const MAX_REASKS = 40;

/** How soon the page asks the same search again: while a course is not read yet, else never. */
export function reaskAfterMs(results: CourseTeeTimes[], timesAsked: number): number | false {
  if (timesAsked > MAX_REASKS) return false;
  return results.some((result) => courseSheetKind(result) === 'not_read_yet') ? REASK_NOT_READ_YET_MS : false;
}

/** For a course whose source does not answer: what we know, never "no tee times". */
export function notAnsweringText(result: CourseTeeTimes, now: Date): string {
  const reason = result.error ? ` (${result.error})` : '';
  const last = result.fetchedAt ? ` Last good check ${formatAge(result.fetchedAt, now)}.` : '';
  return `This course's booking system is not answering right now${reason}, so we can't tell which times are open.${last}`;
}

/** Cards the page shows: every course with times, and every course whose sheet needs a word of explanation. */
export function isCourseShown(result: CourseTeeTimes): boolean {
  return result.teeTimeSlots.length > 0 || effectiveStatus(result) !== 'fresh';
}

/** Every readable course's source failed: say so once, above the cards. */
export function allSourcesFailed(results: CourseTeeTimes[]): boolean {
  const readable = results.filter((result) => {
    const status = effectiveStatus(result);
    return status !== 'not_bookable_yet' && status !== 'unavailable';
  });
  return readable.length > 0 && readable.every((result) => courseSheetKind(result) === 'not_answering');
}

/**
 * "No Tee Times Available" only when some source answered and none has a time (or no course is listed), and
 * no course is still to be read.
 */
export function showNoTeeTimes(results: CourseTeeTimes[]): boolean {
  if (results.length === 0) return true;
  const answered = results.some((result) => {
    const status = effectiveStatus(result);
    return status === 'fresh' || status === 'stale';
  });
  const isAnyNotReadYet = results.some((result) => courseSheetKind(result) === 'not_read_yet');
  return answered && !isAnyNotReadYet && results.every((result) => result.teeTimeSlots.length === 0);
}

/**
 * The courses Refresh asks for again: those whose data is not fresh. A course not bookable yet has nothing
 * to read. Empty means every course is fresh (the page then re-reads them all: a cheap mirror read).
 */
export function coursesToRefresh(results: CourseTeeTimes[]): number[] {
  return results
    .filter((result) => {
      const status = effectiveStatus(result);
      return status !== 'fresh' && status !== 'not_bookable_yet' && status !== 'unavailable';
    })
    .map((result) => result.courseId);
}

/** The refreshed courses replace their old entries; the order of the list stays. */
export function mergeRefreshed(current: CourseTeeTimes[], refreshed: CourseTeeTimes[]): CourseTeeTimes[] {
  const byId = new Map(refreshed.map((result) => [result.courseId, result]));
  return current.map((result) => byId.get(result.courseId) ?? result);
}

/**
 * On first open without a date in the URL: when nothing is left on the asked date and the server knows a
 * later date with times, the date to move to; otherwise null.
 */
export function dateToMoveTo(
  askedDate: string,
  results: CourseTeeTimes[],
  firstDateWithTimes: string | undefined,
): string | null {
  if (!firstDateWithTimes || firstDateWithTimes <= askedDate) return null;
  return results.some((result) => result.teeTimeSlots.length > 0) ? null : firstDateWithTimes;
}

export function movedDateLine(date: string): string {
  return `No more times today: showing ${formatDayLabel(date)}`;
}
