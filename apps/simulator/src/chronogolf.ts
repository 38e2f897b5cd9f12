import {
  chronogolfClubBySlug,
  chronogolfClubUuid,
  chronogolfCourse,
  chronogolfCourseIdOf,
  chronogolfCourseUuid,
} from './catalogue';
import type { RequestScope } from './faults';
import { jsonReply, type ProtocolRequest, type Reply, textReply } from './http';
import type { Slot, TeeSheets } from './tee-sheets';
import { formatTime, isIsoDate, vancouverToUtc } from './vancouver-time';

// ChronoGolf / Lightspeed marketplace (https://www.chronogolf.com/...), served under {base}/chronogolf/...
// See docs/upstream-protocols.md, "ChronoGolf".

export const CHRONOGOLF_PAGE_SIZE = 24;
export const CHRONOGOLF_STATUSES = ['open', 'closed', 'off_season'] as const;
export type ChronogolfStatus = (typeof CHRONOGOLF_STATUSES)[number];

export type ChronogolfRoute = { scope: RequestScope; handle: (request: ProtocolRequest) => Reply };

/**
 * Real ChronoGolf sometimes sends early times unpadded ("7:05"). Here: before 10:00 with an odd minute,
 * so a test can count on "7:05" being unpadded and "07:10" padded.
 */
export function chronogolfTime(minutes: number): string {
  return formatTime(minutes, !(minutes < 600 && (minutes % 60) % 2 === 1));
}

function roundToQuarter(value: number): number {
  return Math.round(value * 4) / 4;
}

/** Per-player price for a round of `holes` on a course whose sheet price is for its full length. */
function priceFor(slot: Slot, holes: number): number {
  if (holes === slot.holes) return slot.price;
  return roundToQuarter(holes < slot.holes ? slot.price * 0.6 : slot.price * 1.7);
}

function unprocessable(message: string): Reply {
  return jsonReply(422, { errors: [message] });
}

/** The classic marketplace's tee times of one course and date, priced for each player's affiliation. */
function classic(sheets: TeeSheets, clubId: string, request: ProtocolRequest): Reply {
  const query = request.url.searchParams;
  const date = query.get('date') ?? '';
  if (!isIsoDate(date)) return unprocessable('date is invalid');
  const courseId = chronogolfCourseIdOf(query.get('course_id') ?? '');
  if (courseId === undefined) return unprocessable('course_id is invalid');
  const holes = Number(query.get('nb_holes') ?? 18) === 9 ? 9 : 18;
  const affiliations = [
    ...query.getAll('affiliation_type_ids[]'),
    ...query.getAll('affiliation_type_ids').flatMap((value) => value.split(',')),
  ].filter((value) => value.trim() !== '');
  const course = chronogolfCourse(courseId, Number(clubId) || undefined);
  if (affiliations.length === 0) affiliations.push(String(course.affiliationTypeId));
  const party = affiliations.length;
  const teetimes = [];
  for (const slot of sheets.slotsOf({ system: 'chronogolf', courseId }, date)) {
    if (slot.spots === 0 && !slot.isListedWhenFull) continue;
    // The marketplace lists slots for the requested party: too-small parties for a 2-minimum slot get nothing.
    if (slot.spots > 0 && party < slot.minPlayers) continue;
    const price = priceFor(slot, holes);
    const halfCart = holes >= 18 ? 25 : 15;
    teetimes.push({
      id: slot.id,
      course_id: courseId,
      date,
      start_time: chronogolfTime(slot.minutes),
      event_id: null,
      hole: 1,
      round: 1,
      format: 'normal',
      departure: null,
      restrictions: slot.isRestricted
        ? [{ id: 1, name: 'Members only', type: 'affiliation', affiliation_type_ids: [] }]
        : [],
      out_of_capacity: slot.spots < party,
      frozen: false,
      green_fees: affiliations.map((affiliation) => ({
        player_type_id: Number(affiliation),
        affiliation_type_id: Number(affiliation),
        teetime_id: slot.id,
        green_fee: price,
        price,
        subtotal: price,
        half_cart: halfCart,
        half_cart_price: halfCart,
        one_person_cart: null,
        one_person_cart_price: null,
      })),
    });
  }
  return jsonReply(200, teetimes);
}

