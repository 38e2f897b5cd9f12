import { formatDayLabel, TIME_ZONE } from '@teewatch/shared';

// How fresh a figure is and when a date's bookings open, in Vancouver time: the words every page uses for
// "Checked 12 min ago" and "Bookings open on …" (the tee-times cards, a course's live facts, the waitlist's
// and the dashboard's booking-opens notes), pure functions of an instant and a clock.

const VANCOUVER = TIME_ZONE;

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
