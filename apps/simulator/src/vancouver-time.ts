// Tee sheets live on America/Vancouver wall-clock time. Intl (full ICU in Node) does the time-zone work,
// so the simulator needs no dependency and gets DST right.

export const TIME_ZONE = 'America/Vancouver';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Vancouver calendar date of an instant, YYYY-MM-DD. */
export function vancouverDate(instant: Date): string {
  return dateFormat.format(instant);
}

/** Offset of Vancouver wall-clock from UTC at an instant, in minutes (-420 in PDT, -480 in PST). */
function offsetMinutesAt(epochMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** The UTC instant of a Vancouver wall-clock time (date YYYY-MM-DD, minutes since local midnight). */
export function vancouverToUtc(date: string, minutesOfDay: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minutesOfDay);
  // Two passes settle the offset on either side of a DST switch.
  let guess = wallAsUtc - offsetMinutesAt(wallAsUtc) * 60_000;
  guess = wallAsUtc - offsetMinutesAt(guess) * 60_000;
  return new Date(guess);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** Days since 2020-01-01, for compact stable ids. */
export function dayNumber(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(2020, 0, 1)) / 86_400_000);
}

export function isWeekend(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * CPS searchDate: JavaScript's toDateString() ("Sat Jun 13 2026"), as the SPA sends it, or ISO
 * yyyy-MM-dd (optionally with a time part). Returns YYYY-MM-DD, or undefined when unreadable.
 */
export function parseCpsSearchDate(value: string): string | undefined {
  const text = value.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+)?$/.exec(text);
  if (iso) return isIsoDate(iso[1]!) ? iso[1] : undefined;
  const js = /^(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat)\s+([A-Za-z]{3})\s+(\d{1,2})\s+(\d{4})$/.exec(text);
  if (!js) return undefined;
  const month = MONTHS.indexOf(js[1]!) + 1;
  if (month === 0) return undefined;
  const date = `${js[3]}-${String(month).padStart(2, '0')}-${js[2]!.padStart(2, '0')}`;
  return isIsoDate(date) ? date : undefined;
}

/** "H:MM" or "HH:MM" → minutes since midnight, or undefined. */
export function parseTime(value: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
  return hours * 60 + minutes;
}

export function formatTime(minutesOfDay: number, pad = true): string {
  const hours = Math.floor(minutesOfDay / 60);
  const minutes = String(minutesOfDay % 60).padStart(2, '0');
  return `${pad ? String(hours).padStart(2, '0') : hours}:${minutes}`;
}
