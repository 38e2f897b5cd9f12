import {
  addDaysToIsoDate,
  BOOKING_SYSTEM_TYPES,
  BOOKING_WINDOW_DAYS,
  type BookingSystemType,
  bookingOpensAt,
  type MirrorTier,
  mirrorTierOf,
  vancouverToday,
} from '@teewatch/shared';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { golfCourses } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Sources } from '../../sources/create-sources';
import type { SourceCourse } from '../../sources/tee-time-source';
import { listWatchedPairs, openSlotsBefore } from './watched-pairs';

// What the mirror is meant to hold (every active course, every date golfers can book) and what it
// holds now (course_polls, open slot counts, host budgets), read in a few set-based queries.

export type MirrorCourse = SourceCourse & {
  apiType: BookingSystemType;
  city: string | null;
  bookingAdvanceDays: number;
  bookingOpenTime: string;
  /** Where the course is, for its sunset (decision 0200); null or absent when unknown. */
  latitude?: number | null;
  longitude?: number | null;
};

export type MirrorPair = {
  course: MirrorCourse;
  date: string;
  daysAhead: number;
  /** 'watched' while a request watches it or a golfer searched it lately, else its distance's tier. */
  tier: MirrorTier;
  host: string;
  /** End of the last read attempt; null when never read. */
  lastPolledAt: Date | null;
  /** End of the last successful read; null when never read (or cleared). */
  lastSuccessAt: Date | null;
  /** While in the future, another reader holds the pair. */
  leaseUntil: Date | null;
  /** Open slots the mirror holds for the pair: how many ChronoGolf pages its read will take. */
  openSlots: number;
  /** Active waitlist requests watching the pair (0 when none; a search alone watches with 0). */
  watchers?: number;
  /** The latest end hour of those requests (null when a search watches it too, or nobody does). */
  watchUntilHour?: number | null;
  /** Of `openSlots`, those before `watchUntilHour`: what a read narrowed to the watched hours pages through. */
  openSlotsBefore?: number;
  /** End of the last successful read of the whole day (not narrowed); null when never. */
  lastFullSuccessAt?: Date | null;
  /**
   * Set by the planner on a pair it plans a narrowed read for: the read needs every time before this
   * hour only (the watched tier between full reads, decision 0300).
   */
  readUntilHour?: number;
};

export type HostState = {
  requestsPerSecond: number;
  /** When the host's next request may start (the budget's backlog); null when never used. */
  nextRequestAt: Date | null;
  /** While in the future, the host asked us to slow down. */
  slowUntil: Date | null;
};

/**
 * Active, not deleted courses that can be read (optionally only these ids), in name order, with what a
 * read needs. Not a directory-only course, nor one whose id its site's list has not given (yet, or any
 * more): those are never read (decisions 0160, 0161).
 */
export async function listMirrorCourses(db: Db, ids?: number[]): Promise<MirrorCourse[]> {
  const rows = await db
    .select({
      id: golfCourses.id,
      name: golfCourses.name,
      city: golfCourses.city,
      apiType: golfCourses.apiType,
      apiCourseId: golfCourses.apiCourseId,
      apiConfig: golfCourses.apiConfig,
      bookingUrl: golfCourses.bookingUrl,
      holes: golfCourses.holes,
      bookingAdvanceDays: golfCourses.bookingAdvanceDays,
      bookingOpenTime: golfCourses.bookingOpenTime,
      latitude: golfCourses.latitude,
      longitude: golfCourses.longitude,
    })
    .from(golfCourses)
    .where(and(liveCourses(ids), READABLE_COURSE))
    .orderBy(golfCourses.name, golfCourses.id);
  return rows as MirrorCourse[];
}

/** The SQL condition of an active, not deleted course; given `ids`, only those courses. */
export function liveCourses(ids?: number[]) {
  return and(
    sql`${golfCourses.isActive}`,
    isNull(golfCourses.deletedAt),
    ids ? sql`${golfCourses.id} = any(${`{${ids.join(',')}}`}::int[])` : undefined,
  );
}

