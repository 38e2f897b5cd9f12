import type { Clock } from '../../lib/clock';
import { type SharedCall, startSharedCall } from '../../lib/read-priority';
import { abortable } from '../abortable';
import { type HttpClient, type HttpResponse, SOURCE_ERROR_MESSAGE } from '../http-client';
import { SourceError } from '../tee-time-source';
import { budgetKey, resolveUpstreamUrl, type UpstreamTarget } from '../upstream-url';

// A CPS v3 tenant is an ASP.NET application with cookieless sessions: the session lives in the address,
// `/<Tenant>/(S(<session>))/Home/nIndex?…`, and a request without one (or with an expired one) is
// redirected to a new one. One session per tenant is kept and reused for every read until it expires.

/** ASP.NET's default sessionState timeout (sliding); past it we start a new session instead of a wasted hop. */
export const CPS_V3_SESSION_IDLE_MS = 20 * 60_000;
/** A page asked under an expired session is redirected once to a new one; more hops than this is a loop. */
const MAX_REDIRECTS = 2;
const SESSION_IN_PATH = /\/\(S\(([a-z0-9]{1,64})\)\)(?=\/|$)/i;

export type CpsV3PagesOptions = {
  http: HttpClient;
  target: UpstreamTarget;
  requestsPerSecond: number;
  /** Session idle expiry. */
  clock: Clock;
};

/** The session id in a redirect's Location (absolute or a path), or undefined. */
export function sessionIdOf(location: string | null): string | undefined {
  if (!location) return undefined;
  const path = location.split('?')[0]!;
  return SESSION_IN_PATH.exec(path)?.[1];
}

export function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

function redirectError(response: HttpResponse, why: string): SourceError {
  return new SourceError(SOURCE_ERROR_MESSAGE, 'unavailable', {
    cause: new Error(
      `CPS v3 ${why}: HTTP ${response.status} to ${response.headers.get('location')} from ${response.url}`,
    ),
  });
}

export function createCpsV3Pages(options: CpsV3PagesOptions) {
  const sessions = new Map<string, { id: string; usedAt: number }>();
  const minting = new Map<string, SharedCall<string>>();
  const now = () => options.clock().getTime();

  function request(baseUrl: string, path: string, signal?: AbortSignal): Promise<HttpResponse> {
    return options.http.request({
      url: resolveUpstreamUrl(`${baseUrl}/${path}`, options.target),
      headers: { accept: 'text/html,application/xhtml+xml' },
      redirect: 'manual',
      budget: { key: budgetKey(baseUrl), requestsPerSecond: options.requestsPerSecond },
      signal,
    });
  }

  /**
   * The tenant root's redirect names a new session; concurrent reads of one tenant share one mint, which
   * runs without any one caller's signal so a caller that gives up does not fail it for the others.
   */
  function mint(baseUrl: string): Promise<string> {
    const inFlight = minting.get(baseUrl);
    // A golfer's read joining a mint the scheduler started raises it to the golfer's priority.
    if (inFlight) return inFlight.join();
    const call = startSharedCall(async () => {
      const response = await request(baseUrl, '');
      const id = isRedirect(response.status) ? sessionIdOf(response.headers.get('location')) : undefined;
      if (!id) throw redirectError(response, 'tenant root did not start a session');
      sessions.set(baseUrl, { id, usedAt: now() });
      return id;
    });
    minting.set(baseUrl, call);
    call.value
      .catch(() => undefined)
      .finally(() => {
        if (minting.get(baseUrl) === call) minting.delete(baseUrl);
      });
    return call.value;
  }

  async function session(baseUrl: string, signal?: AbortSignal): Promise<string> {
    const current = sessions.get(baseUrl);
    if (current && now() - current.usedAt < CPS_V3_SESSION_IDLE_MS) return current.id;
    return abortable(mint(baseUrl), signal);
  }

  /**
   * `page` (e.g. `Home/nIndex?CourseId=1&…`) of the tenant under its session. A redirect to a new session
   * (the old one expired upstream) is followed by asking the same page under it; any other redirect, or
   * more than MAX_REDIRECTS, is an upstream error. Non-redirect answers are returned as they are.
   */
  async function get(baseUrl: string, page: string, signal?: AbortSignal): Promise<HttpResponse> {
    let id = await session(baseUrl, signal);
    for (let hops = 0; ; hops++) {
      const response = await request(baseUrl, `(S(${id}))/${page}`, signal);
      if (!isRedirect(response.status)) {
        sessions.set(baseUrl, { id, usedAt: now() });
        return response;
      }
      const next = sessionIdOf(response.headers.get('location'));
      if (!next || next === id) throw redirectError(response, 'page redirected away from its session');
      if (hops >= MAX_REDIRECTS) throw redirectError(response, 'session kept being replaced');
      id = next;
      sessions.set(baseUrl, { id, usedAt: now() });
    }
  }

  return { get };
}

export type CpsV3Pages = ReturnType<typeof createCpsV3Pages>;
