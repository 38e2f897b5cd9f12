import type { ValidationError } from '@teewatch/shared';
import { ApiError } from './api-client';

// The one place a failure is read: the words a person sees, whether an answer came at all, and what
// the answer said (its status, its field errors). Screens differ only in the spec's texts, so they pass
// those texts here rather than looking inside the error themselves. (Not in api-client.ts: that module
// is part of every first page, and the home page's first visit has a 100 KB JavaScript budget.)

/**
 * True when no answer came from the server: offline, refused, timed out (the client's status 0), or the
 * call never got going. The spec words all of these alike ("Network error", "Failed to fetch requests").
 */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

type Wording = {
  /** The text when no answer came (see isNetworkError); without it such a failure is worded like any other. */
  network?: string;
  /**
   * Show only what the server wrote in its answer, never the client's own words ("Request failed (500)",
   * the timeout notice, the browser's "Failed to fetch"): some screens have a spec text for all of those.
   */
  serverOnly?: boolean;
};

/** The message to show for a failure: the server's or the exception's text, else the spec's fallback. */
export function errorMessage(error: unknown, fallback: string, wording: Wording = {}): string {
  if (wording.network !== undefined && isNetworkError(error)) return wording.network;
  const text = wording.serverOnly ? serverText(error) : error instanceof Error ? error.message : undefined;
  return text !== undefined && text.trim() !== '' ? text : fallback;
}

/** What the server wrote: our envelope's `error`, or better-auth's `message` (lib/auth-client.ts). */
function serverText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = (error.body ?? undefined) as { error?: unknown; message?: unknown } | undefined;
  const text = body?.error ?? body?.message;
  return typeof text === 'string' ? text : undefined;
}

/** The status a failed call answered with (0: no answer in time); undefined for any other failure. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * For a read's `throwOnError`: a 401 means the session ended while the page still believed in it, and goes
 * to the route's error boundary, which sends the golfer to sign in and back (decision 0188). Not a default:
 * the dashboard words that case itself ("No valid session found", golfer-side §8).
 */
export function isSessionEnded(error: unknown): boolean {
  return errorStatus(error) === 401;
}

/** The machine-readable reason a failed call gave (better-auth's `code`, e.g. INVALID_TOKEN), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code = (error.body as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The server's reasons, field by field, for refusing an input; none for any other failure. */
export function validationErrorsOf(error: unknown): ValidationError[] {
  return error instanceof ApiError ? error.validationErrors : [];
}
