import type { Db } from './client';
import { golfCourses } from './schema';
import { SEED_COURSE_COORDINATES } from './seed-course-coordinates';
import { SEED_COURSES } from './seed-courses';

/**
 * Inserts the catalogue courses that were never seeded. Idempotent: a row is matched by its seed key,
 * so an admin's later edits (or deletion, which keeps the row) are never overwritten or undone.
 */
export async function seedCatalogue(db: Db): Promise<number> {
  const inserted = await db
    .insert(golfCourses)
    .values(
      SEED_COURSES.map((course) => ({
        seedKey: course.seedKey,
        name: course.name,
        city: course.city,
        location: `${course.city}, BC`,
        holes: course.holes,
        par: course.par,
        lengthYards: course.lengthYards,
        address: course.address ?? null,
        phone: course.phone ?? null,
        website: course.website ?? null,
        bookingAdvanceDays: course.bookingAdvanceDays,
        bookingUrl: course.bookingUrl,
        apiSource: course.apiSource,
        apiType: course.apiType,
        apiCourseId: course.apiCourseId,
        apiConfig: course.apiConfig,
        sourceCourseName: course.sourceCourseName ?? null,
        directoryOnly: course.directoryOnly ?? false,
        latitude: SEED_COURSE_COORDINATES[course.seedKey]?.latitude ?? null,
        longitude: SEED_COURSE_COORDINATES[course.seedKey]?.longitude ?? null,
      })),
    )
    .onConflictDoNothing({ target: golfCourses.seedKey })
    .returning({ id: golfCourses.id });
  return inserted.length;
}
