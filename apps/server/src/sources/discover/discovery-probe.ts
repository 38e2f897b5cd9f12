import type { Clock } from '../../lib/clock';
import { FetchRefusedError } from '../../lib/fetch-guard/fetch-guard';
import type { SiteListing } from '../course-listing';
import type { HttpClient, HttpResponse } from '../http-client';
import { SourceError, type TeeTimeSource } from '../tee-time-source';
import { budgetKey, resolveUpstreamUrl, type UpstreamTarget } from '../upstream-url';

// What a booking system's discovery probe (decision 0160) is given and answers, and the one GET every
// probe reads a pasted address with. Each system's probe lives in its adapter (sources/<system>/).

/** A link nothing was recognised at, or whose site failed: the message says which, for the admin. */
export class DiscoveryError extends Error {}

/** The site and its courses, or why this system did not recognise the address. */
export type Attempt = { listing: SiteListing } | { recognised: false; why: string };

export type ProbeDeps = {
  http: HttpClient;
  target: UpstreamTarget;
  /** The system's own per-host rate (its adapter's configuration). */
  requestsPerSecond: number;
  /** For the adapter's session and token expiry while it reads a recognised site's list. */
  clock: Clock;
  /** The system's source of this app, whose course list a recognised site is read with. */
  source: TeeTimeSource;
};

export type DiscoveryProbe = (url: URL, deps: ProbeDeps) => Promise<Attempt>;

/** One GET through the host's budget; a string says why no answer came. */
export async function probeGet(
  deps: ProbeDeps,
  stored: string,
  accept = 'application/json, text/plain, */*',
): Promise<HttpResponse | string> {
  try {
    return await deps.http.request({
      url: resolveUpstreamUrl(stored, deps.target),
      headers: { accept },
      budget: { key: budgetKey(stored), requestsPerSecond: deps.requestsPerSecond },
    });
  } catch (error) {
    // An address the fetch guard refuses (or a redirect to one) is the answer, not one platform's miss.
    if (error instanceof SourceError && error.cause instanceof FetchRefusedError) {
      throw new DiscoveryError(error.cause.message);
    }
    return why(error);
  }
}

export function why(error: unknown): string {
  return error instanceof SourceError || error instanceof DiscoveryError ? error.message : 'no answer';
}
