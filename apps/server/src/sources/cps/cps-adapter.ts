import { cpsSystem } from '@teewatch/shared';
import { type Attempt, DiscoveryError, type ProbeDeps, probeGet, why } from '../discover/discovery-probe';
import type { HttpResponse } from '../http-client';
import type { SourceAdapter } from '../source-adapter';
import { createCpsSource } from './cps-source';
import { parseConfiguration } from './online-api';

// CPS (Club Prophet) v4 sites in the booking-system registry (sources/booking-systems.ts).

const NIL_GUID = '00000000-0000-0000-0000-000000000000';

export const cpsAdapter: SourceAdapter<typeof cpsSystem.type> = {
  system: cpsSystem,
  requestsPerSecond: (sources) => sources.cpsRequestsPerSecond,
  createSource: createCpsSource,
  discover: discoverCps,
  courseFromListing(listing) {
    const referer = `${listing.site}/onlineresweb/search-teetime`;
    return {
      api_config: { baseUrl: listing.site, referer, siteId: '1', websiteId: NIL_GUID },
      booking_url: referer,
    };
  },
  siteAddressOf: (apiConfig) => String(apiConfig.baseUrl ?? ''),
  apiSourceOf(apiConfig) {
    try {
      const host = new URL(String(apiConfig.baseUrl ?? '')).hostname.split('.')[0] ?? '';
      return host.replace(/^golf/, '') || cpsSystem.type;
    } catch {
      return cpsSystem.type;
    }
  },
};

/** A CPS v4 site answers its SPA's /onlineresweb/Home/Configuration with the online API's address. */
export async function discoverCps(url: URL, deps: ProbeDeps): Promise<Attempt> {
  const reasons: string[] = [];
  for (const root of cpsSiteRoots(url)) {
    const response = await probeGet(deps, `${root}/onlineresweb/Home/Configuration`);
    if (typeof response === 'string') return { recognised: false, why: `not reachable (${response})` };
    if (!isConfiguration(response)) {
      reasons.push(`${root}/onlineresweb/Home/Configuration answered HTTP ${response.status}`);
      continue;
    }
    try {
      const course = { id: 0, name: root, apiType: cpsSystem.type, apiCourseId: '', bookingUrl: null };
      return { listing: await deps.source.listCourses({ ...course, apiConfig: { baseUrl: root } }) };
    } catch (error) {
      throw new DiscoveryError(`Recognised a CPS site at ${root}, but its course list failed: ${why(error)}`);
    }
  }
  return { recognised: false, why: `not a CPS site (${reasons.join(', ')})` };
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
