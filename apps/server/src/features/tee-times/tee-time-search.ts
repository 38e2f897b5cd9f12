import type { TeeTimesQuery } from '@teewatch/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createMemoCache } from '../../lib/memo-cache';
import type { OpeningsMatcher } from '../../lib/openings-matcher';
import { holdScheduledReads, withReadPriority } from '../../lib/read-priority';
import type { Sources } from '../../sources/create-sources';
import {
  checkCourseIds,
  clearMirror,
  listMirrorCourses,
  listUnreadCourses,
  type MirrorCourse,
  type UnreadCourse,
} from '../mirror';
import { answerFromSheets, type TeeTimeSearchResult } from './answer-from-sheets';
import { createOnDemandReader, needsOnDemandRead } from './read-on-demand';
import { selectCourseSheets } from './tee-times.queries';
import { watchSearchedPairs } from './watch-searched-pairs';

export type { TeeTimeSearchResult } from './answer-from-sheets';

// GET /api/tee-times answers from the tee-sheet mirror (docs/decisions/0012-tee-sheet-mirror.md): one
// database read for every asked course. Only a course whose data for the date is missing or older than
// twice its cadence is read on demand, within the search budget and its host's budget; past the budget
// the course answers what the mirror holds, with its age. When none of the courses to read was ever read
// (a cold start), the search waits only SEARCH_FIRST_READ_WAIT_MS: those courses answer "not read yet"
// and the page asks again, while their reads go on (decision 0206). Any process can answer: API-only
// processes read on demand themselves, through the same leases and host budgets as the worker.

export type TeeTimeSearch = {
  /**
   * The answer to `query`. `watchedBy` (a signed-in golfer's user id) puts the answered courses and date
   * on the mirror's watched tier, within the account's allowance (decision 0256); anonymous searches never do.
   */
  search(query: TeeTimesQuery, options?: { watchedBy?: string }): Promise<TeeTimeSearchResult>;
  /** Empties the mirror's current sheets (Clear Cache): searches and the worker read them again. */
  clearCache(): Promise<void>;
  /** Calls off on-demand reads still running (their leases expire). */
  stop(): Promise<void>;
};

export type TeeTimeSearchOptions = {
  config: Config;
  db: Db;
  sources: Sources;
  clock: Clock;
  /** Matches each on-demand read's openings to waitlist requests (alerts' matchOpeningsToRequests: decision 0192). */
  matchOpeningsToRequests: OpeningsMatcher;
};

/** The active course list is read again at most this often (admin edits show within it; Clear Cache at once). */
const COURSE_LIST_TTL_MS = 5000;
const MAX_MEMOISED_SEARCHES = 500;

/**
 * A repeated query within SEARCH_ANSWER_TTL_MS shares one answer; for one TTL more the old answer is
 * served while a single refresh computes the next: under load no caller queues behind a recomputation
 * (it was the search's p99 at 200 connections).
 */
function createAnswerCache(config: Config, clock: Clock) {
  return createMemoCache<string, TeeTimeSearchResult>({
    ttlMs: config.search.answerTtlMs,
    staleMs: config.search.answerTtlMs,
    max: MAX_MEMOISED_SEARCHES,
    clock,
  });
}

/** What makes two searches the same question. */
function answerKey(query: TeeTimesQuery): string {
  return JSON.stringify([query.date, query.courseIds, query.startHour, query.endHour, query.numberOfPlayers]);
}

type Lists = { readable: MirrorCourse[]; unread: UnreadCourse[] };
/**
 * When a search stops waiting for its reads (performance.now()): `budget` when a course it reads has times
 * to refresh, `firstRead` when none of them was ever read (decision 0206).
 */
type Deadlines = { budget: number; firstRead: number };
type CourseSheets = Awaited<ReturnType<typeof selectCourseSheets>>;

/** Every active course: those read for tee times, and the others with why (decisions 0160, 0161), kept a few seconds. */
function createCourseLists(db: Db, clock: Clock) {
  const memo = createMemoCache<'lists', Lists>({ ttlMs: COURSE_LIST_TTL_MS, max: 1, clock });
  const load = () =>
    Promise.all([listMirrorCourses(db), listUnreadCourses(db)]).then(([readable, unread]) => ({
      readable,
      unread,
    }));
  return {
    /** The active courses among `ids` (every one when undefined). */
    async active(ids: number[] | undefined): Promise<Lists> {
      const lists = await memo.get('lists', load);
      if (!ids) return lists;
      const wanted = new Set(ids);
      return {
        readable: lists.readable.filter((row) => wanted.has(row.id)),
        unread: lists.unread.filter((row) => wanted.has(row.id)),
      };
    },
    /** The next call reads the list again. */
    forget(): void {
      memo.clear();
    },
  };
}

/** A search's deadlines from now. The budget is a span of waiting, on the monotonic clock like the sleeps. */
function deadlinesFrom(config: Config): Deadlines {
  const startedAt = performance.now();
  return {
    budget: startedAt + config.search.budgetMs,
    firstRead: startedAt + Math.min(config.search.firstReadWaitMs, config.search.budgetMs),
  };
}

