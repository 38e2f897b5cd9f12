import {
  addDaysToIsoDate,
  BOOKING_WINDOW_DAYS,
  bookingHint,
  bookingOpensAt,
  type CourseTeeTimes,
  createSlotFilter,
  type TeeTimesQuery,
  vancouverToday,
} from '@teewatch/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ruleClock } from '../../lib/slot-rules-sql';
import type { Sources } from '../../sources/create-sources';
import { SOURCE_TIMEOUT_MESSAGE } from '../../sources/http-client';
import { sleep } from '../../sources/sleep';
import {
  cadenceSeconds,
  claimMirrorReads,
  clearMirror,
  leaseSecondsFor,
  listMirrorCourses,
  type MirrorCourse,
  pairTierOf,
  readCourseDay,
  readTimeoutSecondsFor,
  renewLeaseWhileReading,
} from '../mirror';
import { type CourseSheet, selectCourseSheets, selectFirstDateWithTimes } from './tee-times.queries';

// GET /api/tee-times answers from the tee-sheet mirror (docs/decisions/0012-tee-sheet-mirror.md): one
// database read for every asked course. Only a course whose data for the date is missing or older than
// twice its cadence is read on demand, within the search budget and its host's budget; past the budget
// the course answers what the mirror holds, with its age. Any process can answer: API-only processes
// read on demand themselves, through the same leases and host budgets as the worker.

export type TeeTimeSearch = {
  search(query: TeeTimesQuery): Promise<TeeTimeSearchResult>;
  /** Empties the mirror's current sheets (Clear Cache): searches and the worker read them again. */
  clearCache(): Promise<void>;
  /** Calls off on-demand reads still running (their leases expire). */
  stop(): Promise<void>;
};

/** The same object comes back for the same query within the answer TTL, so callers may memoise on it. */
export type TeeTimeSearchResult = {
  courses: CourseTeeTimes[];
  fetchedAt: string;
  firstDateWithTimes?: string;
};

export type TeeTimeSearchOptions = {
  config: Config;
  db: Db;
  sources: Sources;
  clock: Clock;
};

/**
 * A pair whose read just failed is not asked again by searches more often than this, however many
 * golfers search or press Refresh (the worker keeps its own cadence).
 */
const RETRY_FLOOR_MS = 5_000;
/** How often a search looks whether reads held by another process have finished. */
const LEASE_POLL_MS = 150;
/** The active course list is read again at most this often (admin edits show within it; Clear Cache at once). */
const COURSE_LIST_TTL_MS = 5000;
const MAX_MEMOISED_SEARCHES = 500;

/** One memoised answer: `until` is infinite while it computes; `refreshing` while its successor does. */
type MemoEntry = { answer: Promise<TeeTimeSearchResult>; until: number; refreshing: boolean };

