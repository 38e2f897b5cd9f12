import {
  hourToTime,
  lastWatchableDate,
  PARTY_SIZES,
  type PartySize,
  WAITLIST_FIRST_HOUR,
  WAITLIST_LAST_HOUR,
} from '@teewatch/shared';
import type { WaitlistFormValues } from './waitlist-form-rules';

/** At most this many courses come from an address: the form's course picker lists the catalogue's. */
const MAX_PREFILLED_COURSES = 100;

/**
 * What the waitlist form starts with when its address carries a search (issue 51, item 4: "Alert me for
 * this", keys PAGES.waitlist.query): the courses, the date, the hour window and the party. A value the
 * form cannot offer is left out, so that field starts at its default; nothing here is trusted further,
 * the shared schema checks the request as it is sent.
 */
export function waitlistPrefillFromSearch(search: string, today: string): Partial<WaitlistFormValues> {
  const params = new URLSearchParams(search);
  const prefill: Partial<WaitlistFormValues> = {};
  const courseIds = (params.get('courseIds') ?? '')
    .split(',')
    .filter((id) => /^[1-9]\d{0,8}$/.test(id))
    .map(Number);
  if (courseIds.length > 0) prefill.courseIds = [...new Set(courseIds)].slice(0, MAX_PREFILLED_COURSES);
  const date = params.get('date') ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today && date <= lastWatchableDate(today))
    prefill.preferredDates = [date];
  const hour = (key: string) => {
    const value = params.get(key);
    return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
  };
  const start = hour('startHour');
  const end = hour('endHour');
  if (
    start !== undefined &&
    end !== undefined &&
    start >= WAITLIST_FIRST_HOUR &&
    end <= WAITLIST_LAST_HOUR &&
    start < end
  ) {
    prefill.startTime = hourToTime(start);
    prefill.endTime = hourToTime(end);
  }
  const players = hour('numberOfPlayers');
  const party = PARTY_SIZES.find((size) => size === players);
  if (party !== undefined) prefill.numberOfPlayers = party satisfies PartySize;
  return prefill;
}
