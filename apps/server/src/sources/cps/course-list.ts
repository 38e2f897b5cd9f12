import { vancouverToday } from '@teewatch/shared';
import type { Clock } from '../../lib/clock';
import type { ListedCourse, SiteListing } from '../course-listing';
import { parseJsonResponse } from '../http-client';
import { toDateString } from '../source-time';
import { malformedAnswer, numberOrUndefined, text } from '../upstream-values';
import type { createCpsOnlineApi } from './online-api';
import type { Site } from './site-config';

// A CPS site's own course list (docs/upstream-protocols.md, CPS "Other endpoints"): OnlineCourses names
// every course with its id and holes; BookingRuleModels, where the site answers it, its days in advance.

type OnlineApi = Pick<ReturnType<typeof createCpsOnlineApi>, 'callOnlineApi'>;

export async function listCpsCourses(api: OnlineApi, site: Site, clock: Clock): Promise<SiteListing> {
  const today = vancouverToday(clock());
  const response = await api.callOnlineApi(site, today, (config) => ({
    url: `${config.onlineApi}/OnlineCourses`,
  }));
  const courses = parseOnlineCourses(parseJsonResponse(response));
  const days = await bookingDays(api, site, today, courses).catch(() => new Map<string, number>());
  return {
    platform: 'cps',
    site: site.baseUrl,
    courses: courses.map((course) => {
      const advance = days.get(course.apiCourseId);
      return advance ? { ...course, bookingAdvanceDays: advance } : course;
    }),
  };
}

/** OnlineCourses → the active courses, by the name the booking page shows (onlineCourseName when set). */
export function parseOnlineCourses(body: unknown): ListedCourse[] {
  if (!Array.isArray(body)) throw malformedAnswer('CPS OnlineCourses is not a list');
  const courses: ListedCourse[] = [];
  for (const raw of body as Record<string, unknown>[]) {
    const id = text(raw?.courseId);
    const name = raw?.isSetOnlineCourseName === true ? text(raw.onlineCourseName) : text(raw?.courseName);
    if (!id || !name || raw.active === false) continue;
    courses.push({ name, apiCourseId: id, holes: numberOrUndefined(raw.holes) ?? null, config: {} });
  }
  return courses;
}

/** courseId → daysInAdvance, or an empty map when the site does not answer BookingRuleModels. */
async function bookingDays(
  api: OnlineApi,
  site: Site,
  today: string,
  courses: ListedCourse[],
): Promise<Map<string, number>> {
  const days = new Map<string, number>();
  if (courses.length === 0) return days;
  const query = new URLSearchParams({
    classcode: 'R',
    courseIds: courses.map((course) => course.apiCourseId).join(','),
    searchDate: toDateString(today),
  });
  const response = await api.callOnlineApi(site, today, (config) => ({
    url: `${config.onlineApi}/BookingRuleModels?${query}`,
  }));
  if (response.status < 200 || response.status >= 300) return days;
  const rules = (parseJsonResponse(response) as { bookingRuleByCourses?: unknown })?.bookingRuleByCourses;
  if (!Array.isArray(rules)) return days;
  for (const rule of rules as Record<string, unknown>[]) {
    const id = text(rule?.courseId);
    const advance = numberOrUndefined(rule?.daysInAdvance);
    // The catalogue's windows are 1–90 days (the course form's range).
    if (id && advance && Number.isInteger(advance) && advance >= 1 && advance <= 90) days.set(id, advance);
  }
  return days;
}
