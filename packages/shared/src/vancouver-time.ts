import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE } from './constants';

/** The date in Vancouver at `now` as YYYY-MM-DD (the caller reads its clock: shared code reads none). */
export function vancouverToday(now: Date): string {
  return format(new TZDate(now, TIME_ZONE), 'yyyy-MM-dd');
}

/** Minutes since local midnight in Vancouver at `now`. */
export function vancouverMinutesNow(now: Date): number {
  const local = new TZDate(now, TIME_ZONE);
  return local.getHours() * 60 + local.getMinutes();
}

/** YYYY-MM-DD that is `days` after the given YYYY-MM-DD (calendar arithmetic, no time zone). */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  // UTC calendar arithmetic: no time zone or daylight-saving change can move the day, and it is cheap
  // enough for a check on every search request.
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True when the string is a real calendar date in YYYY-MM-DD form. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** "HH:MM" → minutes since midnight. */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/**
 * Vancouver's date read from `clock`, worked out again only when the clock's minute changes (Vancouver's
 * offset is whole hours, so its date changes on a minute): for checks that run on every request.
 */
export function vancouverTodayFrom(clock: () => Date): () => string {
  let memo = { minute: Number.NaN, value: '' };
  return () => {
    const now = clock();
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== memo.minute) memo = { minute, value: vancouverToday(now) };
    return memo.value;
  };
}
