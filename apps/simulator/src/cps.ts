import { randomBytes } from 'node:crypto';
import {
  cpsAnswersBookingRules,
  cpsBookingDays,
  cpsCourseHoles,
  cpsCourseIds,
  cpsCourseName,
} from './catalogue';
import { cpsApiKey, cpsConfiguration, cpsSlot, NIL_GUID, ONLINE_API_PATH } from './cps-payloads';
import type { RequestScope } from './faults';
import { header, jsonReply, type ProtocolRequest, type Reply, textReply } from './http';
import type { TeeSheets } from './tee-sheets';
import { parseCpsSearchDate, vancouverDate } from './vancouver-time';

// CPS Golf "Online Reservation" (https://<site>.cps.golf/...), served under {base}/cps/<site>/...
// See docs/upstream-protocols.md, "CPS Golf". Paths are matched case-insensitively, like the ASP.NET original.

export const CPS_VARIANTS = ['wrapped', 'bare-array', 'no-teetimes-in-content', 'no-teetimes-top'] as const;
export type CpsVariant = (typeof CPS_VARIANTS)[number];

const SHORT_LIVED_CLIENT_ID = 'onlinereswebshortlived';
const TOKEN_LIFETIME_SECONDS = 600;
const TOKEN_SCOPE = 'onlinereservation references';
const NO_TEETIMES = { messageKey: 'NO_TEETIMES', message: 'There are no tee times available.' };

export type CpsRoute = { scope: RequestScope; handle: (request: ProtocolRequest) => Reply };

function formField(body: string, contentType: string, name: string): string | undefined {
  if (contentType.includes('multipart/form-data')) {
    const match = new RegExp(`name="${name}"\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n([^\\r\\n]*)`).exec(body);
    return match?.[1];
  }
  return new URLSearchParams(body).get(name) ?? undefined;
}

export function createCps(options: { sheets: TeeSheets; now: () => Date }) {
  const { sheets, now } = options;
  const tokens = new Map<string, { site: string; expiresAt: number }>();
  const transactions = new Map<string, Set<string>>();
  const variants = new Map<string, CpsVariant>();
  /** Courses renamed at the source (control API): the list and the sheets show the new name. */
  const renamed = new Map<string, string>();
  const nameOf = (site: string, courseId: number) =>
    renamed.get(`${site}|${courseId}`) ?? cpsCourseName(site, courseId);
  const state: CpsState = { sheets, now, tokens, transactions, variants, nameOf };

  /** Resolves a request under /cps/<site>/…, or undefined (404). */
  function route(method: string, site: string, rest: string, url: URL): CpsRoute | undefined {
    const path = rest.toLowerCase().replace(/\/+$/, '');
    const scope: RequestScope = { system: 'cps', site, courseIds: [] };
    if (method === 'GET' && path === 'onlineresweb/home/configuration') {
      return { scope, handle: (request) => jsonReply(200, cpsConfiguration(site, request.baseUrl)) };
    }
    if (
      method === 'POST' &&
      (path === 'identityapi/myconnect/token/short' || path === 'identityapi/connect/token')
    ) {
      const isShort = path.endsWith('/short');
      return {
        scope,
        handle: (request) => tokenRequestProblem(request, isShort) ?? issueToken(state, site),
      };
    }
    if (!path.startsWith(`${ONLINE_API_PATH}/`)) return undefined;
    const operation = path.slice(ONLINE_API_PATH.length + 1);
    const guarded = (handle: (request: ProtocolRequest) => Reply) => (request: ProtocolRequest) =>
      authProblem(state, site, request) ?? handle(request);
    if (method === 'POST' && operation === 'registertransactionid') {
      return {
        scope,
        handle: guarded((request) => registerTransactionId(transactions, site, request)),
      };
    }
    if (method === 'GET' && operation === 'teetimes') {
      const courseIds = courseIdsOf(site, url.searchParams.get('courseIds')).map(String);
      return { scope: { ...scope, courseIds }, handle: guarded((request) => teeTimes(state, site, request)) };
    }
    if (method === 'GET' && operation === 'onlinecourses') {
      return { scope, handle: guarded(() => onlineCourses(site, nameOf)) };
    }
    if (method === 'GET' && operation === 'bookingrulemodels') {
      return { scope, handle: guarded((request) => bookingRuleModels(state, site, request)) };
    }
    return undefined;
  }

  return {
    route,
    setVariant(site: string, variant: CpsVariant) {
      variants.set(site.toLowerCase(), variant);
    },
    /** Names a course anew in the site's list and sheets, as when a site renames a course. */
    renameCourse(site: string, courseId: number, name: string) {
      renamed.set(`${site.toLowerCase()}|${courseId}`, name);
    },
    /** Tee sheets, variants and names go back to the seed; tokens and transaction ids survive, as sessions would. */
    reset() {
      variants.clear();
      renamed.clear();
    },
  };
}

