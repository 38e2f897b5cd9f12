import {
  addDaysToIsoDate,
  BOOKING_WINDOW_DAYS,
  type GolfCourse,
  PARTY_SIZE_CHOICES,
  type PartySize,
  TEE_TIMES_DEFAULT_END_HOUR,
  TEE_TIMES_DEFAULT_START_HOUR,
  TEE_TIMES_FIRST_HOUR,
  TEE_TIMES_LAST_START_HOUR,
  TEE_TIMES_MAX_END_HOUR,
} from '@teewatch/shared';

// The tee-times page's filter rules (golfer-side §4, §5), pure so they are tested without a browser.

export type TeeTimeFilters = {
  date: string;
  startHour: number;
  endHour: number;
  numberOfPlayers: PartySize;
  /** Empty means every course. */
  courseIds: number[];
};

export function defaultFilters(today: string): TeeTimeFilters {
  return {
    date: today,
    startHour: TEE_TIMES_DEFAULT_START_HOUR,
    endHour: TEE_TIMES_DEFAULT_END_HOUR,
    numberOfPlayers: 0,
    courseIds: [],
  };
}

/** Last date the page offers: today plus the booking window. */
export function lastSearchDate(today: string): string {
  return addDaysToIsoDate(today, BOOKING_WINDOW_DAYS);
}

/** 6 AM to 8 PM: 15 hourly options. */
export const START_HOUR_OPTIONS: readonly number[] = Array.from(
  { length: TEE_TIMES_LAST_START_HOUR - TEE_TIMES_FIRST_HOUR + 1 },
  (_, index) => TEE_TIMES_FIRST_HOUR + index,
);

/** End options are those later than the start, up to 22. */
export function endHourOptions(startHour: number): number[] {
  return Array.from({ length: TEE_TIMES_MAX_END_HOUR - startHour }, (_, index) => startHour + 1 + index);
}

/** A start at or after the end moves the end to start + 1 (at most 22). */
export function withStartHour(filters: TeeTimeFilters, startHour: number): TeeTimeFilters {
  if (startHour < filters.endHour) return { ...filters, startHour };
  return { ...filters, startHour, endHour: Math.min(startHour + 1, TEE_TIMES_MAX_END_HOUR) };
}

export function formatPrice(price: number | null): string {
  if (price === null) return 'Price at course';
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

export function slotsAvailableLabel(count: number): string {
  return `${count} ${count === 1 ? 'slot' : 'slots'} available`;
}

export function spotsLabel(count: number): string {
  return `${count} ${count === 1 ? 'spot' : 'spots'}`;
}

/** The query string the API expects (golfer-side §7). */
export function toQuery(filters: TeeTimeFilters): Record<string, string | number | undefined> {
  return {
    date: filters.date,
    startHour: filters.startHour,
    endHour: filters.endHour,
    numberOfPlayers: filters.numberOfPlayers,
    courseIds:
      filters.courseIds.length > 0 ? [...filters.courseIds].sort((a, b) => a - b).join(',') : undefined,
  };
}

export type CourseGroup = { location: string; courses: GolfCourse[] };

/** Courses grouped by location, groups and courses in name order. */
export function groupCoursesByLocation(courses: GolfCourse[]): CourseGroup[] {
  const groups = new Map<string, GolfCourse[]>();
  for (const course of courses) {
    const location = course.location ?? course.city ?? 'Other';
    groups.set(location, [...(groups.get(location) ?? []), course]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([location, list]) => ({
      location,
      courses: [...list].sort((a, b) => a.name.localeCompare(b.name)),
    }));
}

/**
 * The filters a link opens the page with (teeTimesPageLink in shared: the waitlist's "times are open
 * now" and the alert email's "see them all"). Each value the page cannot offer falls back to its default.
 */
export function filtersFromSearch(search: string, today: string): TeeTimeFilters {
  const params = new URLSearchParams(search);
  const defaults = defaultFilters(today);
  const whole = (key: string) => {
    const value = params.get(key);
    return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
  };
  const date = params.get('date') ?? '';
  const isOffered = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today && date <= lastSearchDate(today);
  const startHour = whole('startHour');
  const start =
    startHour !== undefined && START_HOUR_OPTIONS.includes(startHour) ? startHour : defaults.startHour;
  const endHour = whole('endHour');
  const end =
    endHour !== undefined && endHourOptions(start).includes(endHour)
      ? endHour
      : Math.max(defaults.endHour, start + 1);
  const players = whole('numberOfPlayers');
  const party =
    PARTY_SIZE_CHOICES.find((option) => option.value === players)?.value ?? defaults.numberOfPlayers;
  const courseIds = (params.get('courseIds') ?? '')
    .split(',')
    .filter((id) => /^[1-9]\d{0,8}$/.test(id))
    .map(Number)
    .slice(0, 100);
  return {
    date: isOffered ? date : defaults.date,
    startHour: start,
    endHour: end,
    numberOfPlayers: party,
    courseIds: [...new Set(courseIds)],
  };
}
