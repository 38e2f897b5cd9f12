import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChronogolf } from './chronogolf';
import { systemNow } from './clock';
import {
  type CourseNameInput,
  type FaultInput,
  parseCourseNameInput,
  parseFaultInput,
  parseSlotInput,
  parseTickInput,
  parseVariantInput,
  type SlotInput,
  type SlotView,
  slotView,
  type VariantInput,
} from './control';
import { createCps } from './cps';
import { createCpsV3 } from './cps-v3';
import { isCpsV3Tenant } from './cps-v3-tenants';
import { CLOUDFLARE_PAGE, createFaults, type Fault, type FaultRule, type RequestScope } from './faults';
import { BadRequest, jsonReply, type ProtocolRequest, type Reply, readBody, send, textReply } from './http';
import { createRequestLog, type RequestLogSnapshot } from './request-log';
import type { SheetDensity } from './sheet-density';
import { type CourseRef, createTeeSheets, type SlotChange } from './tee-sheets';

export type SimulatorOptions = {
  /** 0 = a random free port (tests). Default 0. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Same seed → same tee sheets and the same churn sequence. Default 1. */
  seed?: number;
  /** The clock that decides "today" and token expiry. Default: real time. */
  now?: () => Date;
  /** Real-time interval of automatic churn; 0 (default) = churn only through tick(). */
  churnIntervalMs?: number;
  /**
   * A host that answers 429 (Retry-After: 1) past this many protocol requests per second, with a burst of
   * twice that, as ChronoGolf does past about 1 request/s. Default: no limit.
   */
  rateLimitPerSecond?: number;
  /**
   * How booked the tee sheets are (decision 0111). 'full' (default): today's sheets, 70–85 % booked, random
   * churn. 'sparse': 85–95 % of near dates booked, and openings are cancellations that are taken again after
   * a few churn steps, as at Vancouver's city courses in season.
   */
  sheetDensity?: SheetDensity;
};

export type TickResult = { steps: number; changes: SlotChange[] };

export type Simulator = {
  url: string;
  /** Where `https://<site>.cps.golf` lives in this simulator. */
  cpsBaseUrl(site: string): string;
  /** Where `https://www.chronogolf.com` lives in this simulator. */
  chronogolfBaseUrl: string;
  setSlot(input: SlotInput): SlotView;
  /** Every time on a course's sheet for a date, as the protocols would list it (booked ones included). */
  slots(course: CourseRef, date: string): SlotView[];
  tick(steps?: number): TickResult;
  addFault(input: FaultInput): { id: string };
  clearFaults(id?: string): boolean;
  faults(): FaultRule[];
  requests(): RequestLogSnapshot;
  /** Protocol requests refused with 429 by the rate limit (not by faults). */
  rateLimited(): number;
  clearRequests(): void;
  setVariant(input: VariantInput): void;
  /** Renames a CPS course at its site: its OnlineCourses entry and its tee times carry the new name. */
  renameCourse(input: CourseNameInput): void;
  reset(): void;
  close(): Promise<void>;
};

/** What the control API does, whether called in-process or over HTTP under /__control/. */
type SimulatorControl = Omit<Simulator, 'url' | 'cpsBaseUrl' | 'chronogolfBaseUrl' | 'close'>;

