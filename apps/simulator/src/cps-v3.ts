import { randomBytes } from 'node:crypto';
import { type CpsV3Page, cpsV3MalformedPage, cpsV3QueryDate, cpsV3TeeSheetPage } from './cps-v3-pages';
import { cpsV3Courses, cpsV3Title } from './cps-v3-tenants';
import type { RequestScope } from './faults';
import { type ProtocolRequest, type Reply, textReply } from './http';
import type { TeeSheets } from './tee-sheets';
import { isIsoDate, vancouverDate } from './vancouver-time';

// The legacy CPS "v3" tenants (https://w.cps.golf/<Tenant>V3/…), served under {base}/cps/<host>/<Tenant>V3/….
// An ASP.NET application with cookieless sessions: a request without "(S(<session>))" in its path, or with
// an expired one, is redirected to the same page under a new session; Home/nIndex answers the tee sheet
// as HTML (docs/upstream-protocols.md, "CPS v3").

/** ASP.NET's default sessionState timeout, sliding: each request renews it. */
export const CPS_V3_SESSION_IDLE_MS = 20 * 60_000;
const SESSION_SEGMENT = /^\(S\(([a-z0-5]{24})\)\)$/i;
const SESSION_ALPHABET = 'abcdefghijklmnopqrstuvwxyz012345';

export type CpsV3Route = {
  scope: RequestScope;
  handle: (request: ProtocolRequest) => Reply;
  /** What the malformed fault answers instead: a page the adapter cannot read (redirects pass through). */
  malformed: (reply: Reply) => Reply;
};

function newSessionId(): string {
  return [...randomBytes(24)].map((byte) => SESSION_ALPHABET[byte % 32]).join('');
}

function redirect(location: string): Reply {
  return {
    status: 302,
    headers: { location, 'content-type': 'text/html; charset=utf-8' },
    body: `<html><head><title>Object moved</title></head><body><h2>Object moved to <a href="${location}">here</a>.</h2></body></html>`,
  };
}

function html(body: string): Reply {
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
}

/** "2026-6-12" (or zero-padded) → "2026-06-12"; undefined when it is no date. */
function parseQueryDate(value: string): string | undefined {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!match) return undefined;
  const date = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return isIsoDate(date) ? date : undefined;
}

export function createCpsV3(options: { sheets: TeeSheets; now: () => Date }) {
  const { sheets, now } = options;
  const sessions = new Map<string, { tenant: string; lastSeenAt: number }>();

  /** The session named in the path when it is this tenant's and still alive (renewing it), else undefined. */
  function liveSession(tenant: string, segment: string | undefined): string | undefined {
    const id = segment ? SESSION_SEGMENT.exec(segment)?.[1]?.toLowerCase() : undefined;
    const session = id ? sessions.get(id) : undefined;
    if (!id || !session || session.tenant !== tenant) return undefined;
    if (now().getTime() - session.lastSeenAt > CPS_V3_SESSION_IDLE_MS) {
      sessions.delete(id);
      return undefined;
    }
    session.lastSeenAt = now().getTime();
    return id;
  }

  function defaultQuery(tenant: string): string {
    const course = cpsV3Courses(tenant)[0]!;
    const date = cpsV3QueryDate(vancouverDate(now()));
    return `CourseId=${course.courseId}&Date=${date}&Time=AnyTime&Player=99&Hole=${course.holes}`;
  }

  function pageOf(tenant: string, basePath: string, session: string, url: URL): CpsV3Page | undefined {
    const query = url.searchParams;
    const courses = cpsV3Courses(tenant);
    const courseId = Number((query.get('CourseId') ?? '').split(',')[0]) || courses[0]!.courseId;
    const rawDate = query.get('Date');
    const date = rawDate === null ? vancouverDate(now()) : parseQueryDate(rawDate);
    if (!date) return undefined;
    const hole = query.get('Hole') === '9' ? 9 : 18;
    const player = Number(query.get('Player') ?? 99) || 99;
    const slots = sheets
      .slotsOf({ system: 'cps', site: tenant, courseId }, date)
      .filter((slot) => slot.spots > 0 && (player === 99 || slot.spots >= player))
      .sort((a, b) => a.minutes - b.minutes);
    return {
      tenantPath: basePath.slice(1),
      title: cpsV3Title(tenant),
      session,
      courses,
      courseId,
      date,
      hole,
      slots,
    };
  }

  /**
   * Resolves a request under {base}/cps/<host>/<Tenant>V3/…: `basePath` is that prefix as requested
   * ("/cps/w/WestVancouverV3"), `rest` the path segments after it.
   */
  function route(method: string, basePath: string, rest: string[], url: URL): CpsV3Route | undefined {
    if (method !== 'GET') return undefined;
    const tenant = basePath.split('/').at(-1)!.toLowerCase();
    const courseId = (url.searchParams.get('CourseId') ?? '').split(',')[0] ?? '';
    const scope: RequestScope = { system: 'cps', site: tenant, courseIds: courseId ? [courseId] : [] };
    const session = liveSession(tenant, rest[0]);
    const hasSessionSegment = rest[0] !== undefined && SESSION_SEGMENT.test(rest[0]);
    const page = (hasSessionSegment ? rest.slice(1) : rest).filter((part) => part !== '').join('/');
    const passThrough = (reply: Reply) => reply;

    if (!session) {
      // No session, or an expired one: a new session for the same page (the root goes to the tee sheet).
      return {
        scope,
        malformed: passThrough,
        handle: () => {
          const id = newSessionId();
          sessions.set(id, { tenant, lastSeenAt: now().getTime() });
          const target = page === '' ? `Home/nIndex?${defaultQuery(tenant)}` : `${page}${url.search}`;
          return redirect(`${basePath}/(S(${id}))/${target}`);
        },
      };
    }
    if (page === '') {
      return {
        scope,
        malformed: passThrough,
        handle: () => redirect(`${basePath}/(S(${session}))/Home/nIndex?${defaultQuery(tenant)}`),
      };
    }
    if (page.toLowerCase() !== 'home/nindex') return undefined;
    const answer = (render: (page: CpsV3Page) => string) => () => {
      const view = pageOf(tenant, basePath, session, url);
      return view ? html(render(view)) : textReply(400, 'Bad Request');
    };
    return {
      scope,
      handle: answer(cpsV3TeeSheetPage),
      malformed: (reply) => (reply.status === 200 ? answer(cpsV3MalformedPage)() : reply),
    };
  }

  return {
    route,
    /** Sessions survive a reset, as the real application's would. */
    sessionCount: () => sessions.size,
  };
}

export type CpsV3 = ReturnType<typeof createCpsV3>;
