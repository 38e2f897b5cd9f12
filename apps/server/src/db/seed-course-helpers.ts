import {
  type ApiType,
  type BookingSystemType,
  chronogolfSystem,
  cpsSystem,
  cpsV3System,
} from '@teewatch/shared';

// What a seeded course is made of, and the source configurations of the systems Teewatch reads (seed-courses.ts).

export type SeedCourse = {
  seedKey: string;
  name: string;
  city: string;
  holes: number | null;
  par: number | null;
  lengthYards: number | null;
  bookingAdvanceDays: number;
  bookingUrl: string | null;
  apiSource: string | null;
  apiType: ApiType;
  /** '' when the site's list gives it at the first read (decision 0160). */
  apiCourseId: string;
  apiConfig: Record<string, unknown>;
  /** The course's name as its booking site lists it, where a public source shows it. */
  sourceCourseName?: string;
  /** Listed with its facts, never read for tee times (decision 0161). */
  directoryOnly?: boolean;
  /** Contact facts, each from a named public page; absent when none was found. */
  address?: string;
  phone?: string;
  website?: string;
};

/** A seeded course on a system Teewatch reads. */
export type ReadableSeedCourse = SeedCourse & { apiType: BookingSystemType };

export const NIL_GUID = '00000000-0000-0000-0000-000000000000';
export const CHRONOGOLF_V2_TEETIMES_URL = 'https://www.chronogolf.com/marketplace/v2/teetimes';

/** A course of a CPS v4 site, by its id (hand-copied, confirmed by the site's list) or '' (found there). */
export function cps(site: string, courseId: number | '') {
  const baseUrl = `https://${site}.cps.golf`;
  return {
    bookingUrl: `${baseUrl}/onlineresweb/search-teetime`,
    apiSource: site.replace(/^golf/, ''),
    apiType: cpsSystem.type,
    apiCourseId: String(courseId),
    apiConfig: {
      baseUrl,
      siteId: '1',
      websiteId: NIL_GUID,
      referer: `${baseUrl}/onlineresweb/search-teetime`,
    },
  };
}

/** A ChronoGolf course, by its club's ids (hand-copied) or by its club page only (ids found there). */
export function chronogolf(slug: string, clubId?: number, courseId?: number, affiliationTypeId?: number) {
  const clubUrl = `https://www.chronogolf.com/club/${slug}`;
  return {
    bookingUrl: clubUrl,
    apiSource: chronogolfSystem.type,
    apiType: chronogolfSystem.type,
    apiCourseId: courseId === undefined ? '' : String(courseId),
    // No course UUIDs are published here: the adapter discovers them from the club page (reference §2.3),
    // and falls back to the classic club endpoint (clubId, affiliationTypeId) when it cannot.
    apiConfig: {
      baseUrl: CHRONOGOLF_V2_TEETIMES_URL,
      clubUrl,
      ...(clubId === undefined ? {} : { clubId: String(clubId) }),
      ...(affiliationTypeId === undefined ? {} : { affiliationTypeId: String(affiliationTypeId) }),
    },
  };
}

/**
 * A legacy CPS v3 tenant's course (docs/upstream-protocols.md, "CPS v3"): its root, CourseId (or '': the
 * tenant's own page names it at the first read, decision 0160) and Hole.
 */
export function cpsV3(tenant: string, courseId: number | '', hole: 9 | 18) {
  const baseUrl = `https://w.cps.golf/${tenant}`;
  return {
    // The root redirects a golfer into a session on today's tee sheet; each time links its own day.
    bookingUrl: `${baseUrl}/`,
    apiSource: tenant.toLowerCase().replace(/v3$/, ''),
    apiType: cpsV3System.type,
    apiCourseId: String(courseId),
    apiConfig: { baseUrl, hole: String(hole) },
  };
}

export const unknownSize = { holes: null, par: null, lengthYards: null };
