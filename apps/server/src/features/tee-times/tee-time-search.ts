import {
  addDaysToIsoDate,
  BOOKING_WINDOW_DAYS,
  type CourseTeeTimes,
  type TeeTimesQuery,
  vancouverToday,
} from '@teewatch/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ruleClock } from '../../lib/slot-rules-sql';
import type { Sources } from '../../sources/create-sources';
import { clearMirror, listMirrorCourses, type MirrorCourse, recordSearchedPairs } from '../mirror';
import { createAnswerCache } from './answer-cache';
import { answerCourse } from './answer-course';
import { createOnDemandReader, needsOnDemandRead } from './read-on-demand';
import { selectCourseSheets, selectFirstDateWithTimes } from './tee-times.queries';

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

/** The active course list is read again at most this often (admin edits show within it; Clear Cache at once). */
const COURSE_LIST_TTL_MS = 5000;

export function createTeeTimeSearch(options: TeeTimeSearchOptions): TeeTimeSearch {
  const { config, db, clock } = options;
  const reader = createOnDemandReader(options);
  const answers = createAnswerCache({ ttlMs: config.search.answerTtlMs, clock, compute: answer });
  let courseList: { rows: Promise<MirrorCourse[]>; expiresAt: number } | undefined;

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

  async function answer(query: TeeTimesQuery): Promise<TeeTimeSearchResult> {
    const now = clock();
    const courses = await activeCourses(query.courseIds);
    const ids = courses.map((course) => course.id);
    // A searched pair is read on the watched tier for the next minutes (decision 0110), by any process.
    const [, firstSheets] = await Promise.all([
      recordSearchedPairs({ db, courseIds: ids, date: query.date, now }),
      selectCourseSheets(db, query.date, ids),
    ]);
    let sheets = firstSheets;
    const toRead = courses.filter((course) =>
      needsOnDemandRead({ config, course, date: query.date, sheet: sheets.get(course.id), now }),
    );
    if (toRead.length > 0) {
      await reader.read({ courses: toRead, date: query.date, now });
      sheets = await selectCourseSheets(db, query.date, ids);
    }
    const answeredAt = clock();
    const results = courses.map((course) =>
      answerCourse({ config, course, query, sheet: sheets.get(course.id), now: answeredAt }),
    );
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
    search: (query) => answers.answer(query),
    async clearCache() {
      courseList = undefined;
      answers.clear();
      await clearMirror({ db, now: clock() });
    },
    stop: () => reader.stop(),
  };
}
