import { type BookingLink, chronogolfBookingLink } from '../booking-links';
import { normaliseClockTime, toVancouverLocal } from '../source-time';
import type { SourceCourse, TeeTimeSlot } from '../tee-time-source';
import { numberOrUndefined, text } from '../upstream-values';
import { type ClubConfig, DEFAULT_ORIGIN } from './club-config';

// ChronoGolf rows (v2 and classic) → the adapters' common TeeTimeSlot, with the deepest booking link.

/**
 * The booking link of one slot (booking-links.ts): the review page of the tee time itself when the
 * club's page and an affiliation type are known, else the course's booking page.
 */
export function chronogolfSlotLink(options: {
  course: SourceCourse;
  club: Pick<ClubConfig, 'clubUrl'>;
  date: string;
  time: string;
  holes: number;
  affiliationTypeId: string | undefined;
  partySize: number;
  teetimeId: string | undefined;
}): BookingLink {
  const { course, club } = options;
  return chronogolfBookingLink({
    clubUrl: club.clubUrl,
    courseId: course.apiCourseId,
    affiliationTypeId: options.affiliationTypeId,
    date: options.date,
    time: options.time,
    players: options.partySize,
    holes: options.holes === 9 ? 9 : 18,
    teetimeId: options.teetimeId,
    fallbackUrl: course.bookingUrl ?? club.clubUrl ?? DEFAULT_ORIGIN,
  });
}

function slotLink(link: BookingLink): Pick<TeeTimeSlot, 'bookingUrl' | 'bookingLandsOn'> {
  return { bookingUrl: link.url, bookingLandsOn: link.landsOn };
}

type SlotContext = { course: SourceCourse; club: ClubConfig; date: string };

export function normaliseV2Slot(raw: unknown, context: SlotContext): TeeTimeSlot | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const item = raw as Record<string, unknown>;
  if (item.out_of_capacity === true || item.frozen === true) return undefined;
  const availableSpots = numberOrUndefined(item.max_player_size) ?? 0;
  if (availableSpots <= 0) return undefined;
  // starts_at (UTC) is authoritative; start_time is a fallback for answers without it.
  const local =
    typeof item.starts_at === 'string'
      ? toVancouverLocal(item.starts_at)
      : { date: text(item.date) ?? context.date, time: normaliseClockTime(item.start_time) };
  if (!local?.time || local.date !== context.date) return undefined;
  const course = (item.course ?? {}) as { holes?: unknown; bookable_holes?: unknown; uuid?: unknown };
  if (
    typeof course.uuid === 'string' &&
    context.club.courseUuid &&
    course.uuid.toLowerCase() !== context.club.courseUuid.toLowerCase()
  ) {
    return undefined;
  }
  const bookable = Array.isArray(course.bookable_holes)
    ? course.bookable_holes.filter((h) => typeof h === 'number')
    : [];
  // The price is for the course's own length when it is bookable, so that is the round we describe.
  const holes = numberOrUndefined(course.holes) ?? (bookable.length > 0 ? Math.max(...bookable) : 18);
  const price = (item.default_price ?? {}) as Record<string, unknown>;
  const minPlayers = numberOrUndefined(item.min_player_size) ?? 1;
  const teetimeId = text(item.id) ?? `${context.date}-${local.time}`;
  return {
    time: local.time,
    holes,
    availableSpots,
    minPlayers,
    maxPlayers: availableSpots,
    price: numberOrUndefined(price.green_fee) ?? numberOrUndefined(price.subtotal) ?? null,
    sourceSlotId: teetimeId,
    ...slotLink(
      chronogolfSlotLink({
        ...context,
        time: local.time,
        holes,
        affiliationTypeId: text(price.player_type_id) ?? context.club.affiliationTypeId,
        partySize: minPlayers,
        // Only the source's own id lands on the time; a made-up one would land nowhere.
        teetimeId: text(item.id),
      }),
    ),
  };
}

type ClassicAnswer = { partySize: number; items: unknown[] };

/**
 * The classic endpoint answers "which slots take a party of N". A slot's open seats are the largest N
 * it accepts, and its smallest party the smallest such N.
 */
export function mergeClassicAnswers(answers: ClassicAnswer[], context: SlotContext): TeeTimeSlot[] {
  const byTime = new Map<string, { item: Record<string, unknown>; largest: number; smallest: number }>();
  for (const { partySize, items } of answers) {
    for (const raw of items) {
      if (!raw || typeof raw !== 'object') continue;
      const item = raw as Record<string, unknown>;
      if (item.out_of_capacity === true || item.frozen === true) continue;
      if (Array.isArray(item.restrictions) && item.restrictions.length > 0) continue;
      const itemDate = text(item.date);
      if (itemDate && itemDate !== context.date) continue;
      const time = normaliseClockTime(item.start_time);
      if (!time) continue;
      const seen = byTime.get(time);
      if (!seen) byTime.set(time, { item, largest: partySize, smallest: partySize });
      else {
        if (partySize > seen.largest) Object.assign(seen, { item, largest: partySize });
        seen.smallest = Math.min(seen.smallest, partySize);
      }
    }
  }
  return [...byTime.entries()].map(([time, { item, largest, smallest }]) => {
    const fees = Array.isArray(item.green_fees) ? (item.green_fees as Record<string, unknown>[]) : [];
    const fee = fees[0] ?? {};
    const teetimeId = text(item.id) ?? `${context.date}-${time}`;
    return {
      time,
      holes: context.club.holes,
      availableSpots: largest,
      minPlayers: smallest,
      maxPlayers: largest,
      price:
        numberOrUndefined(fee.green_fee) ??
        numberOrUndefined(fee.subtotal) ??
        numberOrUndefined(fee.price) ??
        null,
      sourceSlotId: teetimeId,
      ...slotLink(
        chronogolfSlotLink({
          ...context,
          time,
          holes: context.club.holes,
          affiliationTypeId: context.club.affiliationTypeId,
          partySize: smallest,
          teetimeId: text(item.id),
        }),
      ),
    };
  });
}
