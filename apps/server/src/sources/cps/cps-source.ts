import { abortable } from '../abortable';
import { isCpsSearchPageOf } from '../booking-links';
import { parseJsonResponse } from '../http-client';
import type { FetchSlotsInput, TeeTimeSlot, TeeTimeSource } from '../tee-time-source';
import { budgetKey } from '../upstream-url';
import { listCpsCourses } from './course-list';
import { extractCpsSlots, normaliseCpsSlot, teeTimesQuery } from './normalise';
import { type CpsOnlineApiOptions, createCpsOnlineApi } from './online-api';
import { type Site, siteOf } from './site-config';

// CPS Golf "Online Reservation v4/v5" (docs/upstream-protocols.md, "CPS Golf"). One TeeTimes call answers
// every course of a site for a date, so concurrent requests for the same (site, date) share one call.

type Batch = { courseIds: Set<string>; started: boolean; promise: Promise<Map<string, TeeTimeSlot[]>> };

export type CpsSourceOptions = CpsOnlineApiOptions & {
  /** How long a new (site, date) call waits to gather the other courses asked for at the same moment. */
  batchWindowMs?: number;
};

export function createCpsSource(options: CpsSourceOptions): TeeTimeSource {
  const batchWindowMs = options.batchWindowMs ?? 5;
  const onlineApi = createCpsOnlineApi(options);
  const { callOnlineApi, transactionId } = onlineApi;
  const knownCourseIds = new Map<string, Set<string>>();
  const batches = new Map<string, Batch>();

  async function fetchSiteDay(
    site: Site,
    date: string,
    courseIds: string[],
  ): Promise<Map<string, TeeTimeSlot[]>> {
    const teeTimes = (transaction: string) =>
      callOnlineApi(site, date, (config) => ({
        url: `${config.onlineApi}/TeeTimes?${teeTimesQuery(date, courseIds, transaction)}`,
      }));
    let response = await teeTimes(await transactionId(site, date, false));
    // An expired or forgotten transaction id is a 400; register a new one and ask once more.
    if (response.status === 400) response = await teeTimes(await transactionId(site, date, true));
    const slots = extractCpsSlots(parseJsonResponse(response));
    const byCourse = new Map<string, TeeTimeSlot[]>(courseIds.map((id) => [id, []]));
    for (const raw of slots) {
      const slot = normaliseCpsSlot(raw, date, site.baseUrl);
      if (!slot) continue;
      const courseId = String((raw as { courseId?: unknown }).courseId ?? '');
      byCourse.get(courseId)?.push(slot);
    }
    return byCourse;
  }

  function batchFor(site: Site, date: string, courseId: string): Batch {
    const key = `${site.baseUrl}|${date}`;
    const open = batches.get(key);
    if (open && (!open.started || open.courseIds.has(courseId))) {
      open.courseIds.add(courseId);
      return open;
    }
    const courseIds = new Set([...(knownCourseIds.get(site.baseUrl) ?? []), courseId]);
    const batch: Batch = {
      courseIds,
      started: false,
      promise: new Promise((resolve, reject) => {
        setTimeout(() => {
          batch.started = true;
          fetchSiteDay(site, date, [...courseIds].sort(byNumber)).then(resolve, reject);
        }, batchWindowMs);
      }),
    };
    batches.set(key, batch);
    batch.promise
      .catch(() => undefined)
      .finally(() => {
        if (batches.get(key) === batch) batches.delete(key);
      });
    return batch;
  }

  return {
    hostOf: (course) => budgetKey(siteOf(course).baseUrl),
    listCourses: (course) => listCpsCourses(onlineApi, siteOf(course), options.clock),
    async fetchSlots({ course, date, signal }: FetchSlotsInput): Promise<TeeTimeSlot[]> {
      const site = siteOf(course);
      const known = knownCourseIds.get(site.baseUrl) ?? new Set<string>();
      known.add(course.apiCourseId);
      knownCourseIds.set(site.baseUrl, known);
      const batch = batchFor(site, date, course.apiCourseId);
      const byCourse = await abortable(batch.promise, signal);
      const slots = byCourse.get(course.apiCourseId) ?? [];
      // An admin's booking page for the course wins (it is a page, not the time), unless it is only the
      // site's own v4 search page, which the slot's deep link already opens on the day (decision 0132).
      const bookingUrl = course.bookingUrl;
      return bookingUrl && !isCpsSearchPageOf(bookingUrl, site.baseUrl)
        ? slots.map((slot) => ({ ...slot, bookingUrl, bookingLandsOn: 'search-page' as const }))
        : slots;
    },
  };
}

function byNumber(a: string, b: string): number {
  return Number(a) - Number(b) || a.localeCompare(b);
}
