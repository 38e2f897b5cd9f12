import { z } from 'zod';
import { ISO_DATE_DOC } from './api-document-meta';
import { envelopeSchema } from './api-envelope';
import { BOOKING_WINDOW_DAYS, MAX_PLAYERS, MIN_LEAD_MINUTES } from './constants';
import { ForecastHourSchema, ForecastReadAtSchema } from './forecast';
import { IsoInstantSchema } from './iso-instant';
import { CourseSheetStatusSchema } from './mirror';
import { PAGES, pathTo } from './pages';
import {
  addDaysToIsoDate,
  ISO_DATE_PATTERN,
  isIsoDate,
  minutesOfDay,
  vancouverMinutesNow,
  vancouverToday,
} from './vancouver-time';

// GET /api/tee-times (golfer-side §5 and §7): the query, the answer, and the display rules both the
// server and the alert engine apply to slots.

/** The API also accepts a party of 1 (sources sell singles); the page offers Any, 2, 3 and 4. */
export const TEE_TIME_QUERY_PARTY_SIZES = [0, 1, 2, 3, 4] as const;

const hour = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,2}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/** The date's form; its horizon depends on the clock, so teeTimesQuerySchema adds that. */
const queryDate = z
  .string({ error: 'Date is required' })
  .trim()
  .min(1, 'Date is required')
  .refine(
    (value) => ISO_DATE_PATTERN.test(value) && isIsoDate(value),
    'Date must be a valid date in YYYY-MM-DD format',
  );

/**
 * The query as it arrives (strings), checked for form only (any real date). The server
 * parses with teeTimesQuerySchema(today), which also checks the date against the booking window.
 */
export const TeeTimesQuerySchema = z
  .object({
    date: queryDate.meta(ISO_DATE_DOC),
    // Absent or empty means every active course.
    courseIds: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string()
        // Every course's id with room to spare (ids of up to 9 digits, as the pattern allows).
        .max(2000, 'Course IDs must be comma-separated positive integers')
        .regex(
          /^\s*[1-9]\d{0,8}\s*(,\s*[1-9]\d{0,8}\s*)*$/,
          'Course IDs must be comma-separated positive integers',
        )
        .transform((value) => [...new Set(value.split(',').map((id) => Number(id.trim())))])
        .optional(),
    ),
    startHour: hour(0, 23, 'Start hour must be a whole number from 0 to 23').default(0),
    endHour: hour(1, 24, 'End hour must be a whole number from 1 to 24').default(24),
    numberOfPlayers: z
      .string()
      .regex(/^\d$/, 'Number of players must be 0 (any), 1, 2, 3 or 4')
      .transform(Number)
      .pipe(
        z
          .number()
          .refine(
            (n) => (TEE_TIME_QUERY_PARTY_SIZES as readonly number[]).includes(n),
            'Number of players must be 0 (any), 1, 2, 3 or 4',
          ),
      )
      .default(0),
  })
  .superRefine((query, ctx) => {
    if (query.endHour <= query.startHour) {
      ctx.addIssue({ code: 'custom', path: ['endHour'], message: 'End time must be after start time' });
    }
  });
export type TeeTimesQuery = z.infer<typeof TeeTimesQuerySchema>;

/**
 * The query with the date's horizon (golfer-side §7): not before `today()`, at most BOOKING_WINDOW_DAYS
 * after it. `today` returns Vancouver's date from the caller's clock (shared code reads no clock), and
 * is asked on every parse, so a schema built once follows the clock.
 */
export function teeTimesQuerySchema(today: () => string): typeof TeeTimesQuerySchema {
  return TeeTimesQuerySchema.safeExtend({
    date: queryDate
      .refine((value) => !isIsoDate(value) || value >= today(), 'Date cannot be in the past')
      .refine(
        (value) => !isIsoDate(value) || value <= addDaysToIsoDate(today(), BOOKING_WINDOW_DAYS),
        `Date cannot be more than ${BOOKING_WINDOW_DAYS} days ahead`,
      )
      .meta(ISO_DATE_DOC),
  });
}

export const TeeTimeSlotViewSchema = z.object({
  /** HH:MM, 24-hour, Vancouver local. */
  time: z.string(),
  /** Per player, CAD; null when the source gives none. */
  price: z.number().nullable(),
  availableSpots: z.number().int(),
  maxPlayers: z.number().int(),
  holes: z.number().int(),
  /**
   * The round, at the default pace for the time's holes (2 h 15 min for 9, 4 h 30 min for 18), would end
   * after sunset at the course (issue 38, decision 0199): the page says "finishes after sunset". Absent
   * from older servers.
   */
  finishesAfterSunset: z.boolean().optional(),
  bookingUrl: z.string().optional(),
  /**
   * "Choose 7:10 AM on Sat, Dec 5 on the course's site" when the booking link cannot land on the time
   * (issue 15, item 4); absent when it does, and from older servers.
   */
  bookingHint: z.string().max(200).optional(),
  /**
   * The forecast for the time's hour at the course (issue 47, decision 0320); null when the forecast does not
   * cover it ("No forecast"); absent when forecasts are off, and from older servers.
   */
  forecast: ForecastHourSchema.nullable().optional(),
});
export type TeeTimeSlotView = z.infer<typeof TeeTimeSlotViewSchema>;