/** What a simulated CPS server holds: the sheets, issued tokens and transaction ids, answer variants, names. */
type CpsState = {
  sheets: TeeSheets;
  now: () => Date;
  tokens: Map<string, { site: string; expiresAt: number }>;
  transactions: Map<string, Set<string>>;
  variants: Map<string, CpsVariant>;
  nameOf: (site: string, courseId: number) => string;
};

function issueToken(state: CpsState, site: string): Reply {
  const { tokens, now } = state;
  const accessToken = randomBytes(32).toString('base64url');
  tokens.set(accessToken, { site, expiresAt: now().getTime() + TOKEN_LIFETIME_SECONDS * 1000 });
  return jsonReply(200, {
    access_token: accessToken,
    expires_in: TOKEN_LIFETIME_SECONDS,
    token_type: 'Bearer',
    scope: TOKEN_SCOPE,
  });
}

/** undefined when the caller may use onlineApi; else the 401 the real tenant gives. */
function authProblem(state: CpsState, site: string, request: ProtocolRequest): Reply | undefined {
  const { tokens, now } = state;
  const denied = jsonReply(
    401,
    { message: 'Authorization has been denied for this request.' },
    { 'www-authenticate': 'Bearer' },
  );
  const apiKey = cpsApiKey(site);
  if (apiKey) return header(request.headers, 'x-apikey') === apiKey ? undefined : denied;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header(request.headers, 'authorization') ?? '')?.[1];
  const token = bearer ? tokens.get(bearer) : undefined;
  if (!token || token.site !== site || token.expiresAt <= now().getTime()) return denied;
  return undefined;
}

/** The tee times of the asked courses on one date, filtered as the real search filters them. */
function teeTimes(state: CpsState, site: string, request: ProtocolRequest): Reply {
  const { sheets, transactions, variants, nameOf } = state;
  const query = request.url.searchParams;
  if (!header(request.headers, 'x-componentid')) return textReply(400, 'Invalid componentid request header');
  const transactionId = query.get('transactionId') ?? '';
  if (!transactions.get(site)?.has(transactionId)) {
    return jsonReply(400, {
      transactionId,
      isSuccess: false,
      content: null,
      message: 'Invalid transactionId: register it with RegisterTransactionId first.',
    });
  }
  const date = parseCpsSearchDate(query.get('searchDate') ?? '');
  if (!date)
    return jsonReply(400, {
      transactionId,
      isSuccess: false,
      content: null,
      message: 'Invalid searchDate',
    });
  const courseIds = courseIdsOf(site, query.get('courseIds'));
  const party = Number(query.get('numberOfPlayer') ?? 0) || 0;
  const fromHour = Math.floor(Number(query.get('teeOffTimeMin') ?? 0) || 0);
  const toHour = Math.floor(Number(query.get('teeOffTimeMax') ?? 23) || 23);
  const rows: Array<{ minutes: number; order: number; json: ReturnType<typeof cpsSlot> }> = [];
  courseIds.forEach((courseId, order) => {
    for (const slot of sheets.slotsOf({ system: 'cps', site, courseId }, date)) {
      const hour = Math.floor(slot.minutes / 60);
      if (hour < fromHour || hour > toHour) continue;
      if (slot.spots === 0 ? party > 0 || !slot.isListedWhenFull : party > slot.spots) continue;
      if (party > 0 && party < slot.minPlayers) continue;
      rows.push({
        minutes: slot.minutes,
        order,
        json: cpsSlot(site, courseId, date, slot, nameOf(site, courseId)),
      });
    }
  });
  rows.sort((a, b) => a.minutes - b.minutes || a.order - b.order);
  const content = rows.map((row) => row.json);
  return teeTimesReply(variants.get(site) ?? 'wrapped', transactionId, content);
}

