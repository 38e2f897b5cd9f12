// The contract between the upstream adapters (sources/booking-systems.ts), the search service and the alert
// engine. Adapters normalise every upstream variant into TeeTimeSlot.

import type { ApiType, BookingLandsOn } from '@teewatch/shared';
import type { SiteListing } from './course-listing';

/** One bookable tee time as Teewatch understands it, whatever system it came from. */
export type TeeTimeSlot = {
  /** Local wall-clock HH:MM (zero-padded, 24-hour) in America/Vancouver. */
  time: string;
  holes: number;
  /** Open seats now (0 = fully booked; adapters drop booked slots, so normally ≥ 1). */
  availableSpots: number;
  /** Smallest and largest party the slot accepts. */
  minPlayers: number;
  maxPlayers: number;
  /** Price per player in CAD, or null when the source gives none. */
  price: number | null;
  /** The source's own id for the slot (CPS teeSheetId, ChronoGolf teetime id). */
  sourceSlotId: string;
  /** Where a golfer books this slot (a deep link when the source has one, else the course's page). */
  bookingUrl: string;
  /** Where bookingUrl lands (sources/booking-links.ts); absent means unknown, and the time is named beside it. */
  bookingLandsOn?: BookingLandsOn;
};

/** The parts of a golf course row an adapter needs. */
export type SourceCourse = {
  id: number;
  name: string;
  apiType: ApiType;
  apiCourseId: string;
  apiConfig: Record<string, unknown>;
  bookingUrl: string | null;
  /** The course's length; ChronoGolf's classic endpoint is asked for 9-hole rounds on 9-hole courses. */
  holes?: number | null;
};

export type FetchSlotsInput = {
  course: SourceCourse;
  date: string;
  signal?: AbortSignal;
  /**
   * A golfer is waiting (a search), as opposed to a background poll. Sources may then trade upstream economy
   * for latency: ChronoGolf asks for the course on its own instead of in a shared request that one slow
   * course can hold up.
   */
  isInteractive?: boolean;
  /**
   * Only the times before this hour (Vancouver wall clock) are needed: a source may stop reading once it
   * has seen them all (ChronoGolf's v2 lists rows in start-time order), so the slots from it on may be
   * missing (decision 0300). Unset: the whole day.
   */
  untilHour?: number;
};

/** The first time (HH:MM) a read narrowed to `untilHour` does not cover; undefined for a whole day. */
export function untilTimeOf(untilHour: number | undefined): string | undefined {
  return untilHour === undefined ? undefined : `${String(untilHour).padStart(2, '0')}:00`;
}

export type TeeTimeSource = {
  fetchSlots(input: FetchSlotsInput): Promise<TeeTimeSlot[]>;
  /** The upstream host whose request budget this course's reads spend (its real name, in any mode). */
  hostOf(course: SourceCourse): string;
  /** The course's site's own course list (decision 0160), through the host's budget. */
  listCourses(course: SourceCourse, signal?: AbortSignal): Promise<SiteListing>;
};

/**
 * A source could not answer (403 bot page, 429, 5xx, timeout, malformed body). The message is safe to
 * show golfers and admins ("source unavailable" style); `cause` keeps the detail for logs.
 */
export class SourceError extends Error {
  constructor(
    message: string,
    readonly kind: 'unavailable' | 'rate_limited' | 'timeout' | 'malformed' | 'config',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
