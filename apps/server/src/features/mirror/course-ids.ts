import { BOOKING_SYSTEM_TYPES } from '@teewatch/shared';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { golfCourses } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { findListedCourse, type SiteListing } from '../../sources/course-listing';
import type { Sources } from '../../sources/create-sources';
import type { SourceCourse } from '../../sources/tee-time-source';
import { liveCourses, READABLE_COURSE } from './mirror-state';

// Ids found at the source (decision 0160): a course is its booking site plus its name as the site lists
// it. The site's own list gives its ids, checked again daily and after a read that failed as if the id
// were wrong. A course the list no longer names keeps its last ids for the record but is not read: it is
// "not found at its booking site" to admins and "live times unavailable" to golfers. Nothing is guessed.

/** A course's ids are checked against its site's list at least this often. */
export const COURSE_IDS_CHECK_MS = 24 * 60 * 60_000;

export type CourseIdsCheck = { checked: number; found: number; missing: number; failed: number };

type DueCourse = SourceCourse & { sourceCourseName: string | null; sourceMissingSince: Date | null };

/** The readable courses whose ids are due a check: never checked, flagged by a failed read, or a day old. */
async function listDueCourses(db: Db, now: Date, ids?: number[]): Promise<DueCourse[]> {
  return db
    .select({
      id: golfCourses.id,
      name: golfCourses.name,
      apiType: golfCourses.apiType,
      apiCourseId: golfCourses.apiCourseId,
      apiConfig: golfCourses.apiConfig,
      bookingUrl: golfCourses.bookingUrl,
      holes: golfCourses.holes,
      sourceCourseName: golfCourses.sourceCourseName,
      sourceMissingSince: golfCourses.sourceMissingSince,
    })
    .from(golfCourses)
    .where(
      and(
        liveCourses(ids),
        eq(golfCourses.directoryOnly, false),
        inArray(golfCourses.apiType, [...BOOKING_SYSTEM_TYPES]),
        or(
          isNull(golfCourses.sourceCheckedAt),
          lt(golfCourses.sourceCheckedAt, new Date(now.getTime() - COURSE_IDS_CHECK_MS)),
        ),
      ),
    )
    .orderBy(golfCourses.id);
}

/**
 * Reads the course list of every site with a course due, and records per course what it found: the ids
 * (and the booking window where the site says it), or since when the course is missing. A site whose list
 * could not be read changes nothing but the check time of courses that can still be read by their ids.
 */
export async function checkCourseIds(options: {
  db: Db;
  sources: Sources;
  clock: Clock;
  /** Only these courses (a search's pending ones); default every course due. */
  ids?: number[];
}): Promise<CourseIdsCheck> {
  const { db, sources, clock } = options;
  const due = await listDueCourses(db, clock(), options.ids);
  const result: CourseIdsCheck = { checked: due.length, found: 0, missing: 0, failed: 0 };
  await Promise.all(
    due.map(async (course) => {
      let listing: SiteListing;
      try {
        listing = await sources.listCourses(course);
      } catch {
        result.failed += 1;
        // Known ids keep being read until the list answers again tomorrow; a course with none is asked again soon.
        if (course.apiCourseId !== '') {
          await db.update(golfCourses).set({ sourceCheckedAt: clock() }).where(eq(golfCourses.id, course.id));
        }
        return;
      }
      const listed = findListedCourse(listing, course);
      const now = clock();
      if (!listed) {
        result.missing += 1;
        await db
          .update(golfCourses)
          .set({ sourceCheckedAt: now, sourceMissingSince: course.sourceMissingSince ?? now })
          .where(eq(golfCourses.id, course.id));
        return;
      }
      result.found += 1;
      await db
        .update(golfCourses)
        .set({
          apiCourseId: listed.apiCourseId,
          apiConfig: { ...course.apiConfig, ...listed.config },
          sourceCourseName: listed.name,
          sourceIdsFoundAt: now,
          sourceCheckedAt: now,
          sourceMissingSince: null,
          ...(listed.bookingAdvanceDays ? { bookingAdvanceDays: listed.bookingAdvanceDays } : {}),
        })
        .where(eq(golfCourses.id, course.id));
    }),
  );
  return result;
}

/** A failed read asks for a check of its course's ids at most this often. */
const RECHECK_AFTER_FAILURE_MS = 15 * 60_000;

/**
 * After a read that failed as if the course's id were wrong (the adapter could not name the course to its
 * site): check its site's list at the next tick, unless it was checked in the last minutes.
 */
export async function requestCourseIdsCheck(db: Db, courseId: number, now: Date): Promise<void> {
  await db
    .update(golfCourses)
    .set({ sourceCheckedAt: null })
    .where(
      and(
        eq(golfCourses.id, courseId),
        lt(golfCourses.sourceCheckedAt, new Date(now.getTime() - RECHECK_AFTER_FAILURE_MS)),
      ),
    );
}

/**
 * Why an active course is not read: directory only (decision 0161); not found at its booking site (its
 * list no longer names it); or pending (its site has not been asked for its list yet, or did not answer).
 */
export type UnreadReason = 'directory_only' | 'not_found' | 'pending';

export type UnreadCourse = {
  id: number;
  name: string;
  city: string | null;
  bookingUrl: string | null;
  website: string | null;
  phone: string | null;
  reason: UnreadReason;
};

/** The active courses the mirror does not read (optionally only these ids), in name order, with why. */
export async function listUnreadCourses(db: Db, ids?: number[]): Promise<UnreadCourse[]> {
  const rows = await db
    .select({
      id: golfCourses.id,
      name: golfCourses.name,
      city: golfCourses.city,
      bookingUrl: golfCourses.bookingUrl,
      website: golfCourses.website,
      phone: golfCourses.phone,
      apiType: golfCourses.apiType,
      directoryOnly: golfCourses.directoryOnly,
      sourceMissingSince: golfCourses.sourceMissingSince,
    })
    .from(golfCourses)
    .where(and(liveCourses(ids), sql`not ${READABLE_COURSE}`))
    .orderBy(golfCourses.name, golfCourses.id);
  return rows.map(({ apiType, directoryOnly, sourceMissingSince, ...course }) => ({
    ...course,
    reason:
      directoryOnly || apiType === 'none' ? 'directory_only' : sourceMissingSince ? 'not_found' : 'pending',
  }));
}
