import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '@teewatch/shared';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(isoDate: string): [number, number, number] {
  return isoDate.split('-').map(Number) as [number, number, number];
}

/** YYYY-MM-DD → what JS `Date.prototype.toDateString()` prints for it, e.g. "Sat Jun 13 2026" (CPS searchDate). */
export function toDateString(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${MONTHS[m - 1]} ${String(d).padStart(2, '0')} ${y}`;
}

/** JS getTimezoneOffset() for Vancouver on that date: 420 in daylight time, 480 in standard time. */
export function vancouverTimezoneOffset(isoDate: string): number {
  const [y, m, d] = parts(isoDate);
  return new TZDate(y, m - 1, d, 12, 0, 0, TIME_ZONE).getTimezoneOffset();
}

/** A UTC instant → Vancouver local { date: YYYY-MM-DD, time: HH:MM }. */
export function toVancouverLocal(instant: string | Date): { date: string; time: string } | undefined {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return undefined;
  const local = new TZDate(at, TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

/** "7:05", "07:05" or "07:05:00" → "07:05"; anything else → undefined. */
export function normaliseClockTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}
