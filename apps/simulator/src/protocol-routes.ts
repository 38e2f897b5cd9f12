import type { createChronogolf } from './chronogolf';
import type { createCps } from './cps';
import type { createCpsV3 } from './cps-v3';
import { isCpsV3Tenant } from './cps-v3-tenants';
import { CLOUDFLARE_PAGE, type Fault, type RequestScope } from './faults';
import { jsonReply, type ProtocolRequest, type Reply } from './http';
import { answerForecast } from './open-meteo';

// How the simulator answers a protocol request: which system's route it is, and what a fault puts in place of
// the route's own answer.

export type Route = {
  scope: RequestScope;
  handle: (request: ProtocolRequest) => Reply;
  /** The malformed fault's answer for this route, when a cut-off body is not the right one (HTML pages). */
  malformed?: (reply: Reply) => Reply;
};

/** Resolves a protocol request (CPS, a CPS v3 tenant, ChronoGolf) to its system's route; undefined: 404. */
export function protocolRoute(
  systems: {
    cps: ReturnType<typeof createCps>;
    cpsV3: ReturnType<typeof createCpsV3>;
    chronogolf: ReturnType<typeof createChronogolf>;
    /** The simulator's clock: the forecast stand-in's "today". */
    now: () => Date;
  },
  method: string,
  url: URL,
): Route | undefined {
  const { cps, cpsV3, chronogolf } = systems;
  const [, system, ...rest] = url.pathname.split('/');
  if (system === 'cps' && rest.length >= 2) {
    const site = decodeURIComponent(rest[0]!).toLowerCase();
    // A legacy v3 tenant is a path on its host (https://w.cps.golf/<Tenant>V3/), not a site of its own.
    if (isCpsV3Tenant(rest[1])) return cpsV3.route(method, `/cps/${rest[0]}/${rest[1]}`, rest.slice(2), url);
    return cps.route(method, site, rest.slice(1).join('/'), url);
  }
  if (system === 'chronogolf') return chronogolf.route(method, rest.join('/'), url);
  // Open-Meteo's forecast API (decision 0320), for the forecast beside a tee time.
  if (system === 'open-meteo' && method === 'GET' && rest.join('/') === 'v1/forecast')
    return {
      scope: { system: 'open-meteo', courseIds: [] },
      handle: (request) => answerForecast(request, systems.now()),
    };
  return undefined;
}

/** The malformed fault's answer: the route's own, else the first half of the body (a cut-off JSON answer). */
export function malformedReply(route: Route, reply: Reply): Reply {
  if (route.malformed) return route.malformed(reply);
  const text = reply.body.length > 1 ? reply.body : '{"content":[]}';
  return {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: text.slice(0, Math.max(1, Math.floor(text.length / 2))),
  };
}

/** The answer a status or Cloudflare fault gives in place of the route's own; undefined for the other faults. */
export function faultReply(fault: Fault): Reply | undefined {
  if (fault.type === 'status') {
    const headers: Record<string, string> = fault.status === 429 ? { 'retry-after': '1' } : {};
    const message = fault.status === 429 ? 'Too Many Requests' : 'Service Unavailable';
    return jsonReply(
      fault.status,
      { message: fault.status === 500 ? 'Internal Server Error' : message },
      headers,
    );
  }
  if (fault.type === 'cloudflare403') {
    return {
      status: 403,
      headers: {
        'content-type': 'text/html; charset=UTF-8',
        server: 'cloudflare',
        'cf-mitigated': 'challenge',
      },
      body: CLOUDFLARE_PAGE,
    };
  }
  return undefined;
}
