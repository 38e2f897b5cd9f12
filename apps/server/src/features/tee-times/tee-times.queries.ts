import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { golfCourses } from '../../db/schema';

export type SearchCourseRow = {
  id: number;
  name: string;
  city: string | null;
  bookingUrl: string | null;
  apiType: 'cps' | 'chronogolf';
  apiCourseId: string;
  apiConfig: Record<string, unknown>;
  holes: number | null;
};

/** Active, not deleted courses (optionally only these ids), in name order, with what a source needs. */
export async function selectSearchCourses(db: Db, ids: number[] | undefined): Promise<SearchCourseRow[]> {
  const conditions = [isNull(golfCourses.deletedAt), eq(golfCourses.isActive, true)];
  if (ids) conditions.push(inArray(golfCourses.id, ids.length ? ids : [-1]));
  return db
    .select({
      id: golfCourses.id,
      name: golfCourses.name,
      city: golfCourses.city,
      bookingUrl: golfCourses.bookingUrl,
      apiType: golfCourses.apiType,
      apiCourseId: golfCourses.apiCourseId,
      apiConfig: golfCourses.apiConfig,
      holes: golfCourses.holes,
    })
    .from(golfCourses)
    .where(and(...conditions))
    .orderBy(asc(golfCourses.name), asc(golfCourses.id));
}
