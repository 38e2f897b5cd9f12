import { TIME_ZONE } from '@teewatch/shared';

// Every instant is shown in America/Vancouver (admin-console §9; the dashboard like the alert email), whatever
// the browser's zone.

// en-US for the clock: the product writes "2:05 PM" everywhere (en-CA would write "2:05 p.m.").
const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // PST/PDT, so nobody reads a Vancouver time as their own zone's.
  timeZoneName: 'short',
});

const dateOnly = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

function parse(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "Jun 3, 2026, 2:05 PM PDT" in Vancouver time; '—' when absent. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateTime.format(date) : '—';
}

/** "Jun 3, 2026" in Vancouver time; '—' when absent. */
export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateOnly.format(date) : '—';
}

/** A calendar date string (YYYY-MM-DD) shown as "Jun 3" without any time-zone shift. */
export function formatIsoDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
