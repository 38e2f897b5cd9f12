import { abortable } from './abortable';
import { type BookingLink, chronogolfBookingLink } from './booking-links';
import { type HttpClient, parseJsonResponse } from './http-client';
import { normaliseClockTime, toVancouverLocal } from './source-time';
import {
  type FetchSlotsInput,
  type SourceCourse,
  SourceError,
  type TeeTimeSlot,
  type TeeTimeSource,
} from './tee-time-source';
import { budgetKey, resolveUpstreamUrl, type UpstreamTarget } from './upstream-url';

// ChronoGolf / Lightspeed marketplace (docs/upstream-protocols.md, "ChronoGolf"). v2 tee times by course UUID
// answer every course of a date in one paged list with the open seats of each slot, so that is the way
// in whenever a UUID is known: configured, or discovered once from the club's public page (§2.3).
// Concurrent asks for different courses on the same date share one v2 request. Without a UUID the
// classic club endpoint is used, whose party-size semantics need one request per party size.

const DEFAULT_ORIGIN = 'https://www.chronogolf.com';
const V2_PATH = '/marketplace/v2/teetimes';
const V2_PAGE_SIZE = 24;
/** A course has at most ~100 tee times a day; a source that keeps paging past this is misbehaving. */
const V2_MAX_PAGES_PER_COURSE = 10;
const CLASSIC_PARTY_SIZES = [4, 3, 2, 1] as const;
/** Course UUIDs do not change, but a club can add or rename courses. */
const CLUB_PAGE_TTL_MS = 6 * 60 * 60_000;
/** After a failed discovery the classic endpoint is used, and the page is not asked again for this long. */
const CLUB_PAGE_RETRY_MS = 15 * 60_000;
/** A course whose own v2 request failed after its batch did is asked on its own for this long. */
const ISOLATION_MS = 15 * 60_000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ChronogolfSourceOptions = {
  http: HttpClient;
  target: UpstreamTarget;
  requestsPerSecond: number;
  /** Clock for the club-page cache and isolation (tests move it). */
  now?: () => number;
  /** How long a new (v2 URL, date) request waits to gather the other courses asked for at the same moment. */
  batchWindowMs?: number;
  /** Most course UUIDs in one v2 request (URL length, and the paging a course waits for). */
  maxCoursesPerRequest?: number;
};

type ClubConfig = {
  origin: string;
  v2Url: string;
  courseUuid?: string;
  clubId?: string;
  affiliationTypeId?: string;
  clubUrl?: string;
  holes: number;
};

/** The v2 rows of one request (all its pages), by lower-case course UUID. */
type V2Answer = Map<string, unknown[]>;

type V2Batch = {
  uuids: string[];
  started: boolean;
  answer: Promise<V2Answer>;
};

