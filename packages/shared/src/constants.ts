import { BOOKING_SYSTEM_TYPES } from './booking-systems';

// Limits and fixed values taken from the specs (golfer-side §9, admin-console §9).

export const TIME_ZONE = 'America/Vancouver';
export const PASSWORD_MIN_LENGTH = 6;

/** Tee-time search and the waitlist both look at most this many days ahead. */
export const BOOKING_WINDOW_DAYS = 30;
/** For today, only slots starting at least this far ahead are shown or alerted. */
export const MIN_LEAD_MINUTES = 30;
export const MONITORING_DURATION_DAYS = 30;

/** 0 is any party; 1 is a single, the most common waitlist in golf (issue 51, item 3). */
export const PARTY_SIZES = [0, 1, 2, 3, 4] as const;
export type PartySize = (typeof PARTY_SIZES)[number];

/** How a party size reads wherever it is chosen or shown: "Any", "1 player", "3 players". */
export function partySizeLabel(numberOfPlayers: number): string {
  if (numberOfPlayers === 0) return 'Any';
  return numberOfPlayers === 1 ? '1 player' : `${numberOfPlayers} players`;
}

/** The party size choices, in the order the search and the waitlist list them. */
export const PARTY_SIZE_CHOICES: readonly { value: PartySize; label: string }[] = PARTY_SIZES.map(
  (value) => ({
    value,
    label: partySizeLabel(value),
  }),
);
export const MAX_PLAYERS = 4;

/** Waitlist hour options: 06:00 to 21:00 on the hour. */
export const WAITLIST_FIRST_HOUR = 6;
export const WAITLIST_LAST_HOUR = 21;
export const WAITLIST_DEFAULT_START_HOUR = 6;
export const WAITLIST_DEFAULT_END_HOUR = 18;

/** Tee-times page: start options 6..20, end at most 22, defaults 6 to 20. */
export const TEE_TIMES_FIRST_HOUR = 6;
export const TEE_TIMES_LAST_START_HOUR = 20;
export const TEE_TIMES_MAX_END_HOUR = 22;
export const TEE_TIMES_DEFAULT_START_HOUR = 6;
export const TEE_TIMES_DEFAULT_END_HOUR = 20;

/** 'none': a course whose booking system Teewatch does not read (directory only, decision 0161). */
export const API_TYPES = [...BOOKING_SYSTEM_TYPES, 'none'] as const;
export type ApiType = (typeof API_TYPES)[number];

/** How an alert went out, as the alert history records it: one of the delivery channels (decision 0260). */
export { DELIVERY_CHANNELS as SENT_NOTIFICATION_METHODS } from './alert-channels';

export const ADMIN_PAGE_SIZE_REQUESTS = 20;
export const ADMIN_PAGE_SIZE_NOTIFICATIONS = 20;
export const ADMIN_PAGE_SIZE_COURSES = 10;
export const ADMIN_RECENT_ITEMS = 5;

export const MAX_IMAGES_PER_COURSE = 8;
export const MAX_IMAGE_BYTES = 5_242_880;

/**
 * The spec's seven locations, plus Pitt Meadows and Coquitlam: the real catalogue (Meadow Gardens, Golden
 * Eagle, Westwood Plateau) is there, and a course must be editable without moving it (decision 0011).
 */
export const LOCATIONS = [
  'Vancouver, BC',
  'Burnaby, BC',
  'Richmond, BC',
  'Langley, BC',
  'Surrey, BC',
  'Furry Creek, BC',
  'Delta, BC',
  'Pitt Meadows, BC',
  'Coquitlam, BC',
  'North Vancouver, BC',
  'Squamish, BC',
  'Abbotsford, BC',
  'Chilliwack, BC',
  'Harrison Mills, BC',
] as const;

/** City chips order on the courses page; other cities follow alphabetically. */
export const CITY_ORDER = ['Vancouver', 'Burnaby', 'Richmond', 'Furry Creek', 'Delta', 'Surrey'] as const;

export const COURSE_TYPES = [
  'Links',
  'Parkland',
  'Heathland',
  'Desert',
  'Sandbelt',
  'Mountain',
  'Coastal/Ocean',
] as const;

export const FACILITIES = [
  'Pro Shop',
  'Driving Range',
  'Putting Green',
  'Chipping Green',
  'Practice Bunker',
  'Restaurant',
  'Bar',
  'Clubhouse',
  'Locker Room',
  'Cart Rental',
  'Club Rental',
  'Lessons',
  'Tournament Hosting',
  'Banquet Facilities',
] as const;

export const FEATURES = [
  'Water Hazards',
  'Sand Bunkers',
  'Tree-Lined Fairways',
  'Ocean View',
  'Mountain View',
  'Mature Trees',
  'Rolling Hills',
  'Links Style',
  'Parkland Style',
  'Championship Tees',
  'Multiple Tee Options',
  'Cart Paths',
  'Walking Friendly',
] as const;

/** Where a slot links when a course has no booking URL of its own. */
export const DEFAULT_BOOKING_URL = 'https://golfvancouver.cps.golf/onlineresweb/search-teetime';
