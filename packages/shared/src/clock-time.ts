// The one way times are written for people: "6:00 AM", "12:30 PM" (issue 15: one time format everywhere).

/** "06:00" or "6:00" or "18:30" (24-hour, wall clock) → "6:00 AM" / "6:30 PM". */
export function formatClockTime(time: string): string {
  const [hourText = '0', minuteText = '00'] = time.split(':');
  const hour = Number(hourText) % 24;
  const suffix = hour >= 12 ? 'PM' : 'AM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minuteText.padStart(2, '0').slice(0, 2)} ${suffix}`;
}

/** A whole hour, 0–23 → "6:00 AM". */
export function formatClockHour(hour: number): string {
  return formatClockTime(`${hour}:00`);
}

const DAY_LABEL = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

// Built on first use: every page loads this module, and the home page never writes a year.
let dayLabelWithYear: Intl.DateTimeFormat | undefined;

/** A calendar date "2026-12-05" → "Sat, Dec 5" (the date itself, whatever the reader's zone). */
export function formatDayLabel(isoDate: string): string {
  return DAY_LABEL.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A calendar date "2026-12-05" → "Sat, Dec 5, 2026", for dates that may be in another year. */
export function formatDayLabelWithYear(isoDate: string): string {
  dayLabelWithYear ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayLabelWithYear.format(new Date(`${isoDate}T00:00:00Z`));
}
