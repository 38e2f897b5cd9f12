import { FetchRefusedError } from '../../lib/fetch-guard/fetch-guard';
import { clubListing, clubPageUrl } from '../chronogolf/club-discovery';
import type { SiteListing } from '../course-listing';
import { parseConfiguration } from '../cps/online-api';
import type { HttpClient, HttpResponse } from '../http-client';
import { SourceError } from '../tee-time-source';
import { budgetKey, resolveUpstreamUrl, type UpstreamTarget } from '../upstream-url';

// "Add courses from a booking link" (decision 0160): a pasted address is recognised by what its site
// answers, not by its host name, so the simulator's sites and a local test site are recognised as a real
// one is. One function per platform; each says what it found, and the first that recognises the site wins.

export type DiscoverDeps = {
  http: HttpClient;
  target: UpstreamTarget;
  cpsRequestsPerSecond: number;
  chronogolfRequestsPerSecond: number;
  /** The CPS adapter's course list of a recognised site (OnlineCourses, BookingRuleModels). */
  listCpsSite(siteRoot: string): Promise<SiteListing>;
  /** The v3 adapter's course list of a recognised v3 site, when that adapter exists. */
  listCpsV3Site?(siteRoot: string): Promise<SiteListing>;
};

/** A link nothing was recognised at, or whose site failed: the message says which, for the admin. */
export class DiscoveryError extends Error {}

type Attempt = { listing: SiteListing } | { recognised: false; why: string };

export async function discoverSite(address: string, deps: DiscoverDeps): Promise<SiteListing> {
  const url = new URL(address);
  const tried: string[] = [];
  const platforms = clubPageUrl(address)
    ? [discoverChronogolf]
    : [discoverCps, discoverCpsV3, discoverChronogolf];
  for (const discover of platforms) {
    const attempt = await discover(url, deps);
    if ('listing' in attempt) return attempt.listing;
    tried.push(attempt.why);
  }
  throw new DiscoveryError(`No booking system recognised at ${url.host}: ${tried.join('; ')}.`);
}

/** A CPS v4 site answers its SPA's /onlineresweb/Home/Configuration with the online API's address. */
export async function discoverCps(url: URL, deps: DiscoverDeps): Promise<Attempt> {
  const reasons: string[] = [];
  for (const root of cpsSiteRoots(url)) {
    const response = await get(deps, `${root}/onlineresweb/Home/Configuration`, deps.cpsRequestsPerSecond);
    if (typeof response === 'string') return { recognised: false, why: `not reachable (${response})` };
    if (!isConfiguration(response)) {
      reasons.push(`${root}/onlineresweb/Home/Configuration answered HTTP ${response.status}`);
      continue;
    }
    try {
      return { listing: await deps.listCpsSite(root) };
    } catch (error) {
      throw new DiscoveryError(`Recognised a CPS site at ${root}, but its course list failed: ${why(error)}`);
    }
  }
  return { recognised: false, why: `not a CPS site (${reasons.join(', ')})` };
}

/** A ChronoGolf club page carries the club and its courses in `__NEXT_DATA__`. */
export async function discoverChronogolf(url: URL, deps: DiscoverDeps): Promise<Attempt> {
  const page = clubPageUrl(url.href) ?? url.href.split('#')[0]!;
  const response = await get(deps, page, deps.chronogolfRequestsPerSecond, 'text/html,application/xhtml+xml');
  if (typeof response === 'string') return { recognised: false, why: `not reachable (${response})` };
  const listing = response.status === 200 ? clubListing(response.text, page) : undefined;
  if (listing) return { listing };
  if (clubPageUrl(url.href)) {
    throw new DiscoveryError(
      `Recognised a ChronoGolf club address, but ${page} answered HTTP ${response.status} without a club on it`,
    );
  }
  return { recognised: false, why: 'not a ChronoGolf club page (no club in its __NEXT_DATA__)' };
}

const V3_SESSION = /\/\(S\([a-z0-9]+\)\)\//i;

/** A legacy CPS v3 site redirects its first request into a cookieless session: /(S(<session>))/Home/… */
export async function discoverCpsV3(url: URL, deps: DiscoverDeps): Promise<Attempt> {
  const response = await get(deps, url.href.split('#')[0]!, deps.cpsRequestsPerSecond, 'text/html');
  if (typeof response === 'string') return { recognised: false, why: `not reachable (${response})` };
  const session = V3_SESSION.exec(new URL(response.finalUrl).pathname);
  if (!session) return { recognised: false, why: 'not a CPS v3 site (no session redirect)' };
  const finalUrl = new URL(response.finalUrl);
  const root = `${finalUrl.origin}${finalUrl.pathname.slice(0, finalUrl.pathname.indexOf(session[0]))}`;
  if (!deps.listCpsV3Site) return { listing: { platform: 'cps-v3', site: root, courses: [] } };
  try {
    return { listing: await deps.listCpsV3Site(root) };
  } catch (error) {
    throw new DiscoveryError(
      `Recognised a CPS v3 site at ${root}, but its course list failed: ${why(error)}`,
    );
  }
}

/** Where a CPS site's SPA may live: before /onlineresweb (or the API's paths), else the origin. */
function cpsSiteRoots(url: URL): string[] {
  const marker = url.pathname.search(/\/(?:onlineresweb|onlineres|identityapi)(?:\/|$)/i);
  if (marker >= 0) return [`${url.origin}${url.pathname.slice(0, marker)}`];
  const path = url.pathname.replace(/\/+$/, '');
  return path ? [url.origin, `${url.origin}${path}`] : [url.origin];
}

function isConfiguration(response: HttpResponse): boolean {
  if (response.status !== 200) return false;
  try {
    parseConfiguration(JSON.parse(response.text));
    return true;
  } catch {
    return false;
  }
}

/** One GET through the host's budget; a string says why no answer came. */
async function get(
  deps: DiscoverDeps,
  stored: string,
  requestsPerSecond: number,
  accept = 'application/json, text/plain, */*',
): Promise<HttpResponse | string> {
  try {
    return await deps.http.request({
      url: resolveUpstreamUrl(stored, deps.target),
      headers: { accept },
      budget: { key: budgetKey(stored), requestsPerSecond },
    });
  } catch (error) {
    // An address the fetch guard refuses (or a redirect to one) is the answer, not one platform's miss.
    if (error instanceof SourceError && error.cause instanceof FetchRefusedError) {
      throw new DiscoveryError(error.cause.message);
    }
    return why(error);
  }
}

function why(error: unknown): string {
  return error instanceof SourceError || error instanceof DiscoveryError ? error.message : 'no answer';
}
