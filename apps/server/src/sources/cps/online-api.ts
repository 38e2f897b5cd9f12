import { randomUUID } from 'node:crypto';
import { TIME_ZONE } from '@teewatch/shared';
import type { Clock } from '../../lib/clock';
import { type SharedCall, startSharedCall } from '../../lib/read-priority';
import {
  type HttpClient,
  type HttpResponse,
  parseJsonResponse,
  SOURCE_UNAVAILABLE_MESSAGE,
} from '../http-client';
import { vancouverTimezoneOffset } from '../source-time';
import { SourceError } from '../tee-time-source';
import { budgetKey, resolveUpstreamUrl, type UpstreamTarget } from '../upstream-url';
import { malformedAnswer } from '../upstream-values';
import type { Site } from './site-config';

// The CPS online API's handshake: the site's Configuration (which auth mode, where the API is), a
// short-lived token or the API key, and a registered transaction id, each cached per site.

const SHORT_LIVED_CLIENT_ID = 'onlinereswebshortlived';
const CONFIGURATION_TTL_MS = 60 * 60_000;
const TOKEN_REFRESH_MARGIN_MS = 60_000;
/** A registered transaction id is reused for a while (the SPA keeps one per session). */
const TRANSACTION_TTL_MS = 5 * 60_000;

export type CpsConfiguration = { onlineApi: string; authorityBaseUrl: string; apiKey?: string };

type AuthMode = 'apikey' | 'token';

export type CpsOnlineApiOptions = {
  http: HttpClient;
  target: UpstreamTarget;
  requestsPerSecond: number;
  /** For the Configuration, token and transaction expiry (tests move it forward). */
  clock: Clock;
};

/** The stored address, aimed at the configured upstream (the simulator in tests). */
function upstreamUrl(options: CpsOnlineApiOptions, stored: string): string {
  return resolveUpstreamUrl(stored, options.target);
}

/** Every call to a site spends that host's request budget. */
function siteBudget(options: CpsOnlineApiOptions, site: Site) {
  return { key: budgetKey(site.baseUrl), requestsPerSecond: options.requestsPerSecond };
}

/** The headers the CPS SPA sends with every online API call. */
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

/** The handshake's first two steps: the site's Configuration and its short-lived token, each cached per site. */
function createCpsCredentials(options: CpsOnlineApiOptions) {
  const { clock } = options;
  // The single-flight calls every read of a site shares; a golfer who joins one raises its priority.
  const configurations = new Map<string, { call: SharedCall<CpsConfiguration>; expiresAt: number }>();
  const tokens = new Map<string, SharedCall<{ token: string; expiresAt: number }>>();

  function configuration(site: Site): Promise<CpsConfiguration> {
    const cached = configurations.get(site.baseUrl);
    if (cached && cached.expiresAt > clock().getTime()) return cached.call.join();
    const call = startSharedCall(async () => {
      const response = await options.http.request({
        url: upstreamUrl(options, `${site.baseUrl}/onlineresweb/Home/Configuration`),
        headers: { accept: 'application/json, text/plain, */*', referer: site.referer },
        budget: siteBudget(options, site),
      });
      return parseConfiguration(parseJsonResponse(response));
    });
    const { value } = call;
    configurations.set(site.baseUrl, { call, expiresAt: clock().getTime() + CONFIGURATION_TTL_MS });
    value.catch(() => {
      if (configurations.get(site.baseUrl)?.call === call) configurations.delete(site.baseUrl);
    });
    return value;
  }

  async function token(site: Site, config: CpsConfiguration): Promise<string> {
    const cached = tokens.get(site.baseUrl);
    if (cached) {
      const current = await cached.join().catch(() => undefined);
      if (current && current.expiresAt - TOKEN_REFRESH_MARGIN_MS > clock().getTime()) return current.token;
      if (tokens.get(site.baseUrl) !== cached) return token(site, config);
    }
    const entry = startSharedCall(() => requestShortLivedToken(options, site, config));
    tokens.set(site.baseUrl, entry);
    entry.value.catch(() => {
      if (tokens.get(site.baseUrl) === entry) tokens.delete(site.baseUrl);
    });
    return (await entry.value).token;
  }

  async function authHeaders(
    site: Site,
    config: CpsConfiguration,
    mode: AuthMode,
  ): Promise<Record<string, string>> {
    if (mode === 'apikey' && config.apiKey) return { 'x-apikey': config.apiKey };
    return { authorization: `Bearer ${await token(site, config)}` };
  }

  /** Drops the site's token and Configuration, so the next call reads both again. */
  function forget(site: Site): void {
    tokens.delete(site.baseUrl);
    configurations.delete(site.baseUrl);
  }

  return { configuration, authHeaders, forget };
}

