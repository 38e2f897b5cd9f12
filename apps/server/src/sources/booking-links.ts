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

/**
 * CPS Golf. The v4/v5 Angular site (`https://<site>.cps.golf/onlineresweb/search-teetime`) takes no
 * documented date or party parameter from outside, so its link is the search page and the golfer is
 * told which day and time to pick. The legacy v3 pages (`…/Home/nIndex`) read CourseId, Date
 * (YYYY-M-D), Time, Player and Hole, so they land on the day (reference §1.1).
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
  return {
    url: `${baseUrl}/onlineresweb/search-teetime`,
    landsOn: 'search-page',
    chooseOnSite: teeTimeLabel(options.date, options.time),
  };
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
