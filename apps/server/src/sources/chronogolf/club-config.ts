import type { SourceCourse } from '../tee-time-source';
import { numberOrUndefined, text } from '../upstream-values';

export const DEFAULT_ORIGIN = 'https://www.chronogolf.com';
const V2_PATH = '/marketplace/v2/teetimes';

/** What the adapter reads of a course's `apiConfig`, with the public marketplace as the default host. */
export type ClubConfig = {
  origin: string;
  v2Url: string;
  courseUuid?: string;
  clubId?: string;
  affiliationTypeId?: string;
  clubUrl?: string;
  holes: number;
};

export function clubOf(course: SourceCourse): ClubConfig {
  const config = course.apiConfig;
  const baseUrl = text(config.baseUrl);
  let origin = DEFAULT_ORIGIN;
  try {
    if (baseUrl) origin = new URL(baseUrl).origin;
  } catch {
    // A bad baseUrl falls back to the public marketplace host.
  }
  return {
    origin,
    v2Url: baseUrl?.includes(V2_PATH) ? baseUrl.split('?')[0]! : `${origin}${V2_PATH}`,
    courseUuid: text(config.courseUuid),
    clubId: text(config.clubId),
    affiliationTypeId: text(config.affiliationTypeId),
    clubUrl: text(config.clubUrl)?.replace(/\/+$/, ''),
    holes: numberOrUndefined(Number(config.holes)) || (course.holes === 9 ? 9 : 18),
  };
}