/** The SQL condition of a course the mirror reads: a readable system, its id found, not directory-only. */
export const READABLE_COURSE = sql`(${inArray(golfCourses.apiType, [...BOOKING_SYSTEM_TYPES])}
  and not ${golfCourses.directoryOnly}
  and ${golfCourses.apiCourseId} <> ''
  and ${golfCourses.sourceMissingSince} is null)`;

/** Days from `today` to `date` (both YYYY-MM-DD). */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The dates of a course golfers can book now, up to `horizonDays` ahead: today to the booking window's
 * end, released already.
 */
export function bookableDates(course: MirrorCourse, now: Date, horizonDays = BOOKING_WINDOW_DAYS): string[] {
  const today = vancouverToday(now);
  const dates: string[] = [];
  for (let day = 0; day <= Math.min(horizonDays, BOOKING_WINDOW_DAYS); day++) {
    const date = addDaysToIsoDate(today, day);
    if (bookingOpensAt(date, course.bookingAdvanceDays, course.bookingOpenTime) > now) break;
    dates.push(date);
  }
  return dates;
}

/**
 * For this long after a course releases a date for booking, the date is read as a near date whatever its
 * distance: golfers race for a new day's times, and waitlist requests for it get their first alert
 * within a near cadence of the release (docs/decisions/0072-booking-opens-alerts.md).
 */
export const RELEASE_RUSH_MINUTES = 15;

/** The cadence tier a course's date is read at `now`: by its distance, or near while just released. */
export function pairTierOf(course: MirrorCourse, date: string, now: Date): MirrorTier {
  const sinceRelease =
    now.getTime() - bookingOpensAt(date, course.bookingAdvanceDays, course.bookingOpenTime).getTime();
  if (sinceRelease >= 0 && sinceRelease < RELEASE_RUSH_MINUTES * 60_000) return 'near';
  return mirrorTierOf(daysBetween(vancouverToday(now), date));
}

/** What a pair never read is assumed to hold when planning its read's cost (one ChronoGolf page). */
const UNREAD_OPEN_SLOTS_ESTIMATE = 24;

type PollRow = {
  course_id: number;
  date: string;
  last_polled_at: Date | string | null;
  last_success_at: Date | string | null;
  last_full_success_at: Date | string | null;
  lease_until: Date | string | null;
  open_slots: number;
};

const asDate = (value: Date | string | null): Date | null => (value ? new Date(value) : null);

/** Every pair the mirror should hold now, with its bookkeeping and tier (watched ones first in the plan). */
export async function listMirrorPairs(options: {
  db: Db;
  sources: Pick<Sources, 'hostOf'>;
  courses: MirrorCourse[];
  now: Date;
  horizonDays?: number;
}): Promise<MirrorPair[]> {
  const { now } = options;
  const today = vancouverToday(now);
  const rows = rowsOf<PollRow>(
    await options.db.execute(sql`
      select p.course_id, p.date::text as date, p.last_polled_at, p.last_success_at,
        p.last_full_success_at, p.lease_until,
        (select count(*)::int from tee_time_slots s
          where s.course_id = p.course_id and s.date = p.date and s.gone_at is null) as open_slots
      from course_polls p
      where p.date >= ${today}::date
    `),
  );
  const byKey = new Map(rows.map((row) => [`${row.course_id}|${row.date}`, row]));
  const watched = await listWatchedPairs(options.db, now);
  const before = await openSlotsBefore(options.db, watched);
  return options.courses.flatMap((course) => {
    const host = options.sources.hostOf(course);
    if (!host) return [];
    return bookableDates(course, now, options.horizonDays).map((date) => {
      const key = `${course.id}|${date}`;
      const row = byKey.get(key);
      const daysAhead = daysBetween(today, date);
      const watch = watched.get(key);
      return {
        course,
        date,
        daysAhead,
        tier: watched.has(key) ? ('watched' as const) : pairTierOf(course, date, now),
        host,
        lastPolledAt: asDate(row?.last_polled_at ?? null),
        lastSuccessAt: asDate(row?.last_success_at ?? null),
        leaseUntil: asDate(row?.lease_until ?? null),
        // Never read: assume a page's worth, so a cold start does not plan as if every read were free.
        openSlots: row?.last_success_at ? Number(row.open_slots) : UNREAD_OPEN_SLOTS_ESTIMATE,
        watchers: watch?.requests ?? 0,
        watchUntilHour: watch?.untilHour ?? null,
        openSlotsBefore: before.get(key) ?? 0,
        lastFullSuccessAt: asDate(row?.last_full_success_at ?? null),
      };
    });
  });
}

