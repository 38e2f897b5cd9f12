import {
  addDaysToIsoDate,
  BOOKING_WINDOW_DAYS,
  type CourseTeeTimes,
  type SearchCoverage,
  type TeeTimesQuery,
  vancouverToday,
} from '@teewatch/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ruleInstant } from '../../lib/slot-rules-sql';
import type { MirrorCourse, UnreadCourse } from '../mirror';
import { answerCourse, answerUnreadCourse } from './answer-course';
import { attachForecasts } from './attach-forecasts';
import { type selectCourseSheets, selectFirstDateWithTimes } from './tee-times.queries';

// A tee-time search's answer once its reads are done (tee-time-search.ts): each asked course from its sheet,
// the first date that shows a time, and the coverage of live, unavailable and directory-only courses.

/** The same object comes back for the same query within the answer TTL, so callers may memoise on it. */
export type TeeTimeSearchResult = {
  courses: CourseTeeTimes[];
  fetchedAt: string;
  firstDateWithTimes?: string;
  /** Live, unavailable and directory-only courses among the asked ones (decision 0161). */
  coverage: SearchCoverage;
};

type CourseSheets = Awaited<ReturnType<typeof selectCourseSheets>>;

/** The search's answer from the asked courses and their sheets as they stand at `answeredAt`. */
export async function answerFromSheets(input: {
  config: Config;
  db: Db;
  query: TeeTimesQuery;
  lists: { readable: MirrorCourse[]; unread: UnreadCourse[]; sheets: CourseSheets };
  answeredAt: Date;
}): Promise<TeeTimeSearchResult> {
  const { config, db, query, answeredAt } = input;
  const { readable: courses, unread, sheets } = input.lists;
  const ids = courses.map((course) => course.id);
  const liveResults = courses.map((course) =>
    answerCourse({ config, course, query, sheet: sheets.get(course.id), now: answeredAt }),
  );
  const unavailable = unread.filter((course) => course.reason !== 'directory_only');
  const results = await attachForecasts({
    config,
    db,
    date: query.date,
    courses: [...liveResults, ...unavailable.map((course) => answerUnreadCourse(course, query.date))],
    now: answeredAt,
  });
  const fetchedTimes = results.flatMap((result) => (result.fetchedAt ? [result.fetchedAt] : [])).sort();
  return {
    courses: results,
    fetchedAt: fetchedTimes[0] ?? answeredAt.toISOString(),
    ...(await firstDateWithTimesOf({ db, query, results, courseIds: ids, answeredAt })),
    coverage: coverageOf(liveResults, unread),
  };
}

/** The first date from the query's on that shows a time (in the booking window), when there is one. */
async function firstDateWithTimesOf(input: {
  db: Db;
  query: TeeTimesQuery;
  results: CourseTeeTimes[];
  courseIds: number[];
  answeredAt: Date;
}): Promise<{ firstDateWithTimes?: string }> {
  const { db, query, answeredAt } = input;
  // A date that shows a time is its own first date with times; the query (a scan of the booking
  // window, a third of a search's cost on PGlite) is only needed for an empty day.
  if (input.results.some((result) => result.teeTimeSlots.length > 0))
    return { firstDateWithTimes: query.date };
  const today = vancouverToday(answeredAt);
  const firstDateWithTimes = await selectFirstDateWithTimes(db, {
    courseIds: input.courseIds,
    from: query.date,
    until: addDaysToIsoDate(today, BOOKING_WINDOW_DAYS),
    startHour: query.startHour,
    endHour: query.endHour,
    numberOfPlayers: query.numberOfPlayers,
    instant: ruleInstant(answeredAt),
  });
  return firstDateWithTimes ? { firstDateWithTimes } : {};
}

/** How many of the asked courses were answered live, were unavailable, or are listed in the directory only. */
function coverageOf(liveResults: CourseTeeTimes[], unread: UnreadCourse[]): SearchCoverage {
  const unavailable = unread.filter((course) => course.reason !== 'directory_only');
  const directoryOnly = unread.filter((course) => course.reason === 'directory_only');
  return {
    liveCourses: liveResults.length,
    unavailableCourses: unavailable.length,
    directoryOnlyCourses: directoryOnly.map((course) => ({
      courseId: course.id,
      courseName: course.name,
      region: course.city,
      bookingUrl: course.bookingUrl,
      website: course.website,
      phone: course.phone,
    })),
  };
}
