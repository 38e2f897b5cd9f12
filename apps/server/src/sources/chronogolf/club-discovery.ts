import type { Clock } from '../../lib/clock';
import { type SharedCall, startSharedCall, withReadPriority } from '../../lib/read-priority';
import { abortable } from '../abortable';
import type { SiteListing } from '../course-listing';
import type { HttpResponse } from '../http-client';
import type { SourceCourse } from '../tee-time-source';
import { numberOrUndefined, text } from '../upstream-values';
import type { ClubConfig } from './club-config';

// A course's v2 UUID, when not configured, is discovered once from the club's public page
// (docs/upstream-protocols.md, ChronoGolf §2.3).

/** Course UUIDs do not change, but a club can add or rename courses. */
const CLUB_PAGE_TTL_MS = 6 * 60 * 60_000;
/** After a failed discovery the classic endpoint is used, and the page is not asked again for this long. */
const CLUB_PAGE_RETRY_MS = 15 * 60_000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CLUB_URL_PATTERN = /^https?:\/\/[^/]+\/(?:[a-z]{2}\/)?club\/[^/?#]+$/i;

export type ClubDiscoveryOptions = {
  /** Fetches a stored URL through the host budget. */
  request: (storedUrl: string, accept: string) => Promise<HttpResponse>;
  clock: Clock;
};

/**
 * Returns `courseUuidOf`: the configured UUID, else the one the club's page lists, else undefined; and
 * `clubPage`, the page as the club's course list (the ids check) reads it. The two share one request
 * while it is under way, and the UUIDs of a page read for the list serve the first reads of the club's
 * courses, so a cold start asks for each club page once (decision 0183).
 */
export function createClubDiscovery(options: ClubDiscoveryOptions) {
  const { clock } = options;
  const clubPages = new Map<string, { uuids: Promise<Map<string, string> | undefined>; expiresAt: number }>();
  const pagesUnderWay = new Map<string, SharedCall<HttpResponse>>();

  /** The club page, one request at a time per address; a golfer who asks too raises it to theirs. */
  function fetchClubPage(clubUrl: string): Promise<HttpResponse> {
    const underWay = pagesUnderWay.get(clubUrl);
    if (underWay) return underWay.join();
    const call = startSharedCall(() => options.request(clubUrl, 'text/html,application/xhtml+xml'));
    pagesUnderWay.set(clubUrl, call);
    call.value
      .finally(() => {
        if (pagesUnderWay.get(clubUrl) === call) pagesUnderWay.delete(clubUrl);
      })
      .catch(() => undefined);
    return call.value;
  }

  /** Numeric course id → v2 UUID from the club's page, fetched once per club (single-flight, cached). */
  function clubCourseUuids(clubUrl: string): Promise<Map<string, string> | undefined> {
    const cached = clubPages.get(clubUrl);
    if (cached && cached.expiresAt > clock().getTime()) return cached.uuids;
    const entry = { uuids: Promise.resolve<Map<string, string> | undefined>(undefined), expiresAt: Infinity };
    entry.uuids = (async () => {
      try {
        // Every read of the club's courses waits for this page (a search's too, whoever asked first), so
        // it goes ahead of the scheduler's queue; it is asked once per club in hours.
        const response = await withReadPriority({ isInteractive: true }, () => fetchClubPage(clubUrl));
        const uuids = response.status === 200 ? parseClubPage(response.text) : undefined;
        entry.expiresAt = clock().getTime() + (uuids ? CLUB_PAGE_TTL_MS : CLUB_PAGE_RETRY_MS);
        return uuids;
      } catch {
        // 403, timeout, refused: the classic endpoint still works without the page.
        entry.expiresAt = clock().getTime() + CLUB_PAGE_RETRY_MS;
        return undefined;
      }
    })();
    clubPages.set(clubUrl, entry);
    return entry.uuids;
  }

  async function courseUuidOf(
    course: SourceCourse,
    club: ClubConfig,
    signal?: AbortSignal,
  ): Promise<string | undefined> {
    if (club.courseUuid) return club.courseUuid.toLowerCase();
    if (!club.clubUrl || !CLUB_URL_PATTERN.test(club.clubUrl)) return undefined;
    const uuids = await abortable(clubCourseUuids(club.clubUrl), signal);
    return uuids?.get(course.apiCourseId.trim());
  }

  /** The club page for its course list; its UUIDs are kept unless a page of the club is kept or coming. */
  async function clubPage(clubUrl: string): Promise<HttpResponse> {
    const response = await fetchClubPage(clubUrl);
    const cached = clubPages.get(clubUrl);
    const uuids = response.status === 200 ? parseClubPage(response.text) : undefined;
    if (uuids && !(cached && cached.expiresAt > clock().getTime())) {
      clubPages.set(clubUrl, {
        uuids: Promise.resolve(uuids),
        expiresAt: clock().getTime() + CLUB_PAGE_TTL_MS,
      });
    }
    return response;
  }

  return { courseUuidOf, clubPage };
}

/** The club object of a ChronoGolf club page's `__NEXT_DATA__` (props.pageProps.club), or undefined. */
export function readClubData(html: string): Record<string, unknown> | undefined {
  const script = /<script\b[^>]*\bid=["']__NEXT_DATA__["'][^>]*>([\s\S]*?)<\/script>/i.exec(html);
  if (!script) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(script[1]!);
  } catch {
    return undefined;
  }
  const club = (data as { props?: { pageProps?: { club?: unknown } } } | null)?.props?.pageProps?.club;
  return club && typeof club === 'object' && !Array.isArray(club)
    ? (club as Record<string, unknown>)
    : undefined;
}

/**
 * The club page's `<script id="__NEXT_DATA__">` → numeric course id → v2 course UUID, or undefined when
 * the page is not a club page (a bot-protection page, a redesign).
 */
export function parseClubPage(html: string): Map<string, string> | undefined {
  const courses = readClubData(html)?.courses;
  if (!Array.isArray(courses)) return undefined;
  const uuids = new Map<string, string>();
  for (const course of courses as { id?: unknown; uuid?: unknown }[]) {
    const id = text(course?.id);
    if (id && typeof course.uuid === 'string' && UUID_PATTERN.test(course.uuid)) {
      uuids.set(id, course.uuid.toLowerCase());
    }
  }
  return uuids;
}

/**
 * A club page as a course list (decision 0160): the club id, its public affiliation type, and per course
 * its numeric id, UUID, name and holes. Undefined when the page holds no club.
 */
export function clubListing(html: string, clubUrl: string): SiteListing | undefined {
  const club = readClubData(html);
  if (!club || !Array.isArray(club.courses)) return undefined;
  const clubId = text(club.id);
  const affiliationTypeId = text(club.defaultAffiliationTypeId);
  const courses = (club.courses as Record<string, unknown>[]).flatMap((course) => {
    const id = text(course?.id);
    const name = text(course?.name);
    if (!id || !name) return [];
    const uuid = typeof course.uuid === 'string' && UUID_PATTERN.test(course.uuid) ? course.uuid : undefined;
    const config: Record<string, string> = {
      ...(clubId ? { clubId } : {}),
      ...(affiliationTypeId ? { affiliationTypeId } : {}),
      ...(uuid ? { courseUuid: uuid.toLowerCase() } : {}),
    };
    return [{ name, apiCourseId: id, holes: numberOrUndefined(course.holes) ?? null, config }];
  });
  return { platform: 'chronogolf', site: clubUrl, courses };
}

/** A ChronoGolf club page's address, any page of the club or with a locale: https://host/club/<slug>. */
export function clubPageUrl(url: string): string | undefined {
  const match = /^(https?:\/\/[^?#]*?)(?:\/[a-z]{2})?\/club\/([^/?#]+)/i.exec(url);
  return match ? `${match[1]}/club/${match[2]}` : undefined;
}
