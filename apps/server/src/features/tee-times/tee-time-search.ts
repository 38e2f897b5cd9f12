import { type CourseTeeTimes, createSlotFilter, type TeeTimesQuery, vancouverToday } from '@teewatch/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fetchCourseSlots } from '../../sources/fetch-course-slots';
import { SOURCE_ERROR_MESSAGE, SOURCE_TIMEOUT_MESSAGE } from '../../sources/http-client';
import { type SourceCourse, SourceError, type TeeTimeSlot } from '../../sources/tee-time-source';
import { type SearchCourseRow, selectSearchCourses } from './tee-times.queries';

// Every reader of upstream tee times for the golfer side goes through here: the search page, and the
// alert engine's poll (refreshCourseDay), so a poll refreshes what searchers see and N searchers of the
// same (course, date) cost one upstream call.

export type CourseDay = { slots: TeeTimeSlot[]; fetchedAt: Date };
export type CourseDayInput = { course: SourceCourse; date: string };

export type TeeTimeSearch = {
  /**
   * Cached slots of one course on one date: fresh within the TTL; past it, the stale copy is served
   * (up to the stale bound) while one background refresh runs. Concurrent callers share one upstream
   * call. Rejects with SourceError when the source fails and nothing usable is cached.
   */
  getCourseDay(input: CourseDayInput): Promise<CourseDay>;
  /** Always asks the source (joining a call already under way) and updates the cache. */
  refreshCourseDay(input: CourseDayInput): Promise<CourseDay>;
  /** Forgets everything cached (the admin console's Clear Cache). */
  clearCache(): void;
  /** GET /api/tee-times: every requested active course in parallel, each within the per-source budget. */
  search(query: TeeTimesQuery): Promise<TeeTimeSearchResult>;
};

/** The same object comes back for the same query while nothing in it changed, so callers may memoise on it. */
export type TeeTimeSearchResult = { courses: CourseTeeTimes[]; fetchedAt: string };

export type TeeTimeSearchOptions = {
  config: Config;
  db: Db;
  /** Clock for cache ages (tests move it). */
  now?: () => number;
};

type Entry = { day?: CourseDay; inFlight?: Promise<CourseDay> };

/** Past this many cached (course, date) pairs, entries too old to serve are dropped. */
const PRUNE_THRESHOLD = 2000;
/** The active course list is read again at most this often (admin edits show within it; Clear Cache at once). */
const COURSE_LIST_TTL_MS = 5000;
const MAX_MEMOISED_SEARCHES = 500;

// Tail cutting (docs/decisions/0004): once all but a few of the courses that had to ask their source
// have answered, the stragglers get a short grace proportional to the time taken so far, not the whole
// budget. Their fetch goes on in the background and fills the cache for the next search.
const STRAGGLER_SHARE = 0.1;
const STRAGGLER_MIN_ANSWERED = 4;
const STRAGGLER_GRACE_RATIO = 0.05;
const STRAGGLER_GRACE_FLOOR_MS = 30;

type Deadline = { promise: Promise<'timeout'>; answered(): void; dispose(): void };

