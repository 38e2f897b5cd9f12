import {
  type CourseConfigIssue,
  type CourseSourceFields,
  defineBookingSystem,
  isBlank,
  isHttpUrl,
} from './booking-system';

/** The round lengths a CPS v3 page's `Hole` parameter takes. */
export const CPS_V3_HOLE_VALUES = ['9', '18'] as const;

export const CPS_V3_MESSAGES = {
  cpsV3Hole: 'Holes per round (Hole) must be 9 or 18',
  cpsV3CourseId: 'A CPS v3 course ID is a number (the page\u2019s CourseId)',
  cpsV3BaseUrl: 'Base URL must be the v3 site\u2019s root, such as https://w.cps.golf/WestVancouverV3',
} as const;

/** A legacy CPS v3 tenant's HTML pages (decision 0164): its root (https://w.cps.golf/<Tenant>V3) and round length. */
export const cpsV3System = defineBookingSystem({
  type: 'cps-v3',
  label: 'CPS v3',
  formLabel: 'CPS v3 (legacy HTML)',
  discoveryLabel: 'CPS v3 (the legacy Club Prophet pages)',
  badgeTone: 'blue',
  // The legacy tenants are CPS sites too: counted with them.
  statGroup: 'CPS API',
  requiredConfig: ['baseUrl', 'hole'],
  optionalConfig: [],
  defaultConfig: { baseUrl: '', hole: '18' },
  checkCourse: checkCpsV3Course,
});

/** A v3 course names its tenant root (a path, no query), a numeric CourseId and a Hole of 9 or 18. */
function checkCpsV3Course(course: CourseSourceFields): CourseConfigIssue[] {
  const issues: CourseConfigIssue[] = [];
  if (!/^\d{1,9}$/.test(course.api_course_id)) {
    issues.push({ path: ['api_course_id'], message: CPS_V3_MESSAGES.cpsV3CourseId });
  }
  const hole = course.api_config.hole;
  if (!isBlank(hole) && !(CPS_V3_HOLE_VALUES as readonly string[]).includes(String(hole).trim())) {
    issues.push({ path: ['api_config', 'hole'], message: CPS_V3_MESSAGES.cpsV3Hole });
  }
  const baseUrl = String(course.api_config.baseUrl ?? '').trim();
  if (baseUrl !== '' && isHttpUrl(baseUrl)) {
    const url = new URL(baseUrl);
    if (url.pathname.replace(/\/+$/, '') === '' || url.search !== '' || url.hash !== '') {
      issues.push({ path: ['api_config', 'baseUrl'], message: CPS_V3_MESSAGES.cpsV3BaseUrl });
    }
  }
  return issues;
}
