import { type BookingLandsOn, formatClockTime, formatDayLabel } from '@teewatch/shared';

// The deepest booking link each source's site supports, as pure functions (issue 15, item 4). What
// each site honours is documented, per course, under "Booking links" in docs/upstream-protocols.md;
// nothing here relies on a parameter no source has shown the site to read.

export type BookingLink = {
  url: string;
  /** Where the golfer lands: on the tee time itself, on the day's tee sheet, or on the site's search page. */
  landsOn: BookingLandsOn;
  /** Set when the link cannot carry the choice: the words to show beside the button, e.g. "Sat, Jun 13 at 6:00 AM". */
  chooseOnSite?: string;
};

/** "2026-06-13", "06:00" → "Sat, Jun 13 at 6:00 AM": what to pick on a site the link cannot steer. */
export function teeTimeLabel(date: string, time: string): string {
  return `${formatDayLabel(date)} at ${formatClockTime(time)}`;
}

/** "2026-06-13" → "2026-6-13", the unpadded form the CPS v3 pages read. */
function unpaddedDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${year}-${Number(month)}-${Number(day)}`;
}

/** The v4/v5 search page's own upper bound for `TeeOffTimeMax` (hours as a fraction: 23:59:59). */
export const CPS_V4_TEE_OFF_TIME_MAX = '23.999722222222225';

const CPS_V4_SEARCH_PATH = '/onlineresweb/search-teetime';

/**
 * CPS Golf. The v4/v5 Angular search page (`https://<site>.cps.golf/onlineresweb/search-teetime`) reads
 * `Date`, `CourseId`, `TeeOffTimeMin` and `TeeOffTimeMax` from its address (booking-links ref: tested on
 * golfvancouver.cps.golf), so its link lands on the course's day and the golfer picks the time. No
 * player count: the page's default is any party, and a count filters times out. The legacy v3 pages
 * (`…/Home/nIndex`) read CourseId, Date (YYYY-M-D), Time, Player and Hole, so they land on the day too
 * (reference §1.1).
 */
export function cpsBookingLink(options: {
  /** `https://golfvancouver.cps.golf` for v4, or the v3 tenant root such as `https://w.cps.golf/WestVancouverV3`. */
  baseUrl: string;
  version?: 'v4' | 'v3';
  courseId: string;
  date: string;
  time: string;
  /** 0 = any. */
  players: number;
  holes?: 9 | 18;
}): BookingLink {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (options.version === 'v3') {
    const query = new URLSearchParams({
      CourseId: options.courseId,
      Date: unpaddedDate(options.date),
      Time: 'AnyTime',
      Player: String(options.players > 0 ? options.players : 99),
      Hole: String(options.holes ?? 18),
    });
    return {
      url: `${baseUrl}/Home/nIndex?${query.toString()}`,
      landsOn: 'date',
      chooseOnSite: formatClockTime(options.time),
    };
  }
  if (!/^\d{1,9}$/.test(options.courseId)) {
    // Not a course id the page's list knows: the bare search page, the day and time named beside it.
    return {
      url: `${baseUrl}${CPS_V4_SEARCH_PATH}`,
      landsOn: 'search-page',
      chooseOnSite: teeTimeLabel(options.date, options.time),
    };
  }
  const query = new URLSearchParams({
    Date: options.date,
    CourseId: options.courseId,
    TeeOffTimeMin: '0',
    TeeOffTimeMax: CPS_V4_TEE_OFF_TIME_MAX,
  });
  return {
    url: `${baseUrl}${CPS_V4_SEARCH_PATH}?${query.toString()}`,
    landsOn: 'date',
    chooseOnSite: formatClockTime(options.time),
  };
}

/**
 * An admin's booking URL that is just the CPS site's own v4 search page (same host, that path, no query
 * of its own): the deep link says the same and more, so it wins (decision 0132). Any other page the
 * admin chose (a tenant's landing page, another host) is kept as the admin set it.
 */
export function isCpsSearchPageOf(bookingUrl: string, siteBaseUrl: string): boolean {
  try {
    const page = new URL(bookingUrl);
    const site = new URL(siteBaseUrl);
    return (
      page.protocol === site.protocol &&
      page.host.toLowerCase() === site.host.toLowerCase() &&
      page.pathname.replace(/\/+$/, '').toLowerCase() === CPS_V4_SEARCH_PATH &&
      page.search === '' &&
      page.hash === ''
    );
  } catch {
    return false;
  }
}

/**
 * ChronoGolf. With the slot's id the widget's review link lands on the tee time itself; without it,
 * the club page's hash parameters land on the day (reference §2.1). The party size is the number of
 * repeated affiliation type ids. Without the club page or an affiliation type, the course page.
 */
export function chronogolfBookingLink(options: {
  clubUrl: string | undefined;
  courseId: string;
  affiliationTypeId: string | undefined;
  date: string;
  time: string;
  /** 0 = any, booked as one player. */
  players: number;
  holes: 9 | 18;
  teetimeId?: string;
  fallbackUrl: string;
}): BookingLink {
  const { clubUrl, affiliationTypeId } = options;
  if (!clubUrl || !affiliationTypeId) {
    return {
      url: options.fallbackUrl,
      landsOn: 'search-page',
      chooseOnSite: teeTimeLabel(options.date, options.time),
    };
  }
  const club = clubUrl.replace(/\/+$/, '');
  const affiliations = Array.from({ length: Math.max(1, options.players) }, () => affiliationTypeId).join(
    ',',
  );
  const common = `course_id=${options.courseId}&nb_holes=${options.holes}&date=${options.date}&affiliation_type_ids=${affiliations}`;
  if (options.teetimeId) {
    return {
      url: `${club}/booking/?source=club&medium=widget#/teetime/review?${common}&teetime_id=${options.teetimeId}&is_deal=false&new_user=false`,
      landsOn: 'tee-time',
    };
  }
  return { url: `${club}#?${common}`, landsOn: 'date', chooseOnSite: formatClockTime(options.time) };
}