export function createTeeTimeSearch(options: TeeTimeSearchOptions): TeeTimeSearch {
  const { config, db, sources, clock } = options;
  const stopping = new AbortController();
  const inFlight = new Set<Promise<unknown>>();
  let courseList: { rows: Promise<MirrorCourse[]>; expiresAt: number } | undefined;
  /**
   * Answers by query for the answer TTL. The entry is the answer's promise, shared from the moment it is
   * started (`until` is infinite until it settles): under load every caller that arrives while an answer is
   * computed waits for that one instead of running the same queries again.
   */
  let memo = new Map<string, MemoEntry>();

  function activeCourses(ids: number[] | undefined): Promise<MirrorCourse[]> {
    const at = clock().getTime();
    if (!courseList || courseList.expiresAt <= at) {
      const rows = listMirrorCourses(db);
      courseList = { rows, expiresAt: at + COURSE_LIST_TTL_MS };
      rows.catch(() => {
        courseList = undefined;
      });
    }
    if (!ids) return courseList.rows;
    const wanted = new Set(ids);
    return courseList.rows.then((rows) => rows.filter((row) => wanted.has(row.id)));
  }

  /** The cadence of a course's date, and whether its data is too old to answer without a read. */
  function freshness(course: MirrorCourse, date: string, sheet: CourseSheet | undefined, now: Date) {
    const cadence = cadenceSeconds(config, pairTierOf(course, date, now));
    const age = sheet?.lastSuccessAt
      ? now.getTime() - sheet.lastSuccessAt.getTime()
      : Number.POSITIVE_INFINITY;
    return { isOld: age > 2 * cadence * 1000 };
  }

  function needsRead(course: MirrorCourse, date: string, sheet: CourseSheet | undefined, now: Date): boolean {
    if (!freshness(course, date, sheet, now).isOld) return false;
    const triedAt = sheet?.lastPolledAt?.getTime() ?? 0;
    return now.getTime() - triedAt >= RETRY_FLOOR_MS;
  }

  /** Reads the pairs this search can claim and waits, up to the budget, for those and for reads under way elsewhere. */
  async function readOnDemand(courses: MirrorCourse[], date: string, now: Date): Promise<void> {
    // The budget is a span of waiting, measured on the monotonic clock like the sleeps that spend it.
    const deadline = performance.now() + config.search.budgetMs;
    const pairs = courses.map((course) => ({ course, date }));
    const claimed = await claimMirrorReads({ db, pairs, now, leaseSeconds: leaseSecondsFor(config) });
    const reads = claimed.map((pair) => {
      const signal = AbortSignal.any([
        stopping.signal,
        AbortSignal.timeout(readTimeoutSecondsFor(config) * 1000),
      ]);
      const stopRenewing = renewLeaseWhileReading({ db, pair, leaseSeconds: leaseSecondsFor(config) });
      // A read that outlasts the search goes on and fills the mirror for the next one.
      const running = readCourseDay({ db, config, sources, course: pair.course, date, signal, clock })
        .catch(() => undefined)
        .finally(() => {
          stopRenewing();
          inFlight.delete(running);
        });
      inFlight.add(running);
      return running;
    });
    const budget = sleep(Math.max(0, deadline - performance.now()), stopping.signal).catch(() => undefined);
    await Promise.race([Promise.all(reads), budget]);
    const others = courses.filter((course) => !claimed.some((pair) => pair.course.id === course.id));
    while (others.length > 0 && performance.now() < deadline && !stopping.signal.aborted) {
      const sheets = await selectCourseSheets(
        db,
        date,
        others.map((course) => course.id),
      );
      const stillHeld = [...sheets.values()].some((sheet) => sheet.leaseUntil && sheet.leaseUntil > clock());
      if (!stillHeld) break;
      await sleep(LEASE_POLL_MS, stopping.signal).catch(() => undefined);
    }
  }

  function answerCourse(
    course: MirrorCourse,
    query: TeeTimesQuery,
    sheet: CourseSheet | undefined,
    now: Date,
  ) {
    const base = { courseId: course.id, courseName: course.name, region: course.city, date: query.date };
    const opensAt = bookingOpensAt(query.date, course.bookingAdvanceDays, course.bookingOpenTime);
    if (opensAt > now) {
      return {
        ...base,
        teeTimeSlots: [],
        fetchedAt: null,
        status: 'not_bookable_yet' as const,
        bookingOpensAt: opensAt.toISOString(),
      };
    }
    const isDisplayable = createSlotFilter({ ...query, now });
    const teeTimeSlots = (sheet?.slots ?? []).filter(isDisplayable).map((slot) => ({
      time: slot.time,
      price: slot.price,
      availableSpots: slot.availableSpots,
      maxPlayers: Math.min(slot.maxPlayers, slot.availableSpots),
      holes: slot.holes,
      bookingUrl: slot.bookingUrl ?? course.bookingUrl ?? undefined,
      bookingHint: bookingHint({
        date: query.date,
        time: slot.time,
        landsOn: slot.bookingUrl ? slot.bookingLandsOn : 'search-page',
      }),
    }));
    const fetchedAt = sheet?.lastSuccessAt?.toISOString() ?? null;
    const isFailing =
      sheet?.lastErrorAt !== null &&
      sheet?.lastErrorAt !== undefined &&
      (!sheet.lastSuccessAt || sheet.lastErrorAt > sheet.lastSuccessAt);
    if (isFailing)
      return { ...base, teeTimeSlots, fetchedAt, status: 'failing' as const, error: sheet.lastError! };
    if (!sheet?.lastSuccessAt) {
      return {
        ...base,
        teeTimeSlots: [],
        fetchedAt,
        status: 'unknown' as const,
        error: SOURCE_TIMEOUT_MESSAGE,
      };
    }
    const status = freshness(course, query.date, sheet, now).isOld ? ('stale' as const) : ('fresh' as const);
    return { ...base, teeTimeSlots, fetchedAt, status };
  }

  function search(query: TeeTimesQuery): Promise<TeeTimeSearchResult> {
    const ttl = config.search.answerTtlMs;
    if (ttl <= 0) return answer(query);
    const key = JSON.stringify([
      query.date,
      query.courseIds,
      query.startHour,
      query.endHour,
      query.numberOfPlayers,
    ]);
    const at = clock().getTime();
    const memoised = memo.get(key);
    if (memoised && at < memoised.until) return memoised.answer;
    // Within one more TTL the expired answer is still served while a single refresh computes the next:
    // under load no caller queues behind a recomputation (it was the search's p99 at 200 connections).
    if (memoised && at < memoised.until + ttl) {
      refresh(key, query, memoised);
      return memoised.answer;
    }
    return remember(key, answer(query)).answer;
  }

  /** Keeps `pending` as the answer for `key`, shared while it computes and for the TTL once it has settled. */
  function remember(key: string, pending: Promise<TeeTimeSearchResult>): MemoEntry {
    if (memo.size >= MAX_MEMOISED_SEARCHES) memo = new Map();
    const entry: MemoEntry = { answer: pending, until: Number.POSITIVE_INFINITY, refreshing: false };
    memo.set(key, entry);
    pending.then(
      () => {
        entry.until = clock().getTime() + config.search.answerTtlMs;
      },
      () => memo.get(key) === entry && memo.delete(key),
    );
    return entry;
  }

  function refresh(key: string, query: TeeTimesQuery, stale: MemoEntry): void {
    if (stale.refreshing) return;
    stale.refreshing = true;
    const next = answer(query);
    // A failed refresh leaves the old answer for the rest of its window; the search after it computes anew.
    next.then(
      () => memo.get(key) === stale && remember(key, next),
      () => undefined,
    );
  }

  async function answer(query: TeeTimesQuery): Promise<TeeTimeSearchResult> {
    const now = clock();
    const courses = await activeCourses(query.courseIds);
    const ids = courses.map((course) => course.id);
    let sheets = await selectCourseSheets(db, query.date, ids);
    const toRead = courses.filter(
      (course) =>
        bookingOpensAt(query.date, course.bookingAdvanceDays, course.bookingOpenTime) <= now &&
        needsRead(course, query.date, sheets.get(course.id), now),
    );
    if (toRead.length > 0) {
      await readOnDemand(toRead, query.date, now);
      sheets = await selectCourseSheets(db, query.date, ids);
    }
    const answeredAt = clock();
    const results = courses.map((course) => answerCourse(course, query, sheets.get(course.id), answeredAt));
    const fetchedTimes = results.flatMap((result) => (result.fetchedAt ? [result.fetchedAt] : [])).sort();
    const today = vancouverToday(answeredAt);
    // A date that shows a time is its own first date with times; the query (a scan of the booking
    // window, a third of a search's cost on PGlite) is only needed for an empty day.
    const showsTimes = results.some((result) => result.teeTimeSlots.length > 0);
    const firstDateWithTimes = showsTimes
      ? query.date
      : await selectFirstDateWithTimes(db, {
          courseIds: ids,
          from: query.date,
          until: addDaysToIsoDate(today, BOOKING_WINDOW_DAYS),
          startHour: query.startHour,
          endHour: query.endHour,
          numberOfPlayers: query.numberOfPlayers,
          clock: ruleClock(answeredAt),
        });
    return {
      courses: results,
      fetchedAt: fetchedTimes[0] ?? answeredAt.toISOString(),
      ...(firstDateWithTimes ? { firstDateWithTimes } : {}),
    };
  }

  return {
    search,
    async clearCache() {
      courseList = undefined;
      memo = new Map();
      await clearMirror({ db, now: clock() });
    },
    async stop() {
      stopping.abort(new Error('search stopping'));
      await Promise.allSettled([...inFlight]);
    },
  };
}
