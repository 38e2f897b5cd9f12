import { type SourceCourse, SourceError } from '../tee-time-source';

/** What the adapter reads of a CPS v3 course: the tenant's root, its CourseId and the round length (Hole). */
export type CpsV3Tenant = { baseUrl: string; courseId: string; hole: 9 | 18 };

const misconfigured = (what: string) =>
  new SourceError(`Source misconfigured: the CPS v3 course ${what}`, 'config');

/**
 * The course's tenant, e.g. `https://w.cps.golf/WestVancouverV3`, CourseId `1`, Hole 9. The admin form
 * validates these too (packages/shared api-config); this guards rows written before or around it.
 */
export function tenantOf(course: SourceCourse): CpsV3Tenant {
  const config = course.apiConfig;
  const baseUrl = tenantRootOf(course);
  if (!/^\d{1,9}$/.test(course.apiCourseId)) throw misconfigured('has no numeric CourseId');
  const hole = String(config.hole ?? (course.holes === 9 ? 9 : 18));
  if (hole !== '9' && hole !== '18') throw misconfigured('Hole is neither 9 nor 18');
  return { baseUrl, courseId: course.apiCourseId, hole: hole === '9' ? 9 : 18 };
}

/**
 * The course's tenant root alone: what its site's list is read from while its CourseId is still to be
 * found there (a course seeded by its tenant, decision 0160).
 */
export function tenantRootOf(course: SourceCourse): string {
  const config = course.apiConfig;
  const baseUrl = typeof config.baseUrl === 'string' ? config.baseUrl.trim().replace(/\/+$/, '') : '';
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw misconfigured('has no baseUrl');
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname.length < 2 || url.search !== '') {
    throw misconfigured('baseUrl is not a tenant root such as https://w.cps.golf/<Tenant>V3');
  }
  return baseUrl;
}

/** "2026-06-13" → "2026-6-13", the form the v3 query reads. */
export function cpsV3QueryDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}-${month}-${day}`;
}
