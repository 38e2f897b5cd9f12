import type { Envelope, ValidationError } from '@teewatch/shared';

// The only fetch in the web app. Every call goes to our own origin with cookies, JSON and a
// 10-second timeout (golfer-side §7), and unwraps the `{ success, data, error }` envelope.

export const API_TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly validationErrors: ValidationError[] = [],
    readonly body?: unknown,
  ) {
    super(message);
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/** Calls the API and returns the whole envelope (for callers that need removedCourses, pagination, …). */
export async function apiEnvelope<T, E extends object = object>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T> & E> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'include',
      // A read sends the browser's own Accept (the API answers JSON to it): a request with a header of its
      // own would not take the answer the page's HTML preloaded for it (decision 0091).
      headers:
        options.body === undefined ? {} : { 'content-type': 'application/json', accept: 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError('The request timed out. Please try again.', 0);
    throw error;
  }
  const body = (await response.json().catch(() => undefined)) as (Envelope<T> & E) | undefined;
  if (!response.ok || !body || body.success === false) {
    throw new ApiError(
      body?.error ?? `Request failed (${response.status})`,
      response.status,
      body?.validationErrors ?? [],
      body,
    );
  }
  return body;
}

/** Calls the API and returns `data`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = await apiEnvelope<T>(path, options);
  return envelope.data as T;
}