/** Asks the site's authority for a short-lived token, and when it expires. */
async function requestShortLivedToken(
  options: CpsOnlineApiOptions,
  site: Site,
  config: CpsConfiguration,
): Promise<{ token: string; expiresAt: number }> {
  const body = new FormData();
  body.set('client_id', SHORT_LIVED_CLIENT_ID);
  const response = await options.http.request({
    url: upstreamUrl(options, `${config.authorityBaseUrl}/myconnect/token/short`),
    method: 'POST',
    headers: { accept: 'application/json, text/plain, */*', origin: site.baseUrl, referer: site.referer },
    body,
    budget: siteBudget(options, site),
  });
  const json = parseJsonResponse(response) as { access_token?: unknown; expires_in?: unknown };
  if (typeof json?.access_token !== 'string') throw malformedAnswer('token answer has no access_token');
  const lifetimeS = typeof json.expires_in === 'number' ? json.expires_in : 600;
  return { token: json.access_token, expiresAt: options.clock().getTime() + lifetimeS * 1000 };
}

export function createCpsOnlineApi(options: CpsOnlineApiOptions) {
  const { clock } = options;
  const credentials = createCpsCredentials(options);
  const transactions = new Map<string, { id: string; expiresAt: number }>();
  const registering = new Map<string, SharedCall<string>>();

  /**
   * Calls the online API with the mode the Configuration names. On 401 the site may have switched modes
   * (both are documented for the same tenants over time), so read the Configuration again and try the other way once.
   */
  async function callOnlineApi(
    site: Site,
    date: string,
    build: (config: CpsConfiguration) => { url: string; method?: 'GET' | 'POST'; body?: string },
  ): Promise<HttpResponse> {
    let config = await credentials.configuration(site);
    let mode: AuthMode = config.apiKey ? 'apikey' : 'token';
    const send = async () => {
      const request = build(config);
      return options.http.request({
        url: upstreamUrl(options, request.url),
        method: request.method,
        body: request.body,
        headers: {
          ...commonHeaders(site, date),
          ...(request.body ? { 'content-type': 'application/json' } : {}),
          ...(await credentials.authHeaders(site, config, mode)),
        },
        budget: siteBudget(options, site),
      });
    };
    const response = await send();
    if (response.status !== 401) return response;
    credentials.forget(site);
    config = await credentials.configuration(site);
    mode = mode === 'apikey' || !config.apiKey ? 'token' : 'apikey';
    const retried = await send();
    if (retried.status === 401) {
      throw new SourceError(SOURCE_UNAVAILABLE_MESSAGE, 'unavailable', {
        cause: new Error(`CPS ${site.baseUrl} refused both auth modes`),
      });
    }
    return retried;
  }

  /**
   * The site's transaction id: cached, and registered once however many dates ask at the same moment (a
   * cold start reads every near date of a site together; each would otherwise register its own).
   */
  async function transactionId(site: Site, date: string, fresh: boolean): Promise<string> {
    const cached = transactions.get(site.baseUrl);
    if (!fresh && cached && cached.expiresAt > clock().getTime()) return cached.id;
    const pending = registering.get(site.baseUrl);
    if (pending) return pending.join();
    const call = startSharedCall(async () => {
      const id = randomUUID();
      const response = await callOnlineApi(site, date, (config) => ({
        url: `${config.onlineApi}/RegisterTransactionId`,
        method: 'POST',
        body: JSON.stringify({ transactionId: id }),
      }));
      parseJsonResponse(response);
      transactions.set(site.baseUrl, { id, expiresAt: clock().getTime() + TRANSACTION_TTL_MS });
      return id;
    });
    registering.set(site.baseUrl, call);
    call.value
      .finally(() => {
        if (registering.get(site.baseUrl) === call) registering.delete(site.baseUrl);
      })
      .catch(() => undefined);
    return call.value;
  }

  return { callOnlineApi, transactionId };
}

export function parseConfiguration(body: unknown): CpsConfiguration {
  const config = body as Record<string, unknown> | null;
  if (!config || typeof config.onlineApi !== 'string' || typeof config.authorityBaseUrl !== 'string') {
    throw malformedAnswer('CPS Configuration lacks onlineApi or authorityBaseUrl');
  }
  return {
    onlineApi: config.onlineApi.replace(/\/+$/, ''),
    authorityBaseUrl: config.authorityBaseUrl.replace(/\/+$/, ''),
    ...(typeof config.apiKey === 'string' && config.apiKey !== '' ? { apiKey: config.apiKey } : {}),
  };
}
