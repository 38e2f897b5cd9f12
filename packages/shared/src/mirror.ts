import { z } from 'zod';
import { API_TYPES } from './constants';
import { IsoInstantSchema } from './iso-instant';

// The tee-sheet mirror (docs/decisions/0012-tee-sheet-mirror.md): what a search tells about each
// course's data, and what the admin console shows of the worker's reading.

/**
 * Dates are read on a cadence by how far away they are: 0–2 days, 3–7 days, 8–30 days; a pair someone
 * watches (an active request, or a search in the last 10 minutes) is read on the faster watched tier
 * whatever its distance (docs/decisions/0110-demand-driven-tiers.md).
 */
export const MIRROR_TIERS = ['watched', 'near', 'mid', 'far'] as const;
export type MirrorTier = (typeof MIRROR_TIERS)[number];

/** The last day (days from today) of each tier but the last. */
export const MIRROR_NEAR_MAX_DAYS = 2;
export const MIRROR_MID_MAX_DAYS = 7;

/** The tier of a date `daysAhead` days from today (Vancouver). */
export function mirrorTierOf(daysAhead: number): Exclude<MirrorTier, 'watched'> {
  if (daysAhead <= MIRROR_NEAR_MAX_DAYS) return 'near';
  if (daysAhead <= MIRROR_MID_MAX_DAYS) return 'mid';
  return 'far';
}

/**
 * What a search knows of one course on one date:
 * - `fresh`: read successfully within twice its cadence; the slots are the sheet.
 * - `stale`: the last good read is older than that (a refresh did not finish in the search budget);
 *   the slots are that read's, with `fetchedAt` saying how old.
 * - `failing`: the source's last read failed (`error` says why); slots are the last known ones, if any.
 * - `unknown`: never read yet (a cold start, a new course or date, or right after Clear Cache) and not read
 *   in time: "not read yet" (decision 0206).
 * - `not_bookable_yet`: beyond the course's booking window; `bookingOpensAt` says when it opens.
 * - `unavailable`: live times unavailable: its booking site no longer lists the course (or has not listed
 *   it yet), so it is not read and no id is guessed (decision 0160); `bookingUrl` is where to book.
 */
export const CourseSheetStatusSchema = z.enum([
  'fresh',
  'stale',
  'failing',
  'unknown',
  'not_bookable_yet',
  'unavailable',
]);
export type CourseSheetStatus = z.infer<typeof CourseSheetStatusSchema>;

export const MirrorTierHealthSchema = z.object({
  tier: z.enum(MIRROR_TIERS),
  /** The configured cadence of this tier. */
  cadenceSeconds: z.number(),
  /** (course, date) pairs of this host in this tier. */
  pairs: z.number().int(),
  /** Median age of the last good read over the tier's pairs (the cadence achieved); null when none was read. */
  achievedSeconds: z.number().nullable(),
  /** Age of the oldest good read (or, for a pair never read, time since it became wanted). */
  oldestAgeSeconds: z.number().nullable(),
  /** Worst lateness: how far past its cadence the most overdue pair is (0 when none is late). */
  worstLatenessSeconds: z.number(),
});
export type MirrorTierHealth = z.infer<typeof MirrorTierHealthSchema>;

export const MirrorHostHealthSchema = z.object({
  /** The upstream host (its real name, also in simulator mode). */
  host: z.string().max(255),
  apiType: z.enum(API_TYPES),
  courses: z.number().int(),
  /** The host's budget. */
  requestsPerSecondLimit: z.number(),
  /** Requests sent in the last 5 minutes, per minute. */
  requestsPerMinute: z.number(),
  /** Answers of 429 (or Retry-After) in the last hour. */
  rateLimitedLastHour: z.number().int(),
  /** Failed requests (timeouts, 5xx, refusals) in the last hour. */
  failuresLastHour: z.number().int(),
  /** Set while the host asked us to slow down: far dates are read less often until then. */
  slowedUntil: IsoInstantSchema.nullable(),
  tiers: z.array(MirrorTierHealthSchema).max(MIRROR_TIERS.length),
  /**
   * Requests a second its dates need to be read at their tiers' cadences, against requestsPerSecondLimit:
   * above it, the host is saturated and its dates are read less often than their cadence (decision 0305).
   * The following three are absent from older servers.
   */
  demandRequestsPerSecond: z.number().min(0).max(1_000_000).optional(),
  /** Requests reserved on the host's budget and not yet sent, and how long they take to go. */
  queuedRequests: z.number().int().min(0).max(100_000_000).optional(),
  queueSeconds: z.number().min(0).max(100_000_000).optional(),
  /** Dates past their cadence now (or never read), waiting for their turn. */
  duePairs: z.number().int().min(0).max(1_000_000).optional(),
});
export type MirrorHostHealth = z.infer<typeof MirrorHostHealthSchema>;

/** A course its booking site's own list no longer names (decision 0160): not read, no id guessed. */
export const CourseNotFoundSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string().max(200),
  /** The course's name as the site listed it when it was last found; null if it never was. */
  listedName: z.string().max(200).nullable(),
  /** "Not found at its booking site". */
  message: z.string().max(200),
  since: IsoInstantSchema,
});
export type CourseNotFound = z.infer<typeof CourseNotFoundSchema>;

export const COURSE_NOT_FOUND_AT_SITE_MESSAGE = 'Not found at its booking site';

/**
 * A search's `error` for an `unavailable` course whose booking site has not been asked for its list yet
 * (its ids are found at its first read): not read yet, rather than not listed (decisions 0160, 0206).
 */
export const NOT_LISTED_YET_MESSAGE = 'Live times unavailable: its booking site has not listed it yet';

export const MirrorHealthSchema = z.object({
  generatedAt: IsoInstantSchema,
  hosts: z.array(MirrorHostHealthSchema).max(1000),
  /** Active courses whose site's list no longer names them; absent from older servers. */
  coursesNotFound: z.array(CourseNotFoundSchema).max(1000).optional(),
});
export type MirrorHealth = z.infer<typeof MirrorHealthSchema>;

/** A course's source as the admin course list shows it. */
export const CourseSourceHealthSchema = z.object({
  lastSuccessAt: IsoInstantSchema.nullable(),
  lastError: z.string().max(2000).nullable(),
  lastErrorAt: IsoInstantSchema.nullable(),
  /** The source has failed for the last hour (or since it was added) without a good read. */
  isFailing: z.boolean(),
  /**
   * Since when the course's booking site no longer lists it ("Not found at its booking site", decision
   * 0160); null while it is listed. Absent from older servers.
   */
  notFoundSince: IsoInstantSchema.nullable().optional(),
});
export type CourseSourceHealth = z.infer<typeof CourseSourceHealthSchema>;

/** After this long without a good read while reads fail, a course shows as failing in the admin list. */
export const SOURCE_FAILING_AFTER_MS = 60 * 60_000;

/**
 * When a course releases a date for booking: `bookingAdvanceDays` before it, at the course's daily
 * release time (HH:MM, UTC, admin-console §5). A date is bookable from that instant on.
 */
export function bookingOpensAt(date: string, bookingAdvanceDays: number, bookingOpenTime: string): Date {
  const release = new Date(`${date}T00:00:00Z`);
  release.setUTCDate(release.getUTCDate() - bookingAdvanceDays);
  const [hours = 0, minutes = 0] = bookingOpenTime.split(':').map(Number);
  release.setUTCHours(hours, minutes, 0, 0);
  return release;
}