/** The booking window per course (reference: BookingRuleModels), on the sites that answer it. */
function bookingRuleModels(state: CpsState, site: string, request: ProtocolRequest): Reply {
  const { nameOf, now } = state;
  if (!cpsAnswersBookingRules(site)) return textReply(404, 'Not Found');
  const asked = courseIdsOf(site, request.url.searchParams.get('courseIds'));
  return jsonReply(200, {
    bookingRuleByClass: [],
    bookingRuleByCourses: asked.map((courseId) => ({
      bookingRuleId: courseId * 10,
      courseId,
      courseDesc: nameOf(site, courseId),
      daysInAdvance: cpsBookingDays(site, courseId),
      maximumDailyBookings: 1,
      time: `${vancouverDate(now())}T07:00:00`,
    })),
  });
}

/** The site's course list (reference: OnlineCourses). */
function onlineCourses(site: string, nameOf: (site: string, courseId: number) => string): Reply {
  return jsonReply(
    200,
    cpsCourseIds(site).map((courseId, index) => ({
      isDefaultSelected: true,
      websiteId: NIL_GUID,
      timezoneId: 'America/Vancouver',
      storeId: courseId + 2,
      classCode: 'R',
      onlineCourseName: nameOf(site, courseId),
      isSetOnlineCourseName: false,
      courseId,
      courseName: nameOf(site, courseId),
      siteId: courseId + 1,
      courseTypeId: 1,
      holes: cpsCourseHoles(site, courseId),
      order: index + 1,
      active: true,
    })),
  );
}

/** The tee times as the site's variant of the answer wraps them (or leaves them out). */
function teeTimesReply(variant: CpsVariant, transactionId: string, content: unknown[]): Reply {
  switch (variant) {
    case 'bare-array':
      return jsonReply(200, content);
    case 'no-teetimes-in-content':
      return jsonReply(200, { transactionId, isSuccess: true, content: NO_TEETIMES });
    case 'no-teetimes-top':
      return jsonReply(200, NO_TEETIMES);
    default:
      return jsonReply(200, { transactionId, isSuccess: true, content });
  }
}

/** RegisterTransactionId: a transaction id the site's tee times accept from now on. */
function registerTransactionId(
  transactions: Map<string, Set<string>>,
  site: string,
  request: ProtocolRequest,
): Reply {
  let transactionId: unknown;
  try {
    transactionId = (JSON.parse(request.body) as { transactionId?: unknown }).transactionId;
  } catch {
    return jsonReply(400, { message: 'The request body is not valid JSON.' });
  }
  if (typeof transactionId !== 'string' || transactionId.trim() === '') {
    return jsonReply(400, { message: 'transactionId is required' });
  }
  const registered = transactions.get(site) ?? new Set<string>();
  registered.add(transactionId);
  transactions.set(site, registered);
  return jsonReply(200, true);
}

/** undefined when the token request is one the identity server grants; else its 400. */
function tokenRequestProblem(request: ProtocolRequest, isShort: boolean): Reply | undefined {
  const contentType = header(request.headers, 'content-type') ?? '';
  const clientId = formField(request.body, contentType, 'client_id');
  if (clientId !== SHORT_LIVED_CLIENT_ID) return jsonReply(400, { error: 'invalid_client' });
  const grantType = formField(request.body, contentType, 'grant_type');
  if (!isShort && grantType !== 'client_credentials') {
    return jsonReply(400, { error: 'unsupported_grant_type' });
  }
  return undefined;
}

function courseIdsOf(site: string, courseIds: string | null): number[] {
  const ids = (courseIds ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return ids.length > 0 ? [...new Set(ids)] : cpsCourseIds(site);
}

export type Cps = ReturnType<typeof createCps>;
