import { CHRONOGOLF_COURSES } from './chronogolf-catalogue';

export {
  type ChronogolfClub,
  type ChronogolfCourse,
  chronogolfClubBySlug,
  chronogolfClubUuid,
  chronogolfCourse,
  chronogolfCourseIdOf,
  chronogolfCourseUuid,
} from './chronogolf-catalogue';

// The courses the simulator knows by name (docs/upstream-protocols.md, "Courses"). Any other site, club
// or course id still gets a generated tee sheet, so adapters can be pointed anywhere.

/** golfvancouver answers in OAuth mode (no apiKey in Configuration); every other site in apikey mode. */
export const OAUTH_SITES = new Set(['golfvancouver']);

type CpsCourse = { name: string; holes: number };

// The new sites' names follow what public clients saw (Northview's "RIDGE" and "CANAL", West Coast Golf
// Group's four courses); their ids here are the simulator's own, since most real ones are not public: the
// server must find them in OnlineCourses, never assume these.
const CPS_COURSES: Record<string, Record<number, CpsCourse>> = {
  golfvancouver: {
    1: { name: 'Langara Golf Course', holes: 18 },
    2: { name: 'Fraserview Golf Course', holes: 18 },
    3: { name: 'McCleery Golf Course', holes: 18 },
  },
  golfburnaby: { 1: { name: 'Burnaby Mountain', holes: 18 }, 2: { name: 'Riverway', holes: 18 } },
  westcoastgolfgroup: {
    1: { name: 'Hazelmere', holes: 18 },
    2: { name: 'Belmont', holes: 18 },
    3: { name: 'Swaneset Resort Course', holes: 18 },
    4: { name: 'Swaneset Links Course', holes: 18 },
  },
  northview: { 2: { name: 'RIDGE', holes: 18 }, 5: { name: 'CANAL', holes: 18 } },
  morgancreekbc: { 1: { name: 'Morgan Creek', holes: 18 } },
  fortlangley: { 3: { name: 'Fort Langley', holes: 9 } },
  redwoodsbc: { 1: { name: 'The Redwoods', holes: 18 } },
  northlands: { 1: { name: 'Northlands', holes: 18 } },
};

/**
 * The sites that answer BookingRuleModels, with each course's days in advance; any other site answers it
 * 404, as a site without the endpoint would (docs/upstream-protocols.md, CPS "Other endpoints").
 */
const CPS_BOOKING_DAYS: Record<string, Record<number, number>> = {
  westcoastgolfgroup: { 1: 14, 2: 14, 3: 10, 4: 10 },
  northview: { 2: 21, 5: 21 },
};

/** The site's course ids in list order ([1] for a site the simulator does not name). */
export function cpsCourseIds(site: string): number[] {
  const known = CPS_COURSES[site];
  return known ? Object.keys(known).map(Number) : [1];
}

export function cpsCourseName(site: string, courseId: number): string {
  const known = CPS_COURSES[site]?.[courseId];
  if (known) return known.name;
  const label = site.charAt(0).toUpperCase() + site.slice(1);
  return `${label} Course ${courseId}`;
}

export function cpsCourseHoles(site: string, courseId: number): number {
  return CPS_COURSES[site]?.[courseId]?.holes ?? 18;
}

/** Days in advance of a course, or undefined when its site does not answer BookingRuleModels. */
export function cpsBookingDays(site: string, courseId: number): number | undefined {
  const site_ = CPS_BOOKING_DAYS[site];
  return site_ ? (site_[courseId] ?? 30) : undefined;
}

export function cpsAnswersBookingRules(site: string): boolean {
  return site in CPS_BOOKING_DAYS;
}

/** Every site the simulator names, in a fixed order (its courses churn). */
export const CPS_SITES = Object.keys(CPS_COURSES);
const ORIGINAL_CPS_SITES = ['golfvancouver', 'golfburnaby'];

/**
 * Every course that churns and that benchmarks can rely on, in a fixed order (determinism): the first
 * catalogue's courses first, the sites added later after them, so the first ones churn as they always did.
 */
export const SEEDED_COURSES: Array<
  { system: 'cps'; site: string; courseId: number } | { system: 'chronogolf'; courseId: number }
> = [
  ...ORIGINAL_CPS_SITES.flatMap((site) =>
    cpsCourseIds(site).map((courseId) => ({ system: 'cps' as const, site, courseId })),
  ),
  ...CHRONOGOLF_COURSES.map((course) => ({ system: 'chronogolf' as const, courseId: course.courseId })),
  ...CPS_SITES.filter((site) => !ORIGINAL_CPS_SITES.includes(site)).flatMap((site) =>
    cpsCourseIds(site).map((courseId) => ({ system: 'cps' as const, site, courseId })),
  ),
];
