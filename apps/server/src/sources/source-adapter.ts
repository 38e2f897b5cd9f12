import type { BookingSystemDeclaration, BookingSystemType } from '@teewatch/shared';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import type { SiteListing } from './course-listing';
import type { DiscoveryProbe } from './discover/discovery-probe';
import type { HttpClient } from './http-client';
import type { TeeTimeSource } from './tee-time-source';
import type { UpstreamTarget } from './upstream-url';

// What a booking system's adapter registers (sources/booking-systems.ts): with the system's shared
// declaration (type name, config fields and checks, labels), how the server reads it.

export type AdapterOptions = {
  http: HttpClient;
  target: UpstreamTarget;
  requestsPerSecond: number;
  clock: Clock;
};

/** A course of a discovered site: what POST /api/admin/golf-courses is given for it (decision 0160). */
export type ListedCourseConfig = { api_config: Record<string, string>; booking_url: string };

export type SourceAdapter<Type extends BookingSystemType = BookingSystemType> = {
  system: BookingSystemDeclaration<Type>;
  /** The per-host request rate its reads keep, from the configuration. */
  requestsPerSecond(sources: Config['sources']): number;
  createSource(options: AdapterOptions): TeeTimeSource;
  /** Recognises a pasted address as a site of this system (decision 0160). */
  discover: DiscoveryProbe;
  /** True when an address can only be this system's: the other probes are then not tried. */
  claimsAddress?(address: string): boolean;
  /** The configuration a course of a discovered site is created with. */
  courseFromListing(listing: SiteListing): ListedCourseConfig;
  /** The site a course's config names, as a discovered site's address is compared with it. */
  siteAddressOf(apiConfig: Record<string, unknown>): string | undefined;
  /** golfer-side api_source ("vancouver", "burnaby", "chronogolf"), derived so admins never type it. */
  apiSourceOf(apiConfig: Record<string, unknown>): string;
  /**
   * When one upstream request reads several courses of a host and date (ChronoGolf v2): how many at most,
   * and the rows per page its answer is paged by. Absent: one read per course (the mirror's planning).
   */
  sharedReads?: { coursesPerRequest: number; rowsPerPage: number };
};
