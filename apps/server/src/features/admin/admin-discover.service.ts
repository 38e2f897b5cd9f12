import { DISCOVER_MESSAGES, type DiscoveredSite } from '@teewatch/shared';
import { isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { golfCourses } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { isAllowedTransport } from '../../lib/transport-rule';
import { adapterOf } from '../../sources/booking-systems';
import { type SiteListing, sameListedName } from '../../sources/course-listing';
import type { Sources } from '../../sources/create-sources';
import { DiscoveryError } from '../../sources/discover/discover-site';

// POST /api/admin/golf-courses/discover (decision 0160): the booking system at a pasted address, its
// courses as the site lists them, and which the catalogue already has. Nothing is created here: the admin
// creates the courses picked with POST /api/admin/golf-courses, by site and listed name.

export async function discoverBookingSite(options: {
  db: Db;
  sources: Pick<Sources, 'discoverSite'>;
  config: Pick<Config, 'environment'>;
  url: string;
}): Promise<DiscoveredSite> {
  const { url } = options;
  if (!isAllowedTransport(options.config.environment, url)) {
    throw badRequest(DISCOVER_MESSAGES.insecure, [{ field: 'url', message: DISCOVER_MESSAGES.insecure }]);
  }
  let listing: SiteListing;
  try {
    listing = await options.sources.discoverSite(url);
  } catch (error) {
    if (!(error instanceof DiscoveryError)) throw error;
    throw badRequest(error.message, [{ field: 'url', message: error.message }]);
  }
  const inCatalogue = await catalogueMatcher(options.db, listing);
  return {
    platform: listing.platform,
    site: listing.site,
    courses: listing.courses.map((course) => ({
      name: course.name,
      api_course_id: course.apiCourseId,
      holes: course.holes,
      in_catalogue: inCatalogue(course),
      booking_advance_days: course.bookingAdvanceDays ?? null,
    })),
    ...configOf(listing),
  };
}

/** What a course of this site is created with: its type, configuration and booking page (its adapter's). */
function configOf(listing: SiteListing): Pick<DiscoveredSite, 'api_type' | 'api_config' | 'booking_url'> {
  const adapter = adapterOf(listing.platform);
  return adapter ? { api_type: listing.platform, ...adapter.courseFromListing(listing) } : {};
}

/** Whether a listed course is a catalogue course (not deleted) of the same site, by listed name or id. */
async function catalogueMatcher(db: Db, listing: SiteListing) {
  const rows = await db
    .select({
      apiType: golfCourses.apiType,
      apiCourseId: golfCourses.apiCourseId,
      apiConfig: golfCourses.apiConfig,
      sourceCourseName: golfCourses.sourceCourseName,
    })
    .from(golfCourses)
    .where(isNull(golfCourses.deletedAt));
  const site = sameAddress(listing.site);
  const ofSite = rows.filter((row) => {
    const address = adapterOf(row.apiType)?.siteAddressOf(row.apiConfig);
    return row.apiType === listing.platform && address !== undefined && sameAddress(address) === site;
  });
  return (course: SiteListing['courses'][number]) =>
    ofSite.some((row) =>
      row.sourceCourseName
        ? sameListedName(row.sourceCourseName, course.name)
        : row.apiCourseId === course.apiCourseId,
    );
}

/** Addresses compare without scheme case, a www., or a trailing slash. */
function sameAddress(address: string): string {
  return address
    .trim()
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/^chronogolf\.ca\b/, 'chronogolf.com');
}