export function createChronogolfSource(options: ChronogolfSourceOptions): TeeTimeSource {
  const now = options.now ?? Date.now;
  const batchWindowMs = options.batchWindowMs ?? 25;
  const maxCoursesPerRequest = Math.max(1, options.maxCoursesPerRequest ?? 10);
  const clubPages = new Map<string, { uuids: Promise<Map<string, string> | undefined>; expiresAt: number }>();
  const batches = new Map<string, V2Batch[]>();
  const isolatedUntil = new Map<string, number>();
  /** Rows each course had in its last v2 answer: how many pages a request can ask for at once. */
  const rowsSeen = new Map<string, number>();

  function request(storedUrl: string, accept: string, signal?: AbortSignal) {
    return options.http.request({
      url: resolveUpstreamUrl(storedUrl, options.target),
      headers: { accept },
      signal,
      budget: { key: budgetKey(storedUrl), requestsPerSecond: options.requestsPerSecond },
    });
  }

  async function getJson(storedUrl: string, signal?: AbortSignal): Promise<unknown> {
    return parseJsonResponse(await request(storedUrl, 'application/json', signal));
  }

  /** Numeric course id → v2 UUID from the club's page, fetched once per club (single-flight, cached). */
  function clubCourseUuids(clubUrl: string): Promise<Map<string, string> | undefined> {
    const cached = clubPages.get(clubUrl);
    if (cached && cached.expiresAt > now()) return cached.uuids;
    const entry = { uuids: Promise.resolve<Map<string, string> | undefined>(undefined), expiresAt: Infinity };
    entry.uuids = (async () => {
      try {
        const response = await request(clubUrl, 'text/html,application/xhtml+xml');
        const uuids = response.status === 200 ? parseClubPage(response.text) : undefined;
        entry.expiresAt = now() + (uuids ? CLUB_PAGE_TTL_MS : CLUB_PAGE_RETRY_MS);
        return uuids;
      } catch {
        // 403, timeout, refused: the classic endpoint still works without the page.
        entry.expiresAt = now() + CLUB_PAGE_RETRY_MS;
        return undefined;
      }
    })();
    clubPages.set(clubUrl, entry);
    return entry.uuids;
  }

  async function courseUuidOf(course: SourceCourse, club: ClubConfig, signal?: AbortSignal) {
    if (club.courseUuid) return club.courseUuid.toLowerCase();
    if (!club.clubUrl || !/^https?:\/\/[^/]+\/(?:[a-z]{2}\/)?club\/[^/?#]+$/i.test(club.clubUrl))
      return undefined;
    const uuids = await abortable(clubCourseUuids(club.clubUrl), signal);
    return uuids?.get(course.apiCourseId.trim());
  }

  /**
   * Every page of one v2 request for these courses on this date. The pages these courses filled last
   * time are asked for at once (the host budget still spaces them), then one at a time until a short page.
   */
  async function fetchV2Pages(
    v2Url: string,
    date: string,
    uuids: string[],
    signal?: AbortSignal,
    isInteractive = false,
  ): Promise<V2Answer> {
    const answer: V2Answer = new Map(uuids.map((uuid) => [uuid, []]));
    const courseIds = uuids.map(encodeURIComponent).join(',');
    const maxPages = V2_MAX_PAGES_PER_COURSE * uuids.length;
    const expectedRows = uuids.reduce((sum, uuid) => sum + (rowsSeen.get(uuid) ?? 0), 0);
    // A waiting golfer gets one page beyond the expected ones in the same round (usually an empty page), so
    // a day that grew past a page boundary costs one extra call instead of one extra round trip.
    const expectedPages = Math.floor(expectedRows / V2_PAGE_SIZE);
    const firstRound = Math.min(maxPages, isInteractive ? expectedPages + 2 : Math.max(1, expectedPages));
    const siblings = new AbortController();
    const shared = signal ? AbortSignal.any([signal, siblings.signal]) : siblings.signal;

    const fetchPage = (page: number) =>
      getJson(`${v2Url}?start_date=${date}&course_ids=${courseIds}&holes=9,18&page=${page}`, shared);
    /** Adds a page's rows; true when it is the last page (short, or the day is closed). */
    const take = (body: unknown): boolean => {
      const envelope = (Array.isArray(body) ? { teetimes: body } : body) as {
        status?: unknown;
        teetimes?: unknown;
      };
      if (envelope?.status === 'closed' || envelope?.status === 'off_season') {
        for (const rows of answer.values()) rows.length = 0;
        return true;
      }
      if (!Array.isArray(envelope?.teetimes)) throw malformed('v2 answer has no teetimes list');
      for (const raw of envelope.teetimes) {
        const uuid = (raw as { course?: { uuid?: unknown } } | null)?.course?.uuid;
        // A row that names no course can only be placed when the request asked for one course.
        const key =
          typeof uuid === 'string' ? uuid.toLowerCase() : uuids.length === 1 ? uuids[0]! : undefined;
        if (key) answer.get(key)?.push(raw);
      }
      return envelope.teetimes.length < V2_PAGE_SIZE;
    };

    try {
      const pages = Array.from({ length: firstRound }, (_, index) => index + 1);
      let isDone = false;
      for (const body of await Promise.all(pages.map(fetchPage))) {
        isDone = take(body);
        if (isDone) break;
      }
      for (let page = firstRound + 1; !isDone && page <= maxPages; page++)
        isDone = take(await fetchPage(page));
      for (const [uuid, rows] of answer) rowsSeen.set(uuid, rows.length);
      return answer;
    } finally {
      siblings.abort();
    }
  }

  function batchFor(v2Url: string, date: string, uuid: string): V2Batch {
    const key = `${v2Url}|${date}`;
    const open = batches.get(key) ?? [];
    const joined =
      open.find((batch) => batch.uuids.includes(uuid)) ??
      open.find((batch) => !batch.started && batch.uuids.length < maxCoursesPerRequest);
    if (joined) {
      if (!joined.uuids.includes(uuid)) joined.uuids.push(uuid);
      return joined;
    }
    const batch: V2Batch = {
      uuids: [uuid],
      started: false,
      answer: new Promise((resolve, reject) => {
        setTimeout(() => {
          batch.started = true;
          fetchV2Pages(v2Url, date, [...batch.uuids]).then(resolve, reject);
        }, batchWindowMs);
      }),
    };
    batches.set(key, [...open, batch]);
    batch.answer
      .catch(() => undefined)
      .finally(() => {
        const remaining = (batches.get(key) ?? []).filter((candidate) => candidate !== batch);
        if (remaining.length > 0) batches.set(key, remaining);
        else batches.delete(key);
      });
    return batch;
  }

  /**
   * One course's v2 rows: from a shared request when it can, on its own when the shared one failed (so
   * one sick course cannot sink the others) or when it recently failed on its own. A shared request that
   * is only slow is waited for: its pages queue behind the host's budget, and the mirror's lease bounds
   * the wait (a stall detector here took budget waits for hangs and multiplied the requests).
   */
  async function v2Rows(
    v2Url: string,
    uuid: string,
    date: string,
    options: { signal?: AbortSignal; isInteractive?: boolean },
  ): Promise<unknown[]> {
    const { signal } = options;
    const alone = async () =>
      (await fetchV2Pages(v2Url, date, [uuid], signal, options.isInteractive)).get(uuid) ?? [];
    if (options.isInteractive || (isolatedUntil.get(uuid) ?? 0) > now()) return alone();
    isolatedUntil.delete(uuid);
    const batch = batchFor(v2Url, date, uuid);
    const outcome = await abortable(
      batch.answer.then(
        (answer) => ({ rows: answer.get(uuid) ?? [] }),
        (error: unknown) => ({ error }),
      ),
      signal,
    );
    if ('rows' in outcome) return outcome.rows;
    // Alone already, or the host asked us to slow down: splitting the request would only ask more.
    if (batch.uuids.length === 1) throw outcome.error;
    if (outcome.error instanceof SourceError && outcome.error.kind === 'rate_limited') throw outcome.error;
    try {
      return await alone();
    } catch (error) {
      // Failing on its own, or still not answering when the caller gave up (a hang), marks this course as
      // the sick one: it stays out of shared requests for a while so it cannot stall them again.
      isolatedUntil.set(uuid, now() + ISOLATION_MS);
      throw error;
    }
  }

  async function fetchV2(
    course: SourceCourse,
    club: ClubConfig,
    date: string,
    options: { signal?: AbortSignal; isInteractive?: boolean },
  ) {
    const rows = await v2Rows(club.v2Url, club.courseUuid!, date, options);
    const slots: TeeTimeSlot[] = [];
    for (const raw of rows) {
      const slot = normaliseV2Slot(raw, { course, club, date });
      if (slot) slots.push(slot);
    }
    return slots;
  }

  async function fetchClassic(course: SourceCourse, club: ClubConfig, date: string, signal?: AbortSignal) {
    const base = `${club.origin}/marketplace/clubs/${encodeURIComponent(club.clubId!)}/teetimes?date=${date}&course_id=${encodeURIComponent(course.apiCourseId)}&nb_holes=${club.holes}`;
    // Issued together; the host's request budget spaces them out. One failure fails the lot, so the
    // others are called off rather than left retrying against a host that is refusing us.
    const siblings = new AbortController();
    const shared = signal ? AbortSignal.any([signal, siblings.signal]) : siblings.signal;
    try {
      const answers = await Promise.all(
        CLASSIC_PARTY_SIZES.map(async (partySize) => {
          const affiliations =
            `&affiliation_type_ids%5B%5D=${encodeURIComponent(club.affiliationTypeId!)}`.repeat(partySize);
          const body = await getJson(`${base}${affiliations}`, shared);
          if (!Array.isArray(body)) throw malformed('classic answer is not a list');
          return { partySize, items: body as unknown[] };
        }),
      );
      return mergeClassicAnswers(answers, { course, club, date });
    } finally {
      siblings.abort();
    }
  }

  return {
    hostOf: (course) => budgetKey(clubOf(course).v2Url),
    async fetchSlots({ course, date, signal, isInteractive }: FetchSlotsInput): Promise<TeeTimeSlot[]> {
      const club = clubOf(course);
      const courseUuid = await courseUuidOf(course, club, signal);
      if (courseUuid) return fetchV2(course, { ...club, courseUuid }, date, { signal, isInteractive });
      if (!club.clubId || !club.affiliationTypeId) {
        throw new SourceError(
          'Source misconfigured: the ChronoGolf course needs a courseUuid (or a clubUrl whose page lists it), or a clubId and affiliationTypeId',
          'config',
        );
      }
      return fetchClassic(course, club, date, signal);
    },
  };
}

/**
 * The club page's `<script id="__NEXT_DATA__">` → numeric course id → v2 course UUID, or undefined when
 * the page is not a club page (a bot-protection page, a redesign).
 */
export function parseClubPage(html: string): Map<string, string> | undefined {
  const script = /<script\b[^>]*\bid=["']__NEXT_DATA__["'][^>]*>([\s\S]*?)<\/script>/i.exec(html);
  if (!script) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(script[1]!);
  } catch {
    return undefined;
  }
  const courses = (data as { props?: { pageProps?: { club?: { courses?: unknown } } } } | null)?.props
    ?.pageProps?.club?.courses;
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

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function malformed(detail: string): SourceError {
  return new SourceError('Source unavailable: the booking system sent an unreadable answer', 'malformed', {
    cause: new Error(`ChronoGolf: ${detail}`),
  });
}

function clubOf(course: SourceCourse): ClubConfig {
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

/**
 * The booking link of one slot (booking-links.ts): the review page of the tee time itself when the
 * club's page and an affiliation type are known, else the course's booking page.
 */
export function chronogolfSlotLink(options: {
  course: SourceCourse;
  club: Pick<ClubConfig, 'clubUrl'>;
  date: string;
  time: string;
  holes: number;
  affiliationTypeId: string | undefined;
  partySize: number;
  teetimeId: string | undefined;
}): BookingLink {
  const { course, club } = options;
  return chronogolfBookingLink({
    clubUrl: club.clubUrl,
    courseId: course.apiCourseId,
    affiliationTypeId: options.affiliationTypeId,
    date: options.date,
    time: options.time,
    players: options.partySize,
    holes: options.holes === 9 ? 9 : 18,
    teetimeId: options.teetimeId,
    fallbackUrl: course.bookingUrl ?? club.clubUrl ?? DEFAULT_ORIGIN,
  });
}

function slotLink(link: BookingLink): Pick<TeeTimeSlot, 'bookingUrl' | 'bookingLandsOn'> {
  return { bookingUrl: link.url, bookingLandsOn: link.landsOn };
}

type SlotContext = { course: SourceCourse; club: ClubConfig; date: string };

export function normaliseV2Slot(raw: unknown, context: SlotContext): TeeTimeSlot | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const item = raw as Record<string, unknown>;
  if (item.out_of_capacity === true || item.frozen === true) return undefined;
  const availableSpots = numberOrUndefined(item.max_player_size) ?? 0;
  if (availableSpots <= 0) return undefined;
  // starts_at (UTC) is authoritative; start_time is a fallback for answers without it.
  const local =
    typeof item.starts_at === 'string'
      ? toVancouverLocal(item.starts_at)
      : { date: text(item.date) ?? context.date, time: normaliseClockTime(item.start_time) };
  if (!local?.time || local.date !== context.date) return undefined;
  const course = (item.course ?? {}) as { holes?: unknown; bookable_holes?: unknown; uuid?: unknown };
  if (
    typeof course.uuid === 'string' &&
    context.club.courseUuid &&
    course.uuid.toLowerCase() !== context.club.courseUuid.toLowerCase()
  ) {
    return undefined;
  }
  const bookable = Array.isArray(course.bookable_holes)
    ? course.bookable_holes.filter((h) => typeof h === 'number')
    : [];
  // The price is for the course's own length when it is bookable, so that is the round we describe.
  const holes = numberOrUndefined(course.holes) ?? (bookable.length > 0 ? Math.max(...bookable) : 18);
  const price = (item.default_price ?? {}) as Record<string, unknown>;
  const minPlayers = numberOrUndefined(item.min_player_size) ?? 1;
  const teetimeId = text(item.id) ?? `${context.date}-${local.time}`;
  return {
    time: local.time,
    holes,
    availableSpots,
    minPlayers,
    maxPlayers: availableSpots,
    price: numberOrUndefined(price.green_fee) ?? numberOrUndefined(price.subtotal) ?? null,
    sourceSlotId: teetimeId,
    ...slotLink(
      chronogolfSlotLink({
        ...context,
        time: local.time,
        holes,
        affiliationTypeId: text(price.player_type_id) ?? context.club.affiliationTypeId,
        partySize: minPlayers,
        // Only the source's own id lands on the time; a made-up one would land nowhere.
        teetimeId: text(item.id),
      }),
    ),
  };
}

type ClassicAnswer = { partySize: number; items: unknown[] };

/**
 * The classic endpoint answers "which slots take a party of N". A slot's open seats are the largest N
 * it accepts, and its smallest party the smallest such N.
 */
export function mergeClassicAnswers(answers: ClassicAnswer[], context: SlotContext): TeeTimeSlot[] {
  const byTime = new Map<string, { item: Record<string, unknown>; largest: number; smallest: number }>();
  for (const { partySize, items } of answers) {
    for (const raw of items) {
      if (!raw || typeof raw !== 'object') continue;
      const item = raw as Record<string, unknown>;
      if (item.out_of_capacity === true || item.frozen === true) continue;
      if (Array.isArray(item.restrictions) && item.restrictions.length > 0) continue;
      const itemDate = text(item.date);
      if (itemDate && itemDate !== context.date) continue;
      const time = normaliseClockTime(item.start_time);
      if (!time) continue;
      const seen = byTime.get(time);
      if (!seen) byTime.set(time, { item, largest: partySize, smallest: partySize });
      else {
        if (partySize > seen.largest) Object.assign(seen, { item, largest: partySize });
        seen.smallest = Math.min(seen.smallest, partySize);
      }
    }
  }
  return [...byTime.entries()].map(([time, { item, largest, smallest }]) => {
    const fees = Array.isArray(item.green_fees) ? (item.green_fees as Record<string, unknown>[]) : [];
    const fee = fees[0] ?? {};
    const teetimeId = text(item.id) ?? `${context.date}-${time}`;
    return {
      time,
      holes: context.club.holes,
      availableSpots: largest,
      minPlayers: smallest,
      maxPlayers: largest,
      price:
        numberOrUndefined(fee.green_fee) ??
        numberOrUndefined(fee.subtotal) ??
        numberOrUndefined(fee.price) ??
        null,
      sourceSlotId: teetimeId,
      ...slotLink(
        chronogolfSlotLink({
          ...context,
          time,
          holes: context.club.holes,
          affiliationTypeId: context.club.affiliationTypeId,
          partySize: smallest,
          teetimeId: text(item.id),
        }),
      ),
    };
  });
}