type Route = {
  scope: RequestScope;
  handle: (request: ProtocolRequest) => Reply;
  /** The malformed fault's answer for this route, when a cut-off body is not the right one (HTML pages). */
  malformed?: (reply: Reply) => Reply;
};

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const seed = options.seed ?? 1;
  const now = options.now ?? systemNow;
  // Real time, whatever the simulated clock says: a rate limit is about the requests' real pace.
  const limiter = options.rateLimitPerSecond ? createRateLimiter(options.rateLimitPerSecond) : undefined;
  let refused = 0;
  const sheets = createTeeSheets({ seed, now, density: options.sheetDensity ?? 'full' });
  const cps = createCps({ sheets, now });
  const cpsV3 = createCpsV3({ sheets, now });
  const chronogolf = createChronogolf({ sheets });
  const faults = createFaults();
  const requestLog = createRequestLog();
  const timers = new Set<NodeJS.Timeout>();
  let isClosing = false;

  const control = createControl({ sheets, cps, chronogolf, faults, requestLog, rateLimited: () => refused });

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const baseUrl = `http://${req.headers.host ?? address}`;
    const url = new URL(req.url ?? '/', baseUrl);
    const body = await readBody(req);

    if (url.pathname.startsWith('/__control/')) {
      let parsedBody: unknown;
      try {
        parsedBody = body.trim() === '' ? undefined : JSON.parse(body);
      } catch {
        return send(res, jsonReply(400, { error: 'The body must be JSON' }));
      }
      return send(res, controlRoute(control, method, url.pathname.slice('/__control/'.length), parsedBody));
    }

    const route = protocolRoute({ cps, cpsV3, chronogolf }, method, url);
    if (!route) return send(res, textReply(404, 'Not Found'));
    requestLog.record(method, url);
    if (limiter && !limiter.take()) {
      refused += 1;
      return send(res, jsonReply(429, { message: 'Too Many Requests' }, { 'retry-after': '1' }));
    }
    const fault = faults.take(route.scope);
    if (fault?.type === 'hang') return; // Never answer; close() destroys the socket.
    if (fault?.type === 'latency') {
      await sleep(fault.ms);
      if (isClosing) return;
    }
    const refusal = fault && faultReply(fault);
    if (refusal) return send(res, refusal);
    const reply = route.handle({ method, url, headers: req.headers, body, baseUrl });
    send(res, fault?.type === 'malformed' ? malformedReply(route, reply) : reply);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof BadRequest) return send(res, jsonReply(400, { error: error.message }));
      console.error('simulator: request failed', error);
      send(res, jsonReply(500, { error: 'Simulator error' }));
    });
  });

  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, host, options.port ?? 0);
  const address = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  const url = `http://${address}`;

  const churn =
    options.churnIntervalMs && options.churnIntervalMs > 0
      ? setInterval(() => sheets.tick(1), options.churnIntervalMs).unref()
      : undefined;

  return {
    url,
    cpsBaseUrl: (site) => `${url}/cps/${site}`,
    chronogolfBaseUrl: `${url}/chronogolf`,
    ...control,
    async close() {
      isClosing = true;
      if (churn) clearInterval(churn);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** Resolves a protocol request (CPS, a CPS v3 tenant, ChronoGolf) to its system's route; undefined: 404. */
function protocolRoute(
  systems: {
    cps: ReturnType<typeof createCps>;
    cpsV3: ReturnType<typeof createCpsV3>;
    chronogolf: ReturnType<typeof createChronogolf>;
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
  return undefined;
}

/** The malformed fault's answer: the route's own, else the first half of the body (a cut-off JSON answer). */
function malformedReply(route: Route, reply: Reply): Reply {
  if (route.malformed) return route.malformed(reply);
  const text = reply.body.length > 1 ? reply.body : '{"content":[]}';
  return {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: text.slice(0, Math.max(1, Math.floor(text.length / 2))),
  };
}

/** Starts listening; the port it got (a free one for 0). */
async function listen(server: Server, host: string, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** The answer a status or Cloudflare fault gives in place of the route's own; undefined for the other faults. */
function faultReply(fault: Fault): Reply | undefined {
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

/** The control API's operations, on the simulator's parts (the same in-process and over HTTP). */
function createControl(parts: {
  sheets: ReturnType<typeof createTeeSheets>;
  cps: ReturnType<typeof createCps>;
  chronogolf: ReturnType<typeof createChronogolf>;
  faults: ReturnType<typeof createFaults>;
  requestLog: ReturnType<typeof createRequestLog>;
  rateLimited: () => number;
}): SimulatorControl {
  const { sheets, cps, chronogolf, faults, requestLog } = parts;
  return {
    setSlot(input: SlotInput): SlotView {
      const parsed = parseSlotInput(input);
      const slot = sheets.setSlot(parsed.input);
      return slotView(parsed.input.course, parsed.input.date, slot, parsed.clubId);
    },
    slots: (course: CourseRef, date: string): SlotView[] =>
      sheets.slotsOf(course, date).map((slot) => slotView(course, date, slot)),
    tick(steps = 1): TickResult {
      const count = parseTickInput({ steps });
      return { steps: count, changes: sheets.tick(count) };
    },
    addFault(input: FaultInput): { id: string } {
      const parsed = parseFaultInput(input);
      return { id: faults.add(parsed.target, parsed.fault, parsed.times).id };
    },
    clearFaults: (id?: string) => faults.clear(id),
    faults: () => faults.list(),
    requests: () => requestLog.snapshot(),
    rateLimited: parts.rateLimited,
    clearRequests: () => requestLog.clear(),
    setVariant(input: VariantInput): void {
      const parsed = parseVariantInput(input);
      if (parsed.system === 'cps') cps.setVariant(parsed.site, parsed.variant);
      else chronogolf.setStatus(parsed.status);
    },
    renameCourse(input: CourseNameInput): void {
      const parsed = parseCourseNameInput(input);
      cps.renameCourse(parsed.site, parsed.courseId, parsed.name);
    },
    reset(): void {
      sheets.reset();
      cps.reset();
      chronogolf.reset();
      faults.clear();
      requestLog.clear();
    },
  };
}

/** A request under /__control/: the control API over HTTP. */
function controlRoute(control: SimulatorControl, method: string, path: string, body: unknown): Reply {
  const ok = jsonReply(200, { ok: true });
  if (method === 'DELETE' && path.startsWith('fault/')) {
    const id = decodeURIComponent(path.slice('fault/'.length));
    return control.clearFaults(id) ? ok : jsonReply(404, { error: `No fault ${id}` });
  }
  switch (`${method} ${path}`) {
    case 'GET health':
      return ok;
    case 'POST reset':
      control.reset();
      return ok;
    case 'POST slot':
      return jsonReply(200, control.setSlot(body as SlotInput));
    case 'POST tick':
      return jsonReply(200, control.tick(parseTickInput(body)));
    case 'POST variant':
      control.setVariant(body as VariantInput);
      return ok;
    case 'POST course-name':
      control.renameCourse(body as CourseNameInput);
      return ok;
    case 'POST fault':
      return jsonReply(200, control.addFault(body as FaultInput));
    case 'GET fault':
      return jsonReply(200, { faults: control.faults() });
    case 'DELETE fault':
      control.clearFaults();
      return ok;
    case 'GET requests':
      return jsonReply(200, control.requests());
    case 'DELETE requests':
      control.clearRequests();
      return ok;
    default:
      return jsonReply(404, { error: `No control endpoint ${method} /__control/${path}` });
  }
}

/** A token bucket of `perSecond` tokens a second holding at most twice that: false when a request must wait. */
function createRateLimiter(perSecond: number): { take(): boolean } {
  const capacity = 2 * perSecond;
  let tokens = capacity;
  let updatedAt = performance.now();
  return {
    take() {
      const at = performance.now();
      tokens = Math.min(capacity, tokens + ((at - updatedAt) / 1000) * perSecond);
      updatedAt = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
