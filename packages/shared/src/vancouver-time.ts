import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE } from './constants';

/** Today's date in Vancouver as YYYY-MM-DD. */
export function vancouverToday(now: Date = new Date()): string {
  return format(new TZDate(now, TIME_ZONE), 'yyyy-MM-dd');
}

/** Minutes since local midnight in Vancouver. */
export function vancouverMinutesNow(now: Date = new Date()): number {
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
