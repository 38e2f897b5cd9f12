import type { SourceCourse } from '../tee-time-source';
import { SourceError } from '../tee-time-source';

const NIL_GUID = '00000000-0000-0000-0000-000000000000';

/** What the adapter reads of a CPS course's `apiConfig`: the tenant site and the SPA's identifiers. */
export type Site = { baseUrl: string; siteId: string; websiteId: string; referer: string };

export function siteOf(course: SourceCourse): Site {
  const config = course.apiConfig;
  const baseUrl = typeof config.baseUrl === 'string' ? config.baseUrl.replace(/\/+$/, '') : '';
  if (!/^https?:\/\//.test(baseUrl)) {
    throw new SourceError('Source misconfigured: the CPS course has no baseUrl', 'config');
  }
  return {
    baseUrl,
    siteId: stringOr(config.siteId, '1'),
    websiteId: stringOr(config.websiteId, NIL_GUID),
    referer: stringOr(config.referer, `${baseUrl}/onlineresweb/search-teetime`),
  };
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}