/** The budget state of these hosts (a host never used yet has no backlog). */
export async function listHostStates(options: {
  db: Db;
  hosts: { host: string; requestsPerSecond: number }[];
}): Promise<Map<string, HostState>> {
  const rows = rowsOf<{ host: string; next_request_at: Date | string; slow_until: Date | string | null }>(
    await options.db.execute(sql`select host, next_request_at, slow_until from upstream_hosts`),
  );
  const byHost = new Map(rows.map((row) => [row.host, row]));
  return new Map(
    options.hosts.map(({ host, requestsPerSecond }) => {
      const row = byHost.get(host);
      return [
        host,
        {
          requestsPerSecond,
          nextRequestAt: asDate(row?.next_request_at ?? null),
          slowUntil: asDate(row?.slow_until ?? null),
        },
      ];
    }),
  );
}

/**
 * Takes the lease of each pair nobody holds, in one statement; returns the pairs this caller got. The
 * conditional upsert is atomic per row, so of two processes claiming one pair exactly one gets it.
 */
export async function claimMirrorReads<Pair extends { course: { id: number }; date: string }>(options: {
  db: Db;
  pairs: Pair[];
  now: Date;
  leaseSeconds: number;
}): Promise<Pair[]> {
  const { pairs, now } = options;
  if (pairs.length === 0) return [];
  const until = new Date(now.getTime() + options.leaseSeconds * 1000);
  const courseIds = `{${pairs.map((pair) => pair.course.id).join(',')}}`;
  const dates = `{${pairs.map((pair) => pair.date).join(',')}}`;
  const claimed = rowsOf<{ course_id: number; date: string }>(
    await options.db.execute(sql`
      insert into course_polls (course_id, date, lease_until)
      select u.course_id, u.date, ${until}::timestamptz
      from unnest(${courseIds}::int[], ${dates}::date[]) as u(course_id, date)
      on conflict (course_id, date) do update set lease_until = excluded.lease_until
        where course_polls.lease_until is null or course_polls.lease_until <= ${now}::timestamptz
      returning course_id, date::text as date
    `),
  );
  const got = new Set(claimed.map((row) => `${row.course_id}|${row.date}`));
  return pairs.filter((pair) => got.has(`${pair.course.id}|${pair.date}`));
}

/**
 * Keeps a claimed pair's lease alive while its read runs: every third of the lease it is moved on,
 * so a short lease never expires under a slow but living read, and the lease of a process that died
 * (kill -9) ends within one lease. A renewal after the read released the lease (null) does nothing.
 * Returns the function that stops renewing.
 */
export function renewLeaseWhileReading(options: {
  db: Db;
  pair: { course: { id: number }; date: string };
  leaseSeconds: number;
  /** The app's clock, as the claim's: the lease is one timeline whatever the database server's clock says. */
  clock: Clock;
  onError?: (error: unknown) => void;
}): () => void {
  const { db, pair, leaseSeconds, clock } = options;
  const timer = setInterval(
    () => {
      db.execute(sql`
        update course_polls set lease_until = ${new Date(clock().getTime() + leaseSeconds * 1000)}::timestamptz
        where course_id = ${pair.course.id} and date = ${pair.date}::date and lease_until is not null
      `).catch((error: unknown) => options.onError?.(error));
    },
    (leaseSeconds * 1000) / 3,
  );
  timer.unref();
  return () => clearInterval(timer);
}