/** One page of the v2 tee times of the asked courses on one date, in start order. */
function v2(sheets: TeeSheets, status: ChronogolfStatus, request: ProtocolRequest): Reply {
  const query = request.url.searchParams;
  const date = query.get('start_date') ?? '';
  if (!isIsoDate(date)) return unprocessable('start_date is invalid');
  const uuids = (query.get('course_ids') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (uuids.length === 0) return unprocessable('course_ids is required');
  const page = Number(query.get('page') ?? 1);
  if (!Number.isInteger(page) || page < 1) return unprocessable('page is invalid');
  const wantedHoles: number[] = (query.get('holes') ?? '')
    .split(',')
    .map(Number)
    .filter((holes) => holes === 9 || holes === 18);
  const players = Number(query.get('nb_players') ?? 0) || 0;
  if (status !== 'open') return jsonReply(200, { status, teetimes: [] });

  const rows: Array<{ startsAt: string; order: number; json: unknown }> = [];
  uuids.forEach((uuid, order) => {
    const courseId = chronogolfCourseIdOf(uuid);
    if (courseId === undefined) return;
    const course = chronogolfCourse(courseId);
    const holes = wantedHoles.length > 0 ? wantedHoles.filter((h) => course.bookableHoles.includes(h)) : [];
    if (wantedHoles.length > 0 && holes.length === 0) return;
    const priceHoles = holes.includes(course.holes) || holes.length === 0 ? course.holes : holes[0]!;
    for (const slot of sheets.slotsOf({ system: 'chronogolf', courseId }, date)) {
      if (slot.isRestricted || (slot.spots === 0 && !isListedFullInV2(slot))) continue;
      if (players > 0 && (slot.spots < players || players < slot.minPlayers)) continue;
      const startsAt = vancouverToUtc(date, slot.minutes).toISOString().replace('.000Z', 'Z');
      const price = priceFor(slot, priceHoles);
      rows.push({
        startsAt,
        order,
        json: {
          id: slot.id,
          date,
          start_time: chronogolfTime(slot.minutes),
          starts_at: startsAt,
          min_player_size: slot.spots === 0 ? 0 : slot.minPlayers,
          max_player_size: slot.spots,
          has_deal: slot.hasDeal,
          frozen: false,
          out_of_capacity: slot.spots === 0,
          course: { uuid, name: course.name, holes: course.holes, bookable_holes: course.bookableHoles },
          default_price: {
            green_fee: price,
            half_cart: priceHoles >= 18 ? 25 : 15,
            subtotal: price,
            player_type_id: course.affiliationTypeId,
            bookable_holes: course.bookableHoles,
          },
        },
      });
    }
  });
  rows.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.order - b.order);
  const teetimes = rows
    .slice((page - 1) * CHRONOGOLF_PAGE_SIZE, page * CHRONOGOLF_PAGE_SIZE)
    .map((row) => row.json);
  return jsonReply(200, { status, teetimes });
}

export function createChronogolf(options: { sheets: TeeSheets }) {
  const { sheets } = options;
  let status: ChronogolfStatus = 'open';

  /** Resolves a request under /chronogolf/…, or undefined (404). */
  function route(method: string, rest: string, url: URL): ChronogolfRoute | undefined {
    if (method !== 'GET') return undefined;
    const path = rest.replace(/\/+$/, '');
    const clubPageMatch = /^club\/([^/]+)$/.exec(path);
    if (clubPageMatch) {
      const club = chronogolfClubBySlug(decodeURIComponent(clubPageMatch[1]!));
      return {
        scope: {
          system: 'chronogolf',
          clubIds: club ? [String(club.clubId)] : [],
          courseIds: club ? club.courses.map((course) => String(course.courseId)) : [],
        },
        handle: () => (club ? textReply(200, clubPage(club), HTML) : textReply(404, NOT_FOUND_PAGE, HTML)),
      };
    }
    const classicMatch = /^marketplace\/clubs\/([^/]+)\/teetimes$/.exec(path);
    if (classicMatch) {
      const clubId = decodeURIComponent(classicMatch[1]!);
      const courseId = chronogolfCourseIdOf(url.searchParams.get('course_id') ?? '');
      return {
        scope: {
          system: 'chronogolf',
          clubIds: [clubId],
          courseIds: courseId === undefined ? [] : [String(courseId)],
        },
        handle: (request) => classic(sheets, clubId, request),
      };
    }
    if (path === 'marketplace/v2/teetimes') {
      const courseIds = (url.searchParams.get('course_ids') ?? '')
        .split(',')
        .map((part) => chronogolfCourseIdOf(part))
        .filter((id): id is number => id !== undefined);
      const clubIds = [...new Set(courseIds.map((id) => String(chronogolfCourse(id).clubId)))];
      return {
        scope: { system: 'chronogolf', clubIds, courseIds: courseIds.map(String) },
        handle: (request) => v2(sheets, status, request),
      };
    }
    return undefined;
  }

  return {
    route,
    setStatus(next: ChronogolfStatus) {
      status = next;
    },
    reset() {
      status = 'open';
    },
  };
}

export type Chronogolf = ReturnType<typeof createChronogolf>;

const HTML = 'text/html; charset=utf-8';
const NOT_FOUND_PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>Page not found - Chronogolf</title></head><body><h1>Page not found</h1></body></html>';

/**
 * The club's public page as the Next.js site renders it (reference §2.3): the club, its courses and their
 * v2 UUIDs sit in `<script id="__NEXT_DATA__" type="application/json">` at props.pageProps.club.
 */
export function clubPage(club: NonNullable<ReturnType<typeof chronogolfClubBySlug>>): string {
  const data = {
    props: {
      pageProps: {
        club: {
          uuid: chronogolfClubUuid(club.clubId),
          id: club.clubId,
          name: club.name,
          slug: club.slug,
          city: club.city,
          province: 'British Columbia',
          country: 'Canada',
          defaultAffiliationTypeId: club.courses[0]?.affiliationTypeId ?? null,
          courses: club.courses.map((course) => ({
            id: course.courseId,
            name: course.name,
            holes: course.holes,
            uuid: chronogolfCourseUuid(course.courseId),
          })),
        },
      },
    },
    page: '/club/[slug]',
    query: { slug: club.slug },
    buildId: 'simulator',
  };
  // As Next.js does, "<" is escaped so the JSON can never close its script element.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${escapeHtml(club.name)} - Chronogolf</title></head>` +
    `<body><div id="__next"><h1>${escapeHtml(club.name)}</h1></div>` +
    `<script id="__NEXT_DATA__" type="application/json">${json}</script></body></html>`
  );
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The marketplace lists bookable times: one page "covers a whole day" (brhileman) and clients treat every
 * listed row as open (cbm65). A few full rows (`max_player_size: 0`) still appear, so adapters meet them.
 */
function isListedFullInV2(slot: { isListedWhenFull: boolean; id: number }): boolean {
  return slot.isListedWhenFull && slot.id % 8 === 0;
}
