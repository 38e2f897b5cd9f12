import { cpsV3System } from '@teewatch/shared';
import { type Attempt, DiscoveryError, type ProbeDeps, probeGet, why } from '../discover/discovery-probe';
import type { SourceAdapter } from '../source-adapter';
import { createCpsV3Source, listCpsV3Courses } from './cps-v3-source';

// The legacy CPS v3 tenants (decision 0164) in the booking-system registry (sources/booking-systems.ts).

export const cpsV3Adapter: SourceAdapter<typeof cpsV3System.type> = {
  system: cpsV3System,
  // The legacy v3 tenants are CPS hosts too (w.cps.golf): the same per-host budget rate.
  requestsPerSecond: (sources) => sources.cpsRequestsPerSecond,
  createSource: createCpsV3Source,
  discover: discoverCpsV3,
  courseFromListing(listing) {
    // Its root and the round length its address asked for.
    const hole = listing.courses[0]?.config.hole === '9' ? '9' : '18';
    return { api_config: { baseUrl: listing.site, hole }, booking_url: listing.site };
  },
  siteAddressOf: (apiConfig) => String(apiConfig.baseUrl ?? ''),
  apiSourceOf(apiConfig) {
    // A v3 tenant shares its host (w.cps.golf) with the others: its path names it ("WestVancouverV3").
    try {
      const tenant = new URL(String(apiConfig.baseUrl ?? '')).pathname.split('/').filter(Boolean)[0] ?? '';
      return tenant.toLowerCase().replace(/v3$/, '') || 'cps';
    } catch {
      return 'cps';
    }
  },
};

const V3_SESSION = /\/\(S\([a-z0-9]+\)\)\//i;

/** A legacy CPS v3 site redirects its first request into a cookieless session: /(S(<session>))/Home/… */
export async function discoverCpsV3(url: URL, deps: ProbeDeps): Promise<Attempt> {
  const response = await probeGet(deps, url.href.split('#')[0]!, 'text/html');
  if (typeof response === 'string') return { recognised: false, why: `not reachable (${response})` };
  const session = V3_SESSION.exec(new URL(response.finalUrl).pathname);
  if (!session) return { recognised: false, why: 'not a CPS v3 site (no session redirect)' };
  const finalUrl = new URL(response.finalUrl);
  const root = `${finalUrl.origin}${finalUrl.pathname.slice(0, finalUrl.pathname.indexOf(session[0]))}`;
  try {
    return { listing: await listCpsV3Courses(root, deps) };
  } catch (error) {
    throw new DiscoveryError(
      `Recognised a CPS v3 site at ${root}, but its course list failed: ${why(error)}`,
    );
  }
}