function createDeadline(budgetMs: number, upstreamCount: number): Deadline {
  let expire: (value: 'timeout') => void = () => undefined;
  const promise = new Promise<'timeout'>((resolve) => {
    expire = resolve;
  });
  const started = performance.now();
  const timers = [setTimeout(() => expire('timeout'), budgetMs)];
  const stragglers = Math.max(1, Math.floor(upstreamCount * STRAGGLER_SHARE));
  let answered = 0;
  let isArmed = false;
  return {
    promise,
    answered() {
      answered += 1;
      if (isArmed || answered < STRAGGLER_MIN_ANSWERED || upstreamCount - answered > stragglers) return;
      isArmed = true;
      const elapsed = performance.now() - started;
      const grace = Math.max(STRAGGLER_GRACE_FLOOR_MS, elapsed * STRAGGLER_GRACE_RATIO);
      timers.push(setTimeout(() => expire('timeout'), grace));
    },
    dispose() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

export function createTeeTimeSearch(options: TeeTimeSearchOptions): TeeTimeSearch {
  const { config, db } = options;
  const now = options.now ?? Date.now;
  const { cacheTtlMs, staleMs, budgetMs } = config.search;
  let cache = new Map<string, Entry>();
  // Bumped whenever cached slots change, so a memoised search answer is never older than the cache.
  let version = 0;
  let courseList: { rows: Promise<SearchCourseRow[]>; expiresAt: number } | undefined;
  const memo = new Map<string, { result: TeeTimeSearchResult; version: number; validUntil: number }>();

  function activeCourses(ids: number[] | undefined): Promise<SearchCourseRow[]> {
    if (!courseList || courseList.expiresAt <= Date.now()) {
      const rows = selectSearchCourses(db, undefined);
      courseList = { rows, expiresAt: Date.now() + COURSE_LIST_TTL_MS };
      rows.then(
        () => {
          version += 1;
        },
        () => {
          courseList = undefined;
        },
      );
    }
    if (!ids) return courseList.rows;
    const wanted = new Set(ids);
    return courseList.rows.then((rows) => rows.filter((row) => wanted.has(row.id)));
  }

  function keyOf({ course, date }: CourseDayInput): string {
    // The source settings are part of the key, so an edited course never serves its old source's slots.
    return `${course.id}|${date}|${course.apiType}|${course.apiCourseId}|${JSON.stringify(course.apiConfig)}`;
  }

  function refresh(input: CourseDayInput, isInteractive = false): Promise<CourseDay> {
    const key = keyOf(input);
    const owner = cache;
    const entry = owner.get(key) ?? {};
    if (entry.inFlight) return entry.inFlight;
    const inFlight = fetchCourseSlots({ course: input.course, date: input.date, config, isInteractive }).then(
      (slots) => {
        const day = { slots, fetchedAt: new Date(now()) };
        entry.day = day;
        entry.inFlight = undefined;
        version += 1;
        return day;
      },
      (error: unknown) => {
        entry.inFlight = undefined;
        throw error;
      },
    );
    entry.inFlight = inFlight;
    owner.set(key, entry);
    if (owner.size > PRUNE_THRESHOLD) prune(owner);
    return inFlight;
  }

  function prune(map: Map<string, Entry>): void {
    const oldest = now() - staleMs;
    for (const [key, entry] of map) {
      if (!entry.inFlight && (!entry.day || entry.day.fetchedAt.getTime() < oldest)) map.delete(key);
    }
  }

  /** True when a read would be answered from the cache without waiting for the source. */
  function isServedFromCache(input: CourseDayInput): boolean {
    const day = cache.get(keyOf(input))?.day;
    return day !== undefined && now() - day.fetchedAt.getTime() < staleMs;
  }

  async function getCourseDay(input: CourseDayInput): Promise<CourseDay> {
    const entry = cache.get(keyOf(input));
    const day = entry?.day;
    if (day) {
      const age = now() - day.fetchedAt.getTime();
      if (age < cacheTtlMs) return day;
      if (age < staleMs) {
        if (!entry.inFlight) refresh(input, true).catch(() => undefined); // the stale copy stands until a refresh succeeds
        return day;
      }
    }
    return refresh(input, true);
  }

  async function searchCourse(
    course: Awaited<ReturnType<typeof selectSearchCourses>>[number],
    query: TeeTimesQuery,
    deadline: Deadline,
    isUpstream: boolean,
    isDisplayable: ReturnType<typeof createSlotFilter>,
  ): Promise<CourseTeeTimes> {
    const base = { courseId: course.id, courseName: course.name, region: course.city, date: query.date };
    // Past the deadline the fetch goes on in the background and fills the cache for the next search.
    const outcome = await Promise.race([
      getCourseDay({ course, date: query.date })
        .then(
          (day) => ({ day }),
          (error: unknown) => ({ error }),
        )
        .finally(() => {
          if (isUpstream) deadline.answered();
        }),
      deadline.promise,
    ]);
    if (outcome === 'timeout')
      return { ...base, teeTimeSlots: [], fetchedAt: null, error: SOURCE_TIMEOUT_MESSAGE };
    if ('error' in outcome) {
      const message = outcome.error instanceof SourceError ? outcome.error.message : SOURCE_ERROR_MESSAGE;
      return { ...base, teeTimeSlots: [], fetchedAt: null, error: message };
    }
    return {
      ...base,
      teeTimeSlots: outcome.day.slots.filter(isDisplayable).map((slot) => ({
        time: slot.time,
        price: slot.price,
        availableSpots: slot.availableSpots,
        maxPlayers: Math.min(slot.maxPlayers, slot.availableSpots),
        holes: slot.holes,
        bookingUrl: slot.bookingUrl,
      })),
      fetchedAt: outcome.day.fetchedAt.toISOString(),
    };
  }

  return {
    getCourseDay,
    refreshCourseDay: refresh,
    clearCache() {
      // In-flight calls finish into the old map, so nothing fetched before the clear reappears.
      cache = new Map();
      courseList = undefined;
      memo.clear();
      version += 1;
    },
    async search(query) {
      const key = JSON.stringify([
        query.date,
        query.courseIds,
        query.startHour,
        query.endHour,
        query.numberOfPlayers,
      ]);
      const memoised = memo.get(key);
      if (
        memoised &&
        memoised.version === version &&
        memoised.validUntil > now() &&
        courseList &&
        courseList.expiresAt > Date.now()
      ) {
        return memoised.result;
      }
      const versionBefore = version;
      const courses = await activeCourses(query.courseIds);
      const isUpstream = courses.map((course) => !isServedFromCache({ course, date: query.date }));
      const deadline = createDeadline(budgetMs, isUpstream.filter(Boolean).length);
      const isDisplayable = createSlotFilter(query);
      try {
        const results = await Promise.all(
          courses.map((course, index) =>
            searchCourse(course, query, deadline, isUpstream[index]!, isDisplayable),
          ),
        );
        const fetchedTimes = results.flatMap((result) => (result.fetchedAt ? [result.fetchedAt] : []));
        const fetchedAt = fetchedTimes.length > 0 ? fetchedTimes.sort()[0]! : new Date(now()).toISOString();
        const result = { courses: results, fetchedAt };
        // Memoise only a complete answer built from fresh entries, and only until the first of them ages
        // (or, for today, until the next minute moves the 30-minute lead line).
        const isComplete = results.every((course) => !course.error);
        if (isComplete && !isUpstream.some(Boolean) && version === versionBefore) {
          const oldest = fetchedTimes.length > 0 ? Date.parse(fetchedTimes[0]!) : now();
          let validUntil = oldest + cacheTtlMs;
          if (query.date <= vancouverToday())
            validUntil = Math.min(validUntil, now() + (60_000 - (Date.now() % 60_000)));
          if (memo.size >= MAX_MEMOISED_SEARCHES) memo.clear();
          memo.set(key, { result, version, validUntil });
        }
        return result;
      } finally {
        deadline.dispose();
      }
    },
  };
}