/**
 * Runs a search with this process's scheduled requests held until its answer is built, not only while its
 * reads run: released earlier, a cold start's backlog of scheduled reads is sent and stored through the same
 * process and database the answer's last queries wait on (decision 0206).
 */
async function whileScheduledReadsHeld<T>(search: () => Promise<T>): Promise<T> {
  const release = holdScheduledReads();
  try {
    return await search();
  } finally {
    release();
  }
}

/**
 * The search as callers see it: the (cached) answer, then, for a signed-in golfer, the answered pairs
 * put on the watched tier within the account's allowance (decision 0256).
 */
function watchedSearch(options: {
  config: Config;
  db: Db;
  clock: Clock;
  answer: (query: TeeTimesQuery) => Promise<TeeTimeSearchResult>;
}): TeeTimeSearch['search'] {
  const { config, db, clock } = options;
  return async (query, searchOptions = {}) => {
    const result = await options.answer(query);
    const userId = searchOptions.watchedBy;
    if (userId !== undefined)
      await watchSearchedPairs({
        config,
        db,
        userId,
        date: query.date,
        courses: result.courses,
        now: clock(),
      });
    return result;
  };
}

export function createTeeTimeSearch(options: TeeTimeSearchOptions): TeeTimeSearch {
  const { config, db, clock } = options;
  const reader = createOnDemandReader(options);
  const answers = createAnswerCache(config, clock);
  const courseLists = createCourseLists(db, clock);

  /**
   * Courses whose site was never asked for its list (added by site and name) are looked up ahead of the
   * scheduler like the search's own reads, until `deadline`: their ids are found at first read.
   */
  async function findPendingIds(
    pending: number[],
    ids: number[] | undefined,
    deadline: number,
  ): Promise<Lists> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = withReadPriority({ isInteractive: true }, () =>
      checkCourseIds({ db, sources: options.sources, clock, ids: pending }),
    );
    await Promise.race([
      check.catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - performance.now())))),
    ]);
    clearTimeout(timer);
    courseLists.forget();
    return courseLists.active(ids);
  }

  /**
   * Reads those of `courses` whose data for the date is missing or old, waiting until the budget's deadline,
   * or only the first read's when none of them was ever read. Returns the sheets it found when it read none
   * (they are then current), else undefined.
   */
  async function readOldSheets(courses: MirrorCourse[], date: string, now: Date, deadlines: Deadlines) {
    const ids = courses.map((course) => course.id);
    const sheets = await selectCourseSheets(db, date, ids);
    const toRead = courses.filter((course) =>
      needsOnDemandRead({ config, course, date, sheet: sheets.get(course.id), now }),
    );
    if (toRead.length === 0) return sheets;
    const hasTimesToRefresh = toRead.some((course) => sheets.get(course.id)?.lastSuccessAt);
    const deadline = hasTimesToRefresh ? deadlines.budget : deadlines.firstRead;
    await reader.read({ courses: toRead, date, now, deadline });
    return undefined;
  }

  /**
   * The asked courses, their old sheets read. Courses read by their ids are read at once; those whose
   * ids are still to be found are read as soon as found (decision 0182): a golfer's first search does not
   * wait for one site's list before every other course is read.
   */
  async function readCourses(query: TeeTimesQuery): Promise<Lists & { sheets: CourseSheets }> {
    const deadlines = deadlinesFrom(config);
    const known = await courseLists.active(query.courseIds);
    const now = clock();
    const pending = known.unread.filter((course) => course.reason === 'pending').map((course) => course.id);
    if (pending.length === 0) {
      const sheets = await readOldSheets(known.readable, query.date, now, deadlines);
      const ids = known.readable.map((course) => course.id);
      return { ...known, sheets: sheets ?? (await selectCourseSheets(db, query.date, ids)) };
    }
    const [, lists] = await Promise.all([
      readOldSheets(known.readable, query.date, now, deadlines),
      // A course whose ids are still to be found was never read: it is waited for as a first read.
      findPendingIds(pending, query.courseIds, deadlines.firstRead).then(async (found) => {
        const readable = new Set(known.readable.map((course) => course.id));
        const newly = found.readable.filter((course) => !readable.has(course.id));
        if (newly.length > 0) await readOldSheets(newly, query.date, clock(), deadlines);
        return found;
      }),
    ]);
    const ids = lists.readable.map((course) => course.id);
    return { ...lists, sheets: await selectCourseSheets(db, query.date, ids) };
  }

  function answer(query: TeeTimesQuery): Promise<TeeTimeSearchResult> {
    return whileScheduledReadsHeld(async () => {
      const lists = await readCourses(query);
      // Answered as of the moment the reads finished.
      return answerFromSheets({ config, db, query, lists, answeredAt: clock() });
    });
  }

  return {
    search: watchedSearch({
      config,
      db,
      clock,
      answer: (query) => answers.get(answerKey(query), () => answer(query)),
    }),
    async clearCache() {
      courseLists.forget();
      answers.clear();
      await clearMirror({ db, now: clock() });
    },
    stop: () => reader.stop(),
  };
}
