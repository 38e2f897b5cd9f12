import { randomUUID } from 'node:crypto';
import { TIME_ZONE } from '@teewatch/shared';
import { abortable } from './abortable';
import { cpsBookingLink } from './booking-links';
import {
  type HttpClient,
  type HttpResponse,
  parseJsonResponse,
  SOURCE_UNAVAILABLE_MESSAGE,
} from './http-client';
import { normaliseClockTime, toDateString, vancouverTimezoneOffset } from './source-time';
import {
  type FetchSlotsInput,
  type SourceCourse,
  SourceError,
  type TeeTimeSlot,
  type TeeTimeSource,
} from './tee-time-source';
import { budgetKey, resolveUpstreamUrl, type UpstreamTarget } from './upstream-url';

// CPS Golf "Online Reservation v4/v5" (docs/upstream-protocols.md, "CPS Golf"). One TeeTimes call answers
// every course of a site for a date, so concurrent requests for the same (site, date) share one call.

const NIL_GUID = '00000000-0000-0000-0000-000000000000';
const SHORT_LIVED_CLIENT_ID = 'onlinereswebshortlived';
const CONFIGURATION_TTL_MS = 60 * 60_000;
const TOKEN_REFRESH_MARGIN_MS = 60_000;
/** A registered transaction id is reused for a while (the SPA keeps one per session). */
const TRANSACTION_TTL_MS = 5 * 60_000;

export type CpsConfiguration = { onlineApi: string; authorityBaseUrl: string; apiKey?: string };

type AuthMode = 'apikey' | 'token';
type Site = { baseUrl: string; siteId: string; websiteId: string; referer: string };
type Batch = { courseIds: Set<string>; started: boolean; promise: Promise<Map<string, TeeTimeSlot[]>> };

export type CpsSourceOptions = {
  http: HttpClient;
  target: UpstreamTarget;
  requestsPerSecond: number;
  /** Clock for token and cache expiry (tests move it forward). */
  now?: () => number;
  /** How long a new (site, date) call waits to gather the other courses asked for at the same moment. */
  batchWindowMs?: number;
};

