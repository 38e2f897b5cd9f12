import {
  COURSE_NOT_FOUND_AT_SITE_MESSAGE,
  type CourseSourceHealth,
  SOURCE_FAILING_AFTER_MS,
} from '@teewatch/shared';
import { and, eq, gt, inArray, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coursePolls, golfCourses } from '../../db/schema';

// The admin course list's "source health" (issue 11, item 6): from the mirror's per-(course, date) read
// records, one query for a whole page of courses.

function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * Per course: the last good read over all its dates; the most recent error that came after its own row's
 * last good read; failing when there is such an error and no good read within SOURCE_FAILING_AFTER_MS
 * (or none ever). The error's time is the row's last read attempt.
 */
export async function selectCourseSourceHealth(options: {
  db: Db;
  courseIds: number[];
  now: Date;
}): Promise<Map<number, CourseSourceHealth>> {
  const { db, courseIds, now } = options;
  if (courseIds.length === 0) return new Map();
  const lastGood = db
    .select({
      courseId: coursePolls.courseId,
      lastSuccessAt: max(coursePolls.lastSuccessAt).as('last_success_at'),
    })
    .from(coursePolls)
    .where(inArray(coursePolls.courseId, courseIds))
    .groupBy(coursePolls.courseId)
    .as('last_good');
  const lastError = db
    .selectDistinctOn([coursePolls.courseId], {
      courseId: coursePolls.courseId,
      lastError: coursePolls.lastError,
      lastErrorAt: coursePolls.lastErrorAt,
    })
    .from(coursePolls)
    .where(
      and(
        inArray(coursePolls.courseId, courseIds),
        isNotNull(coursePolls.lastErrorAt),
        // The source has not answered since this error (a later good read clears it).
        or(isNull(coursePolls.lastSuccessAt), gt(coursePolls.lastErrorAt, coursePolls.lastSuccessAt)),
      ),
    )
    .orderBy(coursePolls.courseId, sql`${coursePolls.lastErrorAt} desc nulls last`)
    .as('last_error');
  const rows = await db
    .select({
      courseId: golfCourses.id,
      lastSuccessAt: lastGood.lastSuccessAt,
      lastError: lastError.lastError,
      lastErrorAt: lastError.lastErrorAt,
      notFoundSince: golfCourses.sourceMissingSince,
    })
    .from(golfCourses)
    .leftJoin(lastGood, eq(lastGood.courseId, golfCourses.id))
    .leftJoin(lastError, eq(lastError.courseId, golfCourses.id))
    .where(inArray(golfCourses.id, courseIds));
  return new Map(
    rows.map((row) => {
      const lastSuccessAt = iso(row.lastSuccessAt);
      const recentSuccess =
        lastSuccessAt !== null && now.getTime() - Date.parse(lastSuccessAt) < SOURCE_FAILING_AFTER_MS;
      const notFoundSince = iso(row.notFoundSince);
      // A course its site no longer lists is not read: that is its source's state, whatever reads said before.
      const health: CourseSourceHealth = notFoundSince
        ? {
            lastSuccessAt,
            lastError: COURSE_NOT_FOUND_AT_SITE_MESSAGE,
            lastErrorAt: notFoundSince,
            isFailing: true,
            notFoundSince,
          }
        : {
            lastSuccessAt,
            lastError: row.lastError?.slice(0, 2000) ?? null,
            lastErrorAt: iso(row.lastErrorAt),
            isFailing: row.lastError != null && !recentSuccess,
            notFoundSince: null,
          };
      return [row.courseId, health];
    }),
  );
}
