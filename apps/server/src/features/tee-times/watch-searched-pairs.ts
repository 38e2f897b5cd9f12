import type { CourseTeeTimes } from '@teewatch/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { takeAllowance } from '../../lib/rate-counter';
import { recordSearchedPairs } from '../mirror';

const HOUR_MS = 60 * 60_000;

/**
 * A signed-in golfer's search puts its courses and date on the mirror's watched tier for the next minutes
 * (decision 0110), from any process. Each account has an allowance of such searches per hour (decision
 * 0256): past it the search is answered as usual but steers no reads, so one scripted account cannot
 * spread the watched tier's budget over every course and date. Anonymous searches never get here.
 */
export async function watchSearchedPairs(options: {
  config: Config;
  db: Db;
  userId: string;
  date: string;
  /** The search's answered courses: those read for tee times are watched. */
  courses: CourseTeeTimes[];
  now: Date;
}): Promise<void> {
  const { config, db, now } = options;
  const courseIds = options.courses
    .filter((course) => course.status !== 'unavailable')
    .map((course) => course.courseId);
  if (courseIds.length === 0) return;
  const allowance = await takeAllowance({
    db,
    now,
    key: `search-watch|${options.userId}`,
    limit: config.search.watchedPerAccountPerHour,
    windowMs: HOUR_MS,
  });
  if (allowance.isOver) return;
  await recordSearchedPairs({ db, courseIds, date: options.date, now });
}