export function createCpsSource(options: CpsSourceOptions): TeeTimeSource {
  const now = options.now ?? Date.now;
  const batchWindowMs = options.batchWindowMs ?? 5;
  const configurations = new Map<string, { value: Promise<CpsConfiguration>; expiresAt: number }>();
  const tokens = new Map<string, { value: Promise<{ token: string; expiresAt: number }> }>();
  const transactions = new Map<string, { id: string; expiresAt: number }>();
  const knownCourseIds = new Map<string, Set<string>>();
  const batches = new Map<string, Batch>();

  const url = (stored: string) => resolveUpstreamUrl(stored, options.target);
  const budget = (site: Site) => ({
    key: budgetKey(site.baseUrl),
    requestsPerSecond: options.requestsPerSecond,
  });

  function configuration(site: Site): Promise<CpsConfiguration> {
    const cached = configurations.get(site.baseUrl);
    if (cached && cached.expiresAt > now()) return cached.value;
    const value = (async () => {
      const response = await options.http.request({
        url: url(`${site.baseUrl}/onlineresweb/Home/Configuration`),
        headers: { accept: 'application/json, text/plain, */*', referer: site.referer },
        budget: budget(site),
      });
      return parseConfiguration(parseJsonResponse(response));
    })();
    configurations.set(site.baseUrl, { value, expiresAt: now() + CONFIGURATION_TTL_MS });
    value.catch(() => {
      if (configurations.get(site.baseUrl)?.value === value) configurations.delete(site.baseUrl);
    });
    return value;
  }

  async function token(site: Site, config: CpsConfiguration): Promise<string> {
    const cached = tokens.get(site.baseUrl);
    if (cached) {
      const current = await cached.value.catch(() => undefined);
      if (current && current.expiresAt - TOKEN_REFRESH_MARGIN_MS > now()) return current.token;
      if (tokens.get(site.baseUrl) !== cached) return token(site, config);
    }
    const value = (async () => {
      const body = new FormData();
      body.set('client_id', SHORT_LIVED_CLIENT_ID);
      const response = await options.http.request({
        url: url(`${config.authorityBaseUrl}/myconnect/token/short`),
        method: 'POST',
        headers: { accept: 'application/json, text/plain, */*', origin: site.baseUrl, referer: site.referer },
        body,
        budget: budget(site),
      });
      const json = parseJsonResponse(response) as { access_token?: unknown; expires_in?: unknown };
      if (typeof json?.access_token !== 'string') throw malformed('token answer has no access_token');
      const lifetimeS = typeof json.expires_in === 'number' ? json.expires_in : 600;
      return { token: json.access_token, expiresAt: now() + lifetimeS * 1000 };
    })();
    const entry = { value };
    tokens.set(site.baseUrl, entry);
    value.catch(() => {
      if (tokens.get(site.baseUrl) === entry) tokens.delete(site.baseUrl);
    });
    return (await value).token;
  }

  function commonHeaders(site: Site, date: string): Record<string, string> {
    return {
      accept: 'application/json, text/plain, */*',
      'x-componentid': '1',
      'x-productid': '1',
      'x-moduleid': '7',
      'x-siteid': site.siteId,
      'x-terminalid': '3',
      'x-websiteid': site.websiteId,
      'x-timezone-offset': String(vancouverTimezoneOffset(date)),
      'x-timezoneid': TIME_ZONE,
      'x-ismobile': 'false',
      'client-id': 'onlineresweb',
      'x-requestid': randomUUID(),
      referer: site.referer,
      origin: new URL(site.baseUrl).origin,
    };
  }

  async function authHeaders(
    site: Site,
    config: CpsConfiguration,
    mode: AuthMode,
  ): Promise<Record<string, string>> {
    if (mode === 'apikey' && config.apiKey) return { 'x-apikey': config.apiKey };
    return { authorization: `Bearer ${await token(site, config)}` };
  }

  /**
   * Calls the online API with the mode the Configuration names. On 401 the site may have switched modes
   * (both are documented for the same tenants over time), so read the Configuration again and try the other way once.
   */
  async function callOnlineApi(
    site: Site,
    date: string,
    build: (config: CpsConfiguration) => { url: string; method?: 'GET' | 'POST'; body?: string },
  ): Promise<HttpResponse> {
    let config = await configuration(site);
    let mode: AuthMode = config.apiKey ? 'apikey' : 'token';
    const send = async () => {
      const request = build(config);
      return options.http.request({
        url: url(request.url),
        method: request.method,
        body: request.body,
        headers: {
          ...commonHeaders(site, date),
          ...(request.body ? { 'content-type': 'application/json' } : {}),
          ...(await authHeaders(site, config, mode)),
        },
        budget: budget(site),
      });
    };
    const response = await send();
    if (response.status !== 401) return response;
    tokens.delete(site.baseUrl);
    configurations.delete(site.baseUrl);
    config = await configuration(site);
    mode = mode === 'apikey' || !config.apiKey ? 'token' : 'apikey';
    const retried = await send();
    if (retried.status === 401) {
      throw new SourceError(SOURCE_UNAVAILABLE_MESSAGE, 'unavailable', {
        cause: new Error(`CPS ${site.baseUrl} refused both auth modes`),
      });
    }
    return retried;
  }

  async function transactionId(site: Site, date: string, fresh: boolean): Promise<string> {
    const cached = transactions.get(site.baseUrl);
    if (!fresh && cached && cached.expiresAt > now()) return cached.id;
    const id = randomUUID();
    const response = await callOnlineApi(site, date, (config) => ({
      url: `${config.onlineApi}/RegisterTransactionId`,
      method: 'POST',
      body: JSON.stringify({ transactionId: id }),
    }));
    parseJsonResponse(response);
    transactions.set(site.baseUrl, { id, expiresAt: now() + TRANSACTION_TTL_MS });
    return id;
  }

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
    async fetchSlots({ course, date, signal }: FetchSlotsInput): Promise<TeeTimeSlot[]> {
      const site = siteOf(course);
      const known = knownCourseIds.get(site.baseUrl) ?? new Set<string>();
      known.add(course.apiCourseId);
      knownCourseIds.set(site.baseUrl, known);
      const batch = batchFor(site, date, course.apiCourseId);
      const byCourse = await abortable(batch.promise, signal);
      const slots = byCourse.get(course.apiCourseId) ?? [];
      // An admin's booking page for the course wins; it is a page, not the time.
      const bookingUrl = course.bookingUrl;
      return bookingUrl
        ? slots.map((slot) => ({ ...slot, bookingUrl, bookingLandsOn: 'search-page' as const }))
        : slots;
    },
  };
}

function byNumber(a: string, b: string): number {
  return Number(a) - Number(b) || a.localeCompare(b);
}

