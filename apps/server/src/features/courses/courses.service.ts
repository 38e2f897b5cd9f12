import { DEFAULT_BOOKING_URL, type GolfCourse } from '@teewatch/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { selectCourse, selectCourses, selectImages, toGolfCourse } from './courses.queries';

/** Active courses with their images, for the courses pages and the pickers. */
export async function listActiveCourses(options: { db: Db }): Promise<GolfCourse[]> {
  const rows = await selectCourses(options.db, { onlyActive: true });
  const images = await selectImages(
    options.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toGolfCourse(row, images.get(row.id)));
}

/** One active course; inactive and unknown ids are both "not found" to golfers. */
export async function getActiveCourse(options: { db: Db; id: number }): Promise<GolfCourse> {
  const row = await selectCourse(options.db, options.id);
  if (!row?.isActive) throw notFound("The course you're looking for doesn't exist");
  const images = await selectImages(options.db, [row.id]);
  return toGolfCourse(row, images.get(row.id));
}

/** Where a golfer books this course: its own booking page, or the city's public search page. */
export async function getBookingUrl(options: { db: Db; id: number }): Promise<string> {
  const row = await selectCourse(options.db, options.id);
  if (!row?.isActive) throw notFound("The course you're looking for doesn't exist");
  return row.bookingUrl ?? row.website ?? DEFAULT_BOOKING_URL;
}
