import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChronogolf } from './chronogolf';
import { systemNow } from './clock';
import { createCps } from './cps';
import { createCpsV3 } from './cps-v3';
import { createFaults } from './faults';
import { BadRequest, jsonReply, readBody, send, textReply } from './http';
import { isTilePath, sendTile } from './map-tiles';
import { faultReply, malformedReply, protocolRoute } from './protocol-routes';
import { createRateLimiter } from './rate-limiter';
import { createRequestLog } from './request-log';
import type { SheetDensity } from './sheet-density';
import { controlRoute, createControl, type SimulatorControl } from './simulator-control';
import { createTeeSheets } from './tee-sheets';

export type { TickResult } from './simulator-control';

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

export type Simulator = SimulatorControl & {
  url: string;
  /** Where `https://<site>.cps.golf` lives in this simulator. */
  cpsBaseUrl(site: string): string;
  /** Where `https://www.chronogolf.com` lives in this simulator. */
  chronogolfBaseUrl: string;
  close(): Promise<void>;
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

    if (method === 'GET' && isTilePath(url.pathname)) return sendTile(res);
    const route = protocolRoute({ cps, cpsV3, chronogolf, now }, method, url);
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
