import type { AdminGolfCourse, GolfCourse } from '@teewatch/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseImages, golfCourses } from '../../db/schema';

export type CourseRow = typeof golfCourses.$inferSelect;
type ImageRow = Pick<typeof courseImages.$inferSelect, 'id' | 'courseId' | 'url' | 'altText'>;

/** Courses that exist (not deleted), optionally only active ones, in name order. */
export async function selectCourses(
  db: Db,
  options: { onlyActive: boolean; ids?: number[] },
): Promise<CourseRow[]> {
  const conditions = [isNull(golfCourses.deletedAt)];
  if (options.onlyActive) conditions.push(eq(golfCourses.isActive, true));
  if (options.ids) conditions.push(inArray(golfCourses.id, options.ids.length ? options.ids : [-1]));
  return db
    .select()
    .from(golfCourses)
    .where(and(...conditions))
    .orderBy(asc(golfCourses.name));
}

export async function selectCourse(db: Db, id: number): Promise<CourseRow | undefined> {
  const [row] = await db
    .select()
    .from(golfCourses)
    .where(and(eq(golfCourses.id, id), isNull(golfCourses.deletedAt)));
  return row;
}

export async function selectImages(db: Db, courseIds: number[]): Promise<Map<number, ImageRow[]>> {
  const byCourse = new Map<number, ImageRow[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({
      id: courseImages.id,
      courseId: courseImages.courseId,
      url: courseImages.url,
      altText: courseImages.altText,
    })
    .from(courseImages)
    .where(inArray(courseImages.courseId, courseIds))
    .orderBy(asc(courseImages.courseId), asc(courseImages.position), asc(courseImages.id));
  for (const row of rows) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push(row);
    byCourse.set(row.courseId, list);
  }
  return byCourse;
}

/** Row → the public shape of golfer-side §3. The cover is the first image, else the stored image_url. */
export function toGolfCourse(row: CourseRow, images: ImageRow[] = []): GolfCourse {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    location: row.location,
    description: row.description,
    image_url: images[0]?.url ?? row.imageUrl,
    images: images.map((image) => ({ id: image.id, url: image.url, alt_text: image.altText })),
    holes: row.holes,
    length_yards: row.lengthYards,
    par: row.par,
    course_rating: row.courseRating,
    slope_rating: row.slopeRating,
    course_type: row.courseType,
    is_public: row.isPublic,
    booking_advance_days: row.bookingAdvanceDays,
    booking_open_time: row.bookingOpenTime,
    booking_url: row.bookingUrl,
    free_cancellation_hours: row.freeCancellationHours,
    free_cancellation_source: row.freeCancellationSource,
    website: row.website,
    address: row.address,
    phone: row.phone,
    email: row.email,
    facilities: row.facilities,
    features: row.features,
    is_active: row.isActive,
    last_updated: row.updatedAt.toISOString(),
    api_source: row.apiSource,
    directory_only: row.directoryOnly || row.apiType === 'none',
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** Row → the admin shape of admin-console §3 (adds the source configuration). */
export function toAdminGolfCourse(row: CourseRow, images: ImageRow[] = []): AdminGolfCourse {
  return {
    ...toGolfCourse(row, images),
    api_type: row.apiType,
    api_course_id: row.apiCourseId,
    api_config: row.apiConfig,
    source_course_name: row.sourceCourseName,
    source_ids_found_at: row.sourceIdsFoundAt?.toISOString() ?? null,
    source_missing_since: row.sourceMissingSince?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}
