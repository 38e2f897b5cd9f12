import { CHRONOGOLF_DEFAULT_BASE_URL, chronogolfSystem } from '@teewatch/shared';
import { type Attempt, DiscoveryError, type ProbeDeps, probeGet } from '../discover/discovery-probe';
import type { SourceAdapter } from '../source-adapter';
import { createChronogolfSource } from './chronogolf-source';
import { clubListing, clubPageUrl } from './club-discovery';

// ChronoGolf in the booking-system registry (sources/booking-systems.ts).

export const chronogolfAdapter: SourceAdapter<typeof chronogolfSystem.type> = {
  system: chronogolfSystem,
  requestsPerSecond: (sources) => sources.chronogolfRequestsPerSecond,
  createSource: createChronogolfSource,
  discover: discoverChronogolf,
  // A club page's address is ChronoGolf's whatever its host: no other system is asked.
  claimsAddress: (address) => clubPageUrl(address) !== undefined,
  courseFromListing(listing) {
    const marketplace = new URL(listing.site).hostname.includes('chronogolf.')
      ? `${new URL(listing.site).origin}/marketplace/v2/teetimes`
      : CHRONOGOLF_DEFAULT_BASE_URL;
    return { api_config: { baseUrl: marketplace, clubUrl: listing.site }, booking_url: listing.site };
  },
  siteAddressOf: (apiConfig) => clubPageUrl(String(apiConfig.clubUrl ?? '')),
  apiSourceOf: () => chronogolfSystem.type,
  // One v2 request reads up to 10 courses of a date, paged by 24 rows.
  sharedReads: { coursesPerRequest: 10, rowsPerPage: 24 },
};

/** A ChronoGolf club page carries the club and its courses in `__NEXT_DATA__`. */
export async function discoverChronogolf(url: URL, deps: ProbeDeps): Promise<Attempt> {
  const page = clubPageUrl(url.href) ?? url.href.split('#')[0]!;
  const response = await probeGet(deps, page, 'text/html,application/xhtml+xml');
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
