import type { RemovedCourse } from '@teewatch/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { golfCourses } from '../../db/schema';

// Which of the courses a create or an edit names can be watched, and why the others were dropped.

export const REMOVED_COURSE_REASONS = {
  unknown: 'This golf course does not exist',
  deleted: 'This golf course is no longer available',
  inactive: 'This golf course is currently inactive',
  /** Decision 0161: nothing would ever be read for it, so no alert could come. */
  directoryOnly: "Teewatch does not read this golf course's tee times: book on the course's site",
} as const;

export const NO_VALID_COURSES_MESSAGE = 'None of the selected golf courses are available for monitoring';

/** Splits requested course ids into those that can be watched and those dropped with a reason. */
export async function sortOutCourses(
  db: Db,
  courseIds: number[],
): Promise<{ kept: number[]; removed: RemovedCourse[] }> {
  const rows = await db
    .select({
      id: golfCourses.id,
      name: golfCourses.name,
      isActive: golfCourses.isActive,
      deletedAt: golfCourses.deletedAt,
      directoryOnly: sql<boolean>`${golfCourses.directoryOnly} or ${golfCourses.apiType} = 'none'`,
    })
    .from(golfCourses)
    .where(inArray(golfCourses.id, courseIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const kept: number[] = [];
  const removed: RemovedCourse[] = [];
  for (const id of courseIds) {
    const row = byId.get(id);
    if (!row) removed.push({ id, name: `Golf course #${id}`, reason: REMOVED_COURSE_REASONS.unknown });
    else if (row.deletedAt) removed.push({ id, name: row.name, reason: REMOVED_COURSE_REASONS.deleted });
    else if (!row.isActive) removed.push({ id, name: row.name, reason: REMOVED_COURSE_REASONS.inactive });
    else if (row.directoryOnly)
      removed.push({ id, name: row.name, reason: REMOVED_COURSE_REASONS.directoryOnly });
    else kept.push(id);
  }
  return { kept, removed };
}
