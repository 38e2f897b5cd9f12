// The VTIMEZONE an .ics carries (RFC 5545 §3.6.5), computed from the runtime's own tz database through
// Intl, never from a bundled table or a fixed offset: under tzdata 2026c America/Vancouver stays on
// UTC−7 from November 2026, and a calendar must not be told otherwise. Outlook converts with the file's
// VTIMEZONE; Google and Apple read the TZID; both then agree with what Teewatch shows.

const MINUTE = 60_000;
const DAY = 86_400_000;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC in `timeZone` at `at` (Vancouver in winter: -480). */
export function zoneOffsetMinutes(timeZone: string, at: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Every instant in [from, to) at which the zone's offset changes, to the minute. */
export function zoneTransitions(timeZone: string, from: number, to: number): number[] {
  const found: number[] = [];
  let before = from;
  let offset = zoneOffsetMinutes(timeZone, before);
  for (let at = from + DAY; at < to + DAY; at += DAY) {
    const next = zoneOffsetMinutes(timeZone, Math.min(at, to));
    if (next !== offset) {
      let low = before;
      let high = Math.min(at, to);
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (zoneOffsetMinutes(timeZone, middle) === offset) low = middle;
        else high = middle;
      }
      found.push(high);
      offset = next;
    }
    before = Math.min(at, to);
  }
  return found;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** Local wall clock of a UTC instant under a fixed offset, as an iCalendar DATE-TIME: 20260308T020000. */
function localStamp(at: number, offsetMinutes: number): string {
  return new Date(at + offsetMinutes * MINUTE).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/**
 * A VTIMEZONE for `timeZone` that is exact over [from, to): one observance for the offset in force at
 * `from`, then one per transition (onset written in the previous offset's local time, as RFC 5545 asks).
 */
export function vtimezone(timeZone: string, from: number, to: number): string {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  let offset = zoneOffsetMinutes(timeZone, from);
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', onset: number, fromOffset: number, toOffset: number) =>
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(onset, fromOffset)}`,
      `TZOFFSETFROM:${formatOffset(fromOffset)}`,
      `TZOFFSETTO:${formatOffset(toOffset)}`,
      `END:${kind}`,
    );
  observance('STANDARD', from, offset, offset);
  for (const at of zoneTransitions(timeZone, from, to)) {
    const next = zoneOffsetMinutes(timeZone, at);
    observance(next > offset ? 'DAYLIGHT' : 'STANDARD', at, offset, next);
    offset = next;
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
