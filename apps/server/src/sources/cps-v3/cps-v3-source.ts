import type { SiteListing } from '../course-listing';
import { SOURCE_ERROR_MESSAGE } from '../http-client';
import { type FetchSlotsInput, SourceError, type TeeTimeSlot, type TeeTimeSource } from '../tee-time-source';
import { budgetKey } from '../upstream-url';
import { discoverCpsV3Site } from './discover-site';
import { normaliseCpsV3Row } from './normalise';
import { type CpsV3PagesOptions, createCpsV3Pages } from './sessions';
import { readCpsV3TeeSheet } from './tee-sheet-page';
import { type CpsV3Tenant, cpsV3QueryDate, tenantOf, tenantRootOf } from './tenant-config';

// The legacy CPS "v3" sites (https://w.cps.golf/<Tenant>V3, docs/upstream-protocols.md "CPS v3"): one
// HTML page per course and date, Home/nIndex, read under the tenant's cookieless session.

export type CpsV3SourceOptions = CpsV3PagesOptions;

/** The tee sheet's page for a date, relative to the tenant (and its session): every time, any party. */
export function nIndexPage(tenant: CpsV3Tenant, date: string): string {
  const query = new URLSearchParams({
    CourseId: tenant.courseId,
    Date: cpsV3QueryDate(date),
    Time: 'AnyTime',
    Player: '99',
    Hole: String(tenant.hole),
  });
  return `Home/nIndex?${query.toString()}`;
}

/**
 * What a v3 tenant says of its courses (decision 0160), read as discoverCpsV3Site reads any address of it:
 * the course named by its CourseId and Hole, the others its page's picker lists. Not a v3 site: a config error.
 */
export async function listCpsV3Courses(
  address: string,
  options: CpsV3SourceOptions,
  signal?: AbortSignal,
): Promise<SiteListing> {
  const site = await discoverCpsV3Site(address, { ...options, signal });
  if (!site)
    throw new SourceError(`Source misconfigured: ${address} does not answer as a CPS v3 site`, 'config');
  return {
    platform: 'cps-v3',
    site: site.site,
    courses: site.courses.map((course) => ({
      name: course.name,
      apiCourseId: course.apiCourseId,
      holes: course.holes,
      config: course.apiConfig,
    })),
  };
}

export function createCpsV3Source(options: CpsV3SourceOptions): TeeTimeSource {
  const pages = createCpsV3Pages(options);
  return {
    listCourses(course, signal) {
      // A course whose CourseId is still to be found is asked for at the tenant's root: its redirect and
      // page name the tenant's course (one course: that is this one). Otherwise its own id and Hole.
      if (course.apiCourseId === '') return listCpsV3Courses(`${tenantRootOf(course)}/`, options, signal);
      const tenant = tenantOf(course);
      const address = `${tenant.baseUrl}/Home/nIndex?CourseId=${tenant.courseId}&Hole=${tenant.hole}`;
      return listCpsV3Courses(address, options, signal);
    },
    hostOf: (course) => budgetKey(tenantRootOf(course)),
    async fetchSlots({ course, date, signal }: FetchSlotsInput): Promise<TeeTimeSlot[]> {
      const tenant = tenantOf(course);
      const response = await pages.get(tenant.baseUrl, nIndexPage(tenant, date), signal);
      if (response.status !== 200) {
        throw new SourceError(SOURCE_ERROR_MESSAGE, 'unavailable', {
          cause: new Error(`CPS v3 HTTP ${response.status} from ${response.url}`),
        });
      }
      const rows = readCpsV3TeeSheet(response.text, cpsV3QueryDate(date));
      return rows.map((row) => normaliseCpsV3Row(row, tenant, date));
    },
  };
}
