import { SEED_COURSES } from '../src/db/seed-courses';
import type { SourceCourse } from '../src/sources/tee-time-source';

/** A seeded catalogue course as a source sees it; ids follow the seed order (1-based). */
export function seededCourse(seedKey: string, override: Partial<SourceCourse> = {}): SourceCourse {
  const index = SEED_COURSES.findIndex((course) => course.seedKey === seedKey);
  const seed = SEED_COURSES[index];
  if (!seed) throw new Error(`no seeded course ${seedKey}`);
  return {
    id: index + 1,
    name: seed.name,
    apiType: seed.apiType,
    apiCourseId: seed.apiCourseId,
    apiConfig: seed.apiConfig,
    bookingUrl: seed.bookingUrl,
    holes: seed.holes,
    ...override,
  };
}
