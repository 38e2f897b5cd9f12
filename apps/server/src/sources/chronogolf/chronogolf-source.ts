import type { Clock } from '../../lib/clock';
import { abortable } from '../abortable';
import { type HttpClient, parseJsonResponse, SOURCE_ERROR_MESSAGE } from '../http-client';
import {
  type FetchSlotsInput,
  type SourceCourse,
  SourceError,
  type TeeTimeSlot,
  type TeeTimeSource,
  untilTimeOf,
} from '../tee-time-source';
import { budgetKey, resolveUpstreamUrl, type UpstreamTarget } from '../upstream-url';
import { fetchClassicSlots } from './classic-teetimes';
import { type ClubConfig, clubOf } from './club-config';
import { clubListing, clubPageUrl, createClubDiscovery } from './club-discovery';
import { normaliseV2Slot } from './normalise';
import type { LazyUrl } from './v2-pages';
import { createV2Reader } from './v2-teetimes';

// ChronoGolf / Lightspeed marketplace (docs/upstream-protocols.md, "ChronoGolf"). v2 tee times by course UUID
// answer every course of a date in one paged list with the open seats of each slot, so that is the way
// in whenever a UUID is known: configured, or discovered once from the club's public page (§2.3).
// Concurrent asks for different courses on the same date share one v2 request. Without a UUID the
// classic club endpoint is used, whose party-size semantics need one request per party size.

export type ChronogolfSourceOptions = {
  http: HttpClient;
  target: UpstreamTarget;
  requestsPerSecond: number;
  /** For the club-page cache and isolation (tests move it). */
  clock: Clock;
  /** How long a new (v2 URL, date) request waits to gather the other courses asked for at the same moment. */
  batchWindowMs?: number;
  /** Most course UUIDs in one v2 request (URL length, and the paging a course waits for). */
  maxCoursesPerRequest?: number;
};

export function createChronogolfSource(options: ChronogolfSourceOptions): TeeTimeSource {
  function request(storedUrl: string | LazyUrl, accept: string, signal?: AbortSignal) {
    const resolve = (stored: string) => resolveUpstreamUrl(stored, options.target);
    const lazy = typeof storedUrl === 'string' ? undefined : storedUrl;
    return options.http.request({
      url: lazy ? () => resolve(lazy.build()) : resolve(storedUrl as string),
      headers: { accept },
      signal,
      budget: {
        key: budgetKey(lazy?.budgetUrl ?? (storedUrl as string)),
        requestsPerSecond: options.requestsPerSecond,
      },
    });
  }

  async function getJson(storedUrl: string | LazyUrl, signal?: AbortSignal): Promise<unknown> {
    return parseJsonResponse(await request(storedUrl, 'application/json', signal));
  }

  const { courseUuidOf, clubPage } = createClubDiscovery({ request, clock: options.clock });
  const { v2Rows, joining } = createV2Reader({
    getJson,
    clock: options.clock,
    batchWindowMs: options.batchWindowMs ?? 25,
    maxCoursesPerRequest: Math.max(1, options.maxCoursesPerRequest ?? 10),
  });

  async function fetchV2(
    course: SourceCourse,
    club: ClubConfig,
    date: string,
    options: { signal?: AbortSignal; isInteractive?: boolean; untilTime?: string },
  ) {
    const rows = await v2Rows(club.v2Url, club.courseUuid!, date, options);
    const slots: TeeTimeSlot[] = [];
    for (const raw of rows) {
      const slot = normaliseV2Slot(raw, { course, club, date });
      if (slot) slots.push(slot);
    }
    return slots;
  }

  return {
    hostOf: (course) => budgetKey(clubOf(course).v2Url),
    async listCourses(course, signal) {
      const clubUrl = clubPageUrl(clubOf(course).clubUrl ?? '');
      if (!clubUrl) {
        throw new SourceError(
          'Source misconfigured: the ChronoGolf course has no club page (clubUrl)',
          'config',
        );
      }
      // The page the first reads look for UUIDs in: one request serves both (decision 0183).
      const response = await abortable(clubPage(clubUrl), signal);
      const listing = response.status === 200 ? clubListing(response.text, clubUrl) : undefined;
      if (!listing) {
        throw new SourceError(SOURCE_ERROR_MESSAGE, 'unavailable', {
          cause: new Error(`No club on ${clubUrl} (HTTP ${response.status})`),
        });
      }
      return listing;
    },
    async fetchSlots(input: FetchSlotsInput): Promise<TeeTimeSlot[]> {
      const { course, date, signal, isInteractive, untilHour } = input;
      const untilTime = untilTimeOf(untilHour);
      const club = clubOf(course);
      // At a cold start the courses of a date learn their UUIDs club page by club page: the date's shared
      // request waits for them all, so it is one request for up to 10 courses, not one per club.
      const left = joining(club.v2Url, date);
      try {
        const courseUuid = await courseUuidOf(course, club, signal);
        if (courseUuid)
          return fetchV2(course, { ...club, courseUuid }, date, { signal, isInteractive, untilTime });
        left();
        if (!club.clubId || !club.affiliationTypeId) {
          throw new SourceError(
            'Source misconfigured: the ChronoGolf course needs a courseUuid (or a clubUrl whose page lists it), or a clubId and affiliationTypeId',
            'config',
          );
        }
        return await fetchClassicSlots(getJson, { course, club, date, signal });
      } finally {
        left();
      }
    },
  };
}
