import type { Clock } from '../lib/clock';
import { BodyTooLargeError, type FetchGuard, FetchRefusedError } from '../lib/fetch-guard/fetch-guard';
import { createMemoryHostBudget, type HostBudget } from './host-budget';
import { sleep } from './sleep';
import { SourceError } from './tee-time-source';

// The one way adapters talk to upstream systems: a request budget per upstream host, a timeout per
// request, bounded retries with jittered back-off, an honest User-Agent, and bot-protection pages
// reported as "unavailable" rather than parsed. Nothing here tries to look like a browser. Every request
// goes out through the fetch guard (decision 0240): the addresses are the admins' (course sources, pasted
// booking links), so in production only public https ones are fetched, redirects checked hop by hop.

export type HttpResponse = {
  status: number;
  headers: Headers;
  text: string;
  url: string;
  /** Where the answer came from after redirects (a CPS v3 site's session address). */
  finalUrl: string;
};

export type HttpRequest = {
  /**
   * The URL, or a function that builds it once the host's budget lets the request go: a batched read keeps
   * taking courses while its request waits its turn (decision 0111). Called again on a retry.
   */
  url: string | (() => string);
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | FormData;
  /**
   * 'manual' hands a 3xx back as it is (the caller reads its Location), for upstreams whose redirect is
   * the protocol itself: a CPS v3 tenant's session is named only in the address it redirects to.
   */
  redirect?: 'follow' | 'manual';
  signal?: AbortSignal;
  /** The politeness bucket: the logical upstream host (the same in live and simulator mode). */
  budget: { key: string; requestsPerSecond: number };
};

export type HttpClient = {
  /**
   * Sends the request, retrying 429, 403 and 5xx a bounded number of times. Throws SourceError when
   * those persist, on timeout and on network failure; any other status is returned to the caller.
   */
  request(request: HttpRequest): Promise<HttpResponse>;
};

export type HttpClientOptions = {
  userAgent: string;
  timeoutMs: number;
  maxRetries: number;
  /** First back-off step; it doubles per attempt and gets full jitter. */
  backoffBaseMs?: number;
  /** Longest Retry-After we honour; beyond it the source is treated as unavailable for now. */
  maxRetryAfterMs?: number;
  /** Per-host pacing shared by every request (default: this process only). */
  budget?: HostBudget;
  /** Reads a Retry-After given as a date. */
  clock: Clock;
  /** The way out: address checks, redirects, the body cap (lib/fetch-guard). */
  guard: FetchGuard;
};

export const SOURCE_UNAVAILABLE_MESSAGE = 'Source unavailable: the booking system refused the request';
export const SOURCE_RATE_LIMITED_MESSAGE = 'Source unavailable: the booking system asked us to slow down';
export const SOURCE_TIMEOUT_MESSAGE = 'Source unavailable: the booking system did not answer in time';
export const SOURCE_ERROR_MESSAGE = 'Source unavailable: the booking system returned an error';
export const SOURCE_MALFORMED_MESSAGE = 'Source unavailable: the booking system sent an unreadable answer';

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const budget = options.budget ?? createMemoryHostBudget();
  const backoffBaseMs = options.backoffBaseMs ?? 250;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 5000;

  async function attempt(request: HttpRequest): Promise<HttpResponse> {
    const { key, requestsPerSecond } = request.budget;
    await budget.acquire({ key, requestsPerSecond, signal: request.signal });
    const url = typeof request.url === 'string' ? request.url : request.url();
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    try {
      const response = await options.guard.fetch(url, {
        method: request.method ?? 'GET',
        headers: { 'user-agent': options.userAgent, ...request.headers },
        body: request.body,
        signal,
        redirect: request.redirect ?? 'follow',
      });
      const { text } = response;
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), options.clock());
      // Counting is bookkeeping: a database hiccup there must not fail the read.
      await budget.report({ key, status: response.status, retryAfterMs }).catch(() => undefined);
      return { status: response.status, headers: response.headers, text, url, finalUrl: response.url || url };
    } catch (error) {
      await budget.report({ key }).catch(() => undefined);
      if (request.signal?.aborted) throw request.signal.reason ?? error;
      if (error instanceof FetchRefusedError) {
        throw new SourceError(`Source misconfigured: ${error.message}`, 'config', { cause: error });
      }
      if (error instanceof BodyTooLargeError) {
        throw new SourceError(`Source unavailable: ${error.message}`, 'malformed', { cause: error });
      }
      if (timeout.aborted) throw new SourceError(SOURCE_TIMEOUT_MESSAGE, 'timeout', { cause: error });
      throw new SourceError(SOURCE_ERROR_MESSAGE, 'unavailable', { cause: error });
    }
  }

  return {
    async request(request) {
      for (let attemptNumber = 0; ; attemptNumber++) {
        let response: HttpResponse;
        try {
          response = await attempt(request);
        } catch (error) {
          // Timeouts are not retried: a hanging source would only hang again, and callers have budgets.
          const retryable = error instanceof SourceError && error.kind === 'unavailable';
          if (!retryable || attemptNumber >= options.maxRetries) throw error;
          await sleep(backoff(attemptNumber), request.signal);
          continue;
        }
        if (!isRetryableStatus(response.status)) return response;
        if (attemptNumber >= options.maxRetries) throw errorForStatus(response);
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), options.clock());
        if (retryAfterMs !== undefined && retryAfterMs > maxRetryAfterMs) throw errorForStatus(response);
        await sleep(Math.max(retryAfterMs ?? 0, backoff(attemptNumber)), request.signal);
      }
    },
  };

  function backoff(attemptNumber: number): number {
    return Math.random() * backoffBaseMs * 2 ** attemptNumber;
  }
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 403 || status >= 500;
}

function errorForStatus(response: HttpResponse): SourceError {
  const cause = new Error(`HTTP ${response.status} from ${response.url}`);
  if (response.status === 429) return new SourceError(SOURCE_RATE_LIMITED_MESSAGE, 'rate_limited', { cause });
  if (response.status === 403) return new SourceError(SOURCE_UNAVAILABLE_MESSAGE, 'unavailable', { cause });
  return new SourceError(SOURCE_ERROR_MESSAGE, 'unavailable', { cause });
}

/** Retry-After in seconds or as an HTTP date (counted from `now`) → milliseconds. */
export function parseRetryAfter(value: string | null, now: Date): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

/**
 * A 2xx JSON body, or a SourceError. HTML (a bot-protection page served with 200 or any status) is
 * "unavailable", never data; a body that does not parse is "malformed".
 */
export function parseJsonResponse(response: HttpResponse): unknown {
  if (response.status < 200 || response.status >= 300) {
    throw new SourceError(SOURCE_ERROR_MESSAGE, 'unavailable', {
      cause: new Error(`HTTP ${response.status} from ${response.url}`),
    });
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('text/html') || /^\s*</.test(response.text)) {
    throw new SourceError(SOURCE_UNAVAILABLE_MESSAGE, 'unavailable', {
      cause: new Error(`HTML instead of JSON from ${response.url}`),
    });
  }
  try {
    return JSON.parse(response.text);
  } catch (error) {
    throw new SourceError(SOURCE_MALFORMED_MESSAGE, 'malformed', { cause: error });
  }
}