function siteOf(course: SourceCourse): Site {
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

function malformed(detail: string): SourceError {
  return new SourceError('Source unavailable: the booking system sent an unreadable answer', 'malformed', {
    cause: new Error(detail),
  });
}

export function parseConfiguration(body: unknown): CpsConfiguration {
  const config = body as Record<string, unknown> | null;
  if (!config || typeof config.onlineApi !== 'string' || typeof config.authorityBaseUrl !== 'string') {
    throw malformed('CPS Configuration lacks onlineApi or authorityBaseUrl');
  }
  return {
    onlineApi: config.onlineApi.replace(/\/+$/, ''),
    authorityBaseUrl: config.authorityBaseUrl.replace(/\/+$/, ''),
    ...(typeof config.apiKey === 'string' && config.apiKey !== '' ? { apiKey: config.apiKey } : {}),
  };
}

function teeTimesQuery(date: string, courseIds: string[], transactionId: string): string {
  const params: [string, string][] = [
    ['searchDate', toDateString(date)],
    ['holes', '0'],
    ['numberOfPlayer', '0'],
    ['courseIds', courseIds.join(',')],
    ['searchTimeType', '0'],
    ['transactionId', transactionId],
    ['teeOffTimeMin', '0'],
    ['teeOffTimeMax', '23'],
    ['isChangeTeeOffTime', 'true'],
    ['teeSheetSearchView', '5'],
    ['classCode', 'R'],
    ['defaultOnlineRate', 'N'],
    ['isUseCapacityPricing', 'false'],
    ['memberStoreId', '1'],
    ['searchType', '1'],
  ];
  return params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

/** Every documented envelope: `{content:[…]}`, a bare array, and NO_TEETIMES inside `content` or at the top. */
export function extractCpsSlots(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    const envelope = body as { content?: unknown; messageKey?: unknown; isSuccess?: unknown };
    if (envelope.messageKey === 'NO_TEETIMES') return [];
    if ('content' in envelope) {
      const content = envelope.content;
      if (Array.isArray(content)) return content;
      if (content === null) return [];
      if (
        content &&
        typeof content === 'object' &&
        (content as { messageKey?: unknown }).messageKey === 'NO_TEETIMES'
      ) {
        return [];
      }
    }
    if (envelope.isSuccess === false) {
      throw new SourceError('Source unavailable: the booking system returned an error', 'unavailable', {
        cause: new Error(`CPS isSuccess=false: ${JSON.stringify(body).slice(0, 200)}`),
      });
    }
  }
  throw malformed('CPS TeeTimes answer is neither a slot list nor NO_TEETIMES');
}

type CpsPrice = { shItemCode?: unknown; currentPrice?: unknown; displayPrice?: unknown; price?: unknown };

/** Price per player: GreenFee{holes}, then Package{holes}, then GreenFee{holes}Online (currentPrice), then the first item. */
export function cpsPrice(prices: unknown, holes: number): number | null {
  if (!Array.isArray(prices) || prices.length === 0) return null;
  const items = prices as CpsPrice[];
  for (const code of [`GreenFee${holes}`, `Package${holes}`, `GreenFee${holes}Online`]) {
    const item = items.find((candidate) => candidate?.shItemCode === code);
    const value = numberOrUndefined(item?.currentPrice) ?? numberOrUndefined(item?.displayPrice);
    if (value !== undefined) return value;
  }
  const first = items[0];
  return numberOrUndefined(first?.displayPrice) ?? numberOrUndefined(first?.price) ?? null;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** One CPS slot as a TeeTimeSlot; `baseUrl` is the site's root, for its booking link (booking-links.ts). */
export function normaliseCpsSlot(raw: unknown, date: string, baseUrl: string): TeeTimeSlot | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const slot = raw as Record<string, unknown>;
  if (Array.isArray(slot.bookingList) && slot.bookingList.length > 0) return undefined;
  if (typeof slot.startTime !== 'string') return undefined;
  const [slotDate, clock] = slot.startTime.split('T');
  if (clock === undefined || slotDate !== date) return undefined;
  const time = normaliseClockTime(clock);
  if (!time) return undefined;
  const open = slot.availableParticipantNo;
  const availableSpots = Array.isArray(open) ? open.length : (numberOrUndefined(open) ?? 0);
  if (availableSpots <= 0) return undefined;
  const holes = numberOrUndefined(slot.holes) || 18;
  const link = cpsBookingLink({
    baseUrl,
    courseId: String(slot.courseId ?? ''),
    date,
    time,
    players: 0,
    holes: holes === 9 ? 9 : 18,
  });
  return {
    time,
    holes,
    availableSpots,
    minPlayers: numberOrUndefined(slot.minPlayer) ?? 1,
    maxPlayers: numberOrUndefined(slot.maxPlayer) ?? numberOrUndefined(slot.participants) ?? 4,
    price: cpsPrice(slot.shItemPrices, holes),
    sourceSlotId: String(slot.teeSheetId ?? slot.courseTimeId ?? `${String(slot.courseId)}-${time}`),
    bookingUrl: link.url,
    bookingLandsOn: link.landsOn,
  };
}
