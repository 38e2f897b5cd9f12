import { pathTo, teeTimesPageLink, WAITLIST_FIRST_HOUR, WAITLIST_LAST_HOUR } from '@teewatch/shared';
import { filtersFromSearch, type TeeTimeFilters } from './tee-times-filters';

// A search's address (issue 51, item 2): every filter of /tee-times and its view live in the query string
// (the keys PAGES.teeTimes.query declares), so Back, a reload and a shared link open the same search.
// The reading side of the filters is filtersFromSearch (it also reads the old `?date=` and `?courseIds=`
// links); this module adds the view and the writing side, and the waitlist link "Alert me for this" builds.

/** How the results are listed: every course's times in time order, or one card per course. */
export type TeeTimesView = 'soonest' | 'courses';
export const TEE_TIMES_VIEWS: readonly TeeTimesView[] = ['soonest', 'courses'];
/** The view when neither the address nor an earlier visit names one: the cards, as the page always opened. */
export const DEFAULT_VIEW: TeeTimesView = 'courses';
/** Where the golfer's last chosen view is remembered, for a visit without one in its address. */
export const VIEW_STORAGE_KEY = 'teewatch.teeTimesView';

/** The view an address names, or undefined when it names none (or one the page does not have). */
export function viewFromSearch(search: string): TeeTimesView | undefined {
  const view = new URLSearchParams(search).get('view');
  return TEE_TIMES_VIEWS.find((known) => known === view);
}

/** The search and view as the page's address: the keys a link or a reload reads back. */
export function searchAddress(filters: TeeTimeFilters, view: TeeTimesView): string {
  return teeTimesPageLink({ ...filters, view });
}

/** The filters and view an address opens with (the view falls back to `remembered`, then the default). */
export function searchFromAddress(
  search: string,
  today: string,
  remembered?: string | null,
): { filters: TeeTimeFilters; view: TeeTimesView } {
  const view = viewFromSearch(search) ?? viewFromSearch(`view=${remembered ?? ''}`) ?? DEFAULT_VIEW;
  return { filters: filtersFromSearch(search, today), view };
}

/** An hour window inside the waitlist's hours (06:00 to 21:00), at least an hour long. */
function waitlistWindow(startHour: number, endHour: number): { startHour: number; endHour: number } {
  const start = Math.min(Math.max(startHour, WAITLIST_FIRST_HOUR), WAITLIST_LAST_HOUR - 1);
  const end = Math.min(Math.max(endHour, start + 1), WAITLIST_LAST_HOUR);
  return { startHour: start, endHour: end };
}

/**
 * "Alert me for this" (issue 51, item 4): the waitlist form filled in with the course (or the searched
 * courses), the date and an hour window, the party kept. A slot asks for ±1 h around its time; an empty
 * result or a course card for the searched window.
 */
export function alertMeLink(input: {
  courseIds: readonly number[];
  date: string;
  numberOfPlayers: number;
  /** A slot's time (HH:MM): the window is the hour before to the hour after it. */
  time?: string;
  /** Otherwise the searched window. */
  startHour?: number;
  endHour?: number;
}): string {
  const hour = input.time ? Number(input.time.slice(0, 2)) : undefined;
  const window =
    hour === undefined
      ? waitlistWindow(input.startHour ?? WAITLIST_FIRST_HOUR, input.endHour ?? WAITLIST_LAST_HOUR)
      : waitlistWindow(hour - 1, hour + (input.time?.slice(3) === '00' ? 1 : 2));
  const courseIds = [...new Set(input.courseIds)].sort((a, b) => a - b);
  return pathTo('waitlist', undefined, {
    courseIds: courseIds.length > 0 ? courseIds : undefined,
    date: input.date,
    startHour: window.startHour,
    endHour: window.endHour,
    numberOfPlayers: input.numberOfPlayers,
  });
}