export const CourseTeeTimesSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  /** The course's city. */
  region: z.string().nullable(),
  date: z.string(),
  teeTimeSlots: z.array(TeeTimeSlotViewSchema),
  /** When the source was last read successfully for this date (ISO); null when it never was. */
  fetchedAt: IsoInstantSchema.nullable(),
  /** Why the slots may not be the sheet: the source's last read failed or did not answer in time. */
  error: z.string().optional(),
  /** What is known of this course's sheet (see CourseSheetStatusSchema); absent from older servers. */
  status: CourseSheetStatusSchema.optional(),
  /** For `not_bookable_yet`: when the course opens bookings for this date (ISO instant). */
  bookingOpensAt: IsoInstantSchema.optional(),
  /** For `unavailable`: the course's booking page, where a golfer still books it. */
  bookingUrl: z.string().max(2000).nullable().optional(),
  /** When the course's forecast for the date was read (its age); null when none covers it; absent when off. */
  forecastReadAt: ForecastReadAtSchema.optional(),
});
export type CourseTeeTimes = z.infer<typeof CourseTeeTimesSchema>;

/** A course listed in the directory only (decision 0161): booked on its own site or by phone. */
export const DirectoryOnlyCourseSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string().max(200),
  region: z.string().max(200).nullable(),
  bookingUrl: z.string().max(2000).nullable(),
  website: z.string().max(2000).nullable(),
  phone: z.string().max(50).nullable(),
});
export type DirectoryOnlyCourse = z.infer<typeof DirectoryOnlyCourseSchema>;

/** How many of the asked courses a search shows live, and which are in the directory only. */
export const SearchCoverageSchema = z.object({
  /** Courses read for tee times (in `data` with a sheet status other than `unavailable`). */
  liveCourses: z.number().int(),
  /** Courses in `data` as `unavailable`: their site does not list them (now), so live times are unavailable. */
  unavailableCourses: z.number().int(),
  /** Courses never read for tee times, not in `data`: book on the course's site. */
  directoryOnlyCourses: z.array(DirectoryOnlyCourseSchema).max(1000),
});
export type SearchCoverage = z.infer<typeof SearchCoverageSchema>;

/** The envelope with the list in `data` and, beside it, when the oldest shown data was fetched (ISO). */
export const TeeTimesResponseSchema = envelopeSchema(z.array(CourseTeeTimesSchema)).extend({
  fetchedAt: IsoInstantSchema.optional(),
  /**
   * The first date from the asked one on (within the booking window) on which the mirror holds an open
   * time for the asked courses and party, so a page opened late in the evening can move to tomorrow.
   */
  firstDateWithTimes: z.string().optional(),
  /** Live, unavailable and directory-only courses of the search (decision 0161); absent from older servers. */
  coverage: SearchCoverageSchema.optional(),
});
export type TeeTimesResponse = z.infer<typeof TeeTimesResponseSchema>;

type PartyFields = { minPlayers: number; maxPlayers: number; availableSpots: number };

/**
 * The one bookability rule (issue 12): a course sells a slot to a party of N when
 * minPlayers ≤ N ≤ min(maxPlayers, availableSpots, MAX_PLAYERS); for "Any" (0) some party must be able
 * to book it, so the open seats must reach the slot's minimum (a lone seat at a min-2 course is not
 * bookable by anyone). Search, matching and the email all apply it; the SQL twin is `partyFits` in
 * apps/server/src/features/alerts/alert-rules.ts, checked against this function case by case.
 */
export function isSlotBookableFor(slot: PartyFields, numberOfPlayers: number): boolean {
  const most = Math.min(slot.maxPlayers, slot.availableSpots, MAX_PLAYERS);
  const least = numberOfPlayers === 0 ? Math.max(slot.minPlayers, 1) : numberOfPlayers;
  return slot.minPlayers <= least && least <= most;
}

type DisplayFilter = {
  date: string;
  startHour: number;
  endHour: number;
  numberOfPlayers: number;
  now: Date;
};

/**
 * golfer-side §5 as a predicate: only slots with spots, inside [startHour, endHour), bookable by the party,
 * and for today only those starting at least MIN_LEAD_MINUTES from now (Vancouver time). The clock is
 * read once, so filtering a whole day costs no time-zone work per slot.
 */
export function createSlotFilter(filter: DisplayFilter): (slot: PartyFields & { time: string }) => boolean {
  const { now } = filter;
  const earliest = filter.date === vancouverToday(now) ? vancouverMinutesNow(now) + MIN_LEAD_MINUTES : -1;
  const from = Math.max(filter.startHour * 60, earliest);
  const until = filter.endHour * 60;
  return (slot) => {
    if (slot.availableSpots <= 0) return false;
    const minutes = minutesOfDay(slot.time);
    return minutes >= from && minutes < until && isSlotBookableFor(slot, filter.numberOfPlayers);
  };
}

/** The tee-times page's path in the web app; a link with the query below opens it filtered. */
export const TEE_TIMES_PAGE_PATH = PAGES.teeTimes.path;

/**
 * A link to the tee-times page showing one date, some courses, an hour window and a party: the create
 * answer, the success dialog and the alert email's "see them all" all link this way. The parameters
 * are the search API's own names (TeeTimesQuerySchema), so the page parses them with that schema.
 */
export function teeTimesPageLink(filter: {
  date: string;
  courseIds: readonly number[];
  startHour: number;
  endHour: number;
  numberOfPlayers: number;
  /** The page's view of the results ("soonest" or "courses"); left out, the page's remembered one. */
  view?: string;
}): string {
  const courseIds = [...new Set(filter.courseIds)].sort((a, b) => a - b);
  return pathTo('teeTimes', undefined, {
    date: filter.date,
    startHour: filter.startHour,
    endHour: filter.endHour,
    numberOfPlayers: filter.numberOfPlayers,
    courseIds: courseIds.length > 0 ? courseIds : undefined,
    view: filter.view,
  });
}
