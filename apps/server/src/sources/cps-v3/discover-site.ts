import { vancouverToday } from '@teewatch/shared';
import { budgetKey, resolveUpstreamUrl } from '../upstream-url';
import { type CpsV3PagesOptions, isRedirect, sessionIdOf } from './sessions';
import { readCpsV3Courses, readCpsV3Title } from './tee-sheet-page';
import { cpsV3QueryDate } from './tenant-config';

// Given any address of a CPS v3 site (its root, a tee-sheet page, a page under a session), recognise the
// site by what it answers (the tenant root redirects into a cookieless session) and learn its courses.
// Nothing is guessed: a CourseId or Hole comes from the address, the site's own redirect, or its page.

export type CpsV3SiteCourse = {
  name: string;
  /** The tenant's CourseId. */
  apiCourseId: string;
  /** The round length the site's address asks for (Hole), for the course it names; null for the others. */
  holes: number | null;
  /** What a cps-v3 course row needs: the tenant root and Hole. */
  apiConfig: { baseUrl: string; hole: '9' | '18' };
};

export type CpsV3Site = {
  platform: 'cps-v3';
  /** The tenant root, e.g. `https://w.cps.golf/WestVancouverV3`. */
  site: string;
  /** The tenant's path segment, e.g. `WestVancouverV3`. */
  tenant: string;
  courses: CpsV3SiteCourse[];
};

const SESSION_SEGMENT = /^\(S\([a-z0-9]{1,64}\)\)$/i;
const APP_SEGMENT = /^(home|account)$/i;

/** The tenant root of a v3 address: its path up to a session, `Home` or `Account` segment. */
export function cpsV3TenantRoot(address: URL): string | undefined {
  const segments = address.pathname.split('/').filter((segment) => segment !== '');
  const end = segments.findIndex((segment) => SESSION_SEGMENT.test(segment) || APP_SEGMENT.test(segment));
  const root = end === -1 ? segments : segments.slice(0, end);
  return root.length === 0 ? undefined : `${address.origin}/${root.join('/')}`;
}

/**
 * The v3 site at `url`, or undefined when the address does not answer as one (no tenant path, or no
 * session redirect). Network failures and refusals throw the SourceError of the shared HttpClient.
 */
export async function discoverCpsV3Site(
  url: string,
  options: CpsV3PagesOptions & { signal?: AbortSignal },
): Promise<CpsV3Site | undefined> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return undefined;
  }
  const site = cpsV3TenantRoot(address);
  if (!site) return undefined;
  const get = (path: string) =>
    options.http.request({
      url: resolveUpstreamUrl(`${site}/${path}`, options.target),
      headers: { accept: 'text/html,application/xhtml+xml' },
      redirect: 'manual',
      budget: { key: budgetKey(site), requestsPerSecond: options.requestsPerSecond },
      signal: options.signal,
    });
  const root = await get('');
  const location = root.headers.get('location');
  const session = isRedirect(root.status) ? sessionIdOf(location) : undefined;
  if (!session) return undefined;

  // The address's own CourseId and Hole first, then those the site's redirect chose.
  const redirected = new URL(location ?? '', address).searchParams;
  const param = (name: string) => address.searchParams.get(name) ?? redirected.get(name) ?? undefined;
  const courseId = param('CourseId')?.split(',')[0]?.trim();
  const hole = param('Hole') === '9' ? '9' : '18';
  const query = new URLSearchParams({
    ...(courseId ? { CourseId: courseId } : {}),
    Date: cpsV3QueryDate(vancouverToday(options.clock())),
    Time: 'AnyTime',
    Player: '99',
    Hole: hole,
  });
  const page = await get(`(S(${session}))/Home/nIndex?${query.toString()}`);
  const html = page.status === 200 ? page.text : '';
  const listed = readCpsV3Courses(html);
  const courses =
    listed.length > 0
      ? listed
      : courseId && /^\d{1,9}$/.test(courseId)
        ? [{ courseId, name: readCpsV3Title(html) ?? site.split('/').at(-1)!, isSelected: true }]
        : [];
  const named = courseId ?? listed.find((course) => course.isSelected)?.courseId;
  return {
    platform: 'cps-v3',
    site,
    tenant: site.split('/').at(-1)!,
    courses: courses.map((course) => ({
      name: course.name,
      apiCourseId: course.courseId,
      holes: course.courseId === named ? Number(hole) : null,
      apiConfig: { baseUrl: site, hole },
    })),
  };
}
