// The legacy CPS "v3" tenants the simulator knows by name (docs/upstream-protocols.md, "CPS v3"). A tenant
// is an ASP.NET application at https://w.cps.golf/<Tenant>V3/; any other path segment ending in "V3" is
// served too, with one 18-hole course (id 1), so adapters can be pointed at any tenant.

export type CpsV3Course = { courseId: number; name: string; holes: number };

const TENANTS: Record<string, { title: string; courses: CpsV3Course[] }> = {
  // CourseId=1, Hole=9: public client code (jasonbai0421/Gleneagles-TeeTime-Checker : main.py).
  westvancouverv3: {
    title: 'District of West Vancouver Golf',
    courses: [{ courseId: 1, name: 'Gleneagles Golf Course', holes: 9 }],
  },
  // CourseId=1 in one public adapter only; 18 holes (course-facts).
  kingslinksv3: {
    title: 'Kings Links by the Sea',
    courses: [{ courseId: 1, name: 'Kings Links', holes: 18 }],
  },
};

/** A path segment that names a v3 tenant ("WestVancouverV3"); matched case-insensitively, like IIS. */
export function isCpsV3Tenant(segment: string | undefined): boolean {
  return segment !== undefined && /^[a-z0-9]+v3$/i.test(segment);
}

export function cpsV3Title(tenant: string): string {
  return TENANTS[tenant]?.title ?? `${tenant.replace(/v3$/, '')} Golf`;
}

export function cpsV3Courses(tenant: string): CpsV3Course[] {
  return (
    TENANTS[tenant]?.courses ?? [{ courseId: 1, name: `${tenant.replace(/v3$/, '')} Course 1`, holes: 18 }]
  );
}

/** The round length of a tee sheet keyed by the tenant's lower-case name; undefined for any other site. */
export function cpsV3Holes(site: string, courseId: number): number | undefined {
  if (!isCpsV3Tenant(site)) return undefined;
  return cpsV3Courses(site).find((course) => course.courseId === courseId)?.holes ?? 18;
}
