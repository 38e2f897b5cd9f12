import type { Envelope, ValidationError } from '@teewatch/shared';

// The only fetch in the web app. Every call goes to our own origin with cookies and a 10-second timeout
// (golfer-side §7); a failure is an ApiError with the status and the server's words. Our API's calls
// unwrap the `{ success, data, error }` envelope (apiRequest, apiEnvelope); the session read and
// better-auth's client, whose answers are not enveloped, send through apiJson and apiFetch.

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

/**
 * One request with our cookies and the timeout; a timeout becomes ApiError status 0. Any other failure to
 * get an answer (offline, refused) is the browser's own error. better-auth's client sends through it too.
 */
export async function apiFetch(
  input: string | URL | Request,
  { timeoutMs = API_TIMEOUT_MS, ...init }: RequestInit & { timeoutMs?: number } = {},
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    return await fetch(input, { ...init, credentials: 'include', signal });
  } catch (error) {
    if (timeout.aborted) throw new ApiError('The request timed out. Please try again.', 0);
    throw error;
  }
}

type Answer = { success?: boolean; error?: string; message?: string; validationErrors?: ValidationError[] };

/** Sends one call of ours; `isFailure` says which answers count as failures besides a non-2xx status. */
async function send<T>(path: string, options: RequestOptions, isFailure: (body: T | undefined) => boolean) {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const response = await apiFetch(url, {
    method: options.method ?? 'GET',
    // A read sends the browser's own Accept (the API answers JSON to it): a request with a header of its
    // own would not take the answer the page's HTML preloaded for it (decision 0091).
    headers:
      options.body === undefined ? {} : { 'content-type': 'application/json', accept: 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  });
  const body = (await response.json().catch(() => undefined)) as T | undefined;
  if (!response.ok || isFailure(body)) {
    // Our envelope says `error`; better-auth's answers say `message`.
    const answer = (body ?? undefined) as Answer | undefined;
    throw new ApiError(
      answer?.error ?? answer?.message ?? `Request failed (${response.status})`,
      response.status,
      answer?.validationErrors ?? [],
      body,
    );
  }
  return body as T;
}

/** Calls the API and returns the whole envelope (for callers that need removedCourses, pagination, …). */
export function apiEnvelope<T, E extends object = object>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T> & E> {
  return send<Envelope<T> & E>(path, options, (body) => !body || body.success === false);
}

/** Calls the API and returns `data`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = await apiEnvelope<T>(path, options);
  return envelope.data as T;
}

/** Calls a route that answers plain JSON, not our envelope (better-auth's get-session), and returns it. */
export function apiJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send<T>(path, options, () => false);
}
