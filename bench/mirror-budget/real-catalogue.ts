import { budgetKey, type FIRST_CATALOGUE_COURSES, SEED_COURSES } from '@teewatch/server';
import type { SimCourse } from './budget-model';

// The budget simulation's real catalogue: every seeded course Teewatch reads, each on the host whose
// budget it spends (the CPS sites each their own host, ChronoGolf one), as the worker's budget keys are.

type ReadableSeed = (typeof FIRST_CATALOGUE_COURSES)[number];

/** Every seeded course Teewatch reads: the CPS sites each their own host, ChronoGolf one. */
export function realCatalogue(): SimCourse[] {
  const seeds = SEED_COURSES.filter((seed): seed is ReadableSeed => seed.apiType !== 'none');
  return seeds.map((seed, index) => ({
    id: index + 1,
    name: seed.name,
    city: seed.city,
    apiType: seed.apiType,
    apiCourseId: seed.apiCourseId,
    apiConfig: seed.apiConfig,
    bookingUrl: seed.bookingUrl,
    bookingAdvanceDays: 30,
    bookingOpenTime: '00:00',
    host: budgetKey(String(seed.apiConfig.baseUrl)),
  }));
}
