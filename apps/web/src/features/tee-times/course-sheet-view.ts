import { type CourseSheetStatus, type CourseTeeTimes, formatDayLabel } from '@teewatch/shared';
import { slotsAvailableLabel } from './tee-times-filters';

// What the tee-times page says about each course's sheet (issue 11, item 5; docs/decisions/0060), as pure
// functions of the answer and a clock, so every state is tested without a browser. The rule that matters:
// "0 slots available" only when the source answered with none; a source that does not answer says so.

const VANCOUVER = 'America/Vancouver';

/** A server from before the mirror sends no status: an error then means its source did not answer. */
export function effectiveStatus(result: CourseTeeTimes): CourseSheetStatus {
  return result.status ?? (result.error ? 'failing' : 'fresh');
}

/** How a course's card reads. */
export type CourseSheetKind = 'slots' | 'not_answering' | 'not_bookable_yet';

export function courseSheetKind(result: CourseTeeTimes): CourseSheetKind {
  const status = effectiveStatus(result);
  if (status === 'not_bookable_yet') return 'not_bookable_yet';
  if ((status === 'failing' || status === 'unknown') && result.teeTimeSlots.length === 0)
    return 'not_answering';
  return 'slots';
}

const timeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: VANCOUVER,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: VANCOUVER,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const vancouverDay = new Intl.DateTimeFormat('en-CA', { timeZone: VANCOUVER, dateStyle: 'short' });

/** "7:00 AM" in Vancouver, with a plain space whatever the ICU version puts before AM/PM. */
function vancouverTime(instant: Date): string {
  const parts = timeParts.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** "Sat, Dec 5 at 7:00 AM" in Vancouver. */
export function formatVancouverDayTime(instant: Date): string {
  return `${dayFormat.format(instant)} at ${vancouverTime(instant)}`;
}

/**
 * How long ago an instant was, for "Checked …": "just now", "40 s ago", "12 min ago"; from an hour on, the
 * time ("at 3:05 PM"), with the day when it was not today in Vancouver.
 */
export function formatAge(iso: string, now: Date): string {
  const then = new Date(iso);
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < 10) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (vancouverDay.format(then) === vancouverDay.format(now)) return `at ${vancouverTime(then)}`;
  return `on ${formatVancouverDayTime(then)}`;
}

export function checkedLabel(fetchedAt: string | null, now: Date): string | null {
  return fetchedAt ? `Checked ${formatAge(fetchedAt, now)}` : null;
}

export function bookingOpensLabel(bookingOpensAt: string | undefined): string {
  return bookingOpensAt
    ? `Bookings open on ${formatVancouverDayTime(new Date(bookingOpensAt))}`
    : 'Bookings for this date are not open yet';
}

/** "Sat, Jun 20, Langara Golf Course: Bookings open on …": a chosen date its course has not released yet. */
export function pendingDateLabel(pending: { course: { name: string }; date: string; opensAt: Date }): string {
  return `${formatDayLabel(pending.date)}, ${pending.course.name}: ${bookingOpensLabel(pending.opensAt.toISOString())}`;
}

/** The badge in the card's corner. */
export function courseBadge(result: CourseTeeTimes): string {
  const kind = courseSheetKind(result);
  if (kind === 'not_answering') return 'Not answering';
  if (kind === 'not_bookable_yet') return 'Not bookable yet';
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
  const readable = results.filter((result) => effectiveStatus(result) !== 'not_bookable_yet');
  return readable.length > 0 && readable.every((result) => courseSheetKind(result) === 'not_answering');
}

/** "No Tee Times Available" only when some source answered and none has a time (or no course is listed). */
export function showNoTeeTimes(results: CourseTeeTimes[]): boolean {
  if (results.length === 0) return true;
  const answered = results.some((result) => {
    const status = effectiveStatus(result);
    return status === 'fresh' || status === 'stale';
  });
  return answered && results.every((result) => result.teeTimeSlots.length === 0);
}

/**
 * The courses Refresh asks for again: those whose data is not fresh. A course not bookable yet has nothing
 * to read. Empty means every course is fresh (the page then re-reads them all: a cheap mirror read).
 */
export function coursesToRefresh(results: CourseTeeTimes[]): number[] {
  return results
    .filter((result) => {
      const status = effectiveStatus(result);
      return status !== 'fresh' && status !== 'not_bookable_yet';
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
