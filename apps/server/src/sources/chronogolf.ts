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

// ChronoGolf / Lightspeed marketplace (shared/ref/upstream-protocols.md §2): v2 tee times by course UUID
// when the course has one, else the classic club endpoint, whose party-size semantics need one request
// per party size to learn how many seats each slot has.

const DEFAULT_ORIGIN = 'https://www.chronogolf.com';
const V2_PATH = '/marketplace/v2/teetimes';
const V2_PAGE_SIZE = 24;
/** A day has at most ~100 tee times; a source that keeps paging past this is misbehaving. */
const V2_MAX_PAGES = 10;
const CLASSIC_PARTY_SIZES = [4, 3, 2, 1] as const;

export type ChronogolfSourceOptions = { http: HttpClient; target: UpstreamTarget; requestsPerSecond: number };

type ClubConfig = {
  origin: string;
  v2Url: string;
  courseUuid?: string;
  clubId?: string;
  affiliationTypeId?: string;
  clubUrl?: string;
  holes: number;
};

export function createChronogolfSource(options: ChronogolfSourceOptions): TeeTimeSource {
  async function getJson(storedUrl: string, signal?: AbortSignal): Promise<unknown> {
    const response = await options.http.request({
      url: resolveUpstreamUrl(storedUrl, options.target),
      headers: { accept: 'application/json' },
      signal,
      budget: { key: budgetKey(storedUrl), requestsPerSecond: options.requestsPerSecond },
    });
    return parseJsonResponse(response);
  }

  async function fetchV2(course: SourceCourse, club: ClubConfig, date: string, signal?: AbortSignal) {
    const slots: TeeTimeSlot[] = [];
    for (let page = 1; page <= V2_MAX_PAGES; page++) {
      const url = `${club.v2Url}?start_date=${date}&course_ids=${encodeURIComponent(club.courseUuid!)}&holes=9,18&page=${page}`;
      const body = await getJson(url, signal);
      const envelope = (Array.isArray(body) ? { teetimes: body } : body) as {
        status?: unknown;
        teetimes?: unknown;
      };
      if (envelope?.status === 'closed' || envelope?.status === 'off_season') return slots;
      if (!Array.isArray(envelope?.teetimes)) throw malformed('v2 answer has no teetimes list');
      for (const raw of envelope.teetimes) {
        const slot = normaliseV2Slot(raw, { course, club, date });
        if (slot) slots.push(slot);
      }
      if (envelope.teetimes.length < V2_PAGE_SIZE) return slots;
    }
    return slots;
  }

  async function fetchClassic(course: SourceCourse, club: ClubConfig, date: string, signal?: AbortSignal) {
    const base = `${club.origin}/marketplace/clubs/${encodeURIComponent(club.clubId!)}/teetimes?date=${date}&course_id=${encodeURIComponent(course.apiCourseId)}&nb_holes=${club.holes}`;
    // Issued together; the host's request budget spaces them out.
    const answers = await Promise.all(
      CLASSIC_PARTY_SIZES.map(async (partySize) => {
        const affiliations =
          `&affiliation_type_ids%5B%5D=${encodeURIComponent(club.affiliationTypeId!)}`.repeat(partySize);
        const body = await getJson(`${base}${affiliations}`, signal);
        if (!Array.isArray(body)) throw malformed('classic answer is not a list');
        return { partySize, items: body as unknown[] };
      }),
    );
    return mergeClassicAnswers(answers, { course, club, date });
  }

  return {
    async fetchSlots({ course, date, signal }: FetchSlotsInput): Promise<TeeTimeSlot[]> {
      const club = clubOf(course);
      if (club.courseUuid) return fetchV2(course, club, date, signal);
      if (!club.clubId || !club.affiliationTypeId) {
        throw new SourceError(
          'Source misconfigured: the ChronoGolf course needs a courseUuid, or a clubId and affiliationTypeId',
          'config',
        );
      }
      return fetchClassic(course, club, date, signal);
    },
  };
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

/** The reference's review deep link when the club's page is known, else the course's booking page. */
export function chronogolfBookingUrl(options: {
  course: SourceCourse;
  club: Pick<ClubConfig, 'clubUrl'>;
  date: string;
  holes: number;
  affiliationTypeId: string | undefined;
  partySize: number;
  teetimeId: string;
}): string {
  const { course, club } = options;
  if (!club.clubUrl || !options.affiliationTypeId) return course.bookingUrl ?? club.clubUrl ?? DEFAULT_ORIGIN;
  const affiliations = Array.from(
    { length: Math.max(1, options.partySize) },
    () => options.affiliationTypeId,
  ).join(',');
  return (
    `${club.clubUrl}/booking/?source=club&medium=widget#/teetime/review?course_id=${course.apiCourseId}` +
    `&nb_holes=${options.holes}&date=${options.date}&affiliation_type_ids=${affiliations}` +
    `&teetime_id=${options.teetimeId}&is_deal=false&new_user=false`
  );
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
  if (typeof course.uuid === 'string' && context.club.courseUuid && course.uuid !== context.club.courseUuid) {
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
    bookingUrl: chronogolfBookingUrl({
      ...context,
      holes,
      affiliationTypeId: text(price.player_type_id) ?? context.club.affiliationTypeId,
      partySize: minPlayers,
      teetimeId,
    }),
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
      bookingUrl: chronogolfBookingUrl({
        ...context,
        holes: context.club.holes,
        affiliationTypeId: context.club.affiliationTypeId,
        partySize: smallest,
        teetimeId,
      }),
    };
  });
}
