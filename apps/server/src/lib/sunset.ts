import { TZDate } from '@date-fns/tz';
import { TIME_ZONE, vancouverMinutesNow } from '@teewatch/shared';
import { getTimes } from 'suncalc';

// Sunset at a course on a date (issue 38, decision 0200), computed with suncalc from the course's
// coordinates, as minutes after midnight on Vancouver's wall clock, so it compares directly with a tee
// time's HH:MM on either side of a daylight-saving change.

/** WGS 84 degrees, north and east positive. */
export type Coordinates = { latitude: number; longitude: number };

/**
 * Where a course without coordinates is taken to be: the City of Vancouver as Wikipedia's article on the
 * city gives it (49°15′N 123°6′W). Across the catalogue's courses (Squamish to Harrison Mills) sunset
 * differs from this point's by under ten minutes (decision 0200).
 */
export const REGION_REFERENCE_POINT: Coordinates = { latitude: 49.25, longitude: -123.1 };

/** The course's coordinates when both are known, else the region's reference point. */
export function coordinatesOrRegion(latitude: number | null, longitude: number | null): Coordinates {
  return latitude === null || longitude === null ? REGION_REFERENCE_POINT : { latitude, longitude };
}

/** Sunset on `date` (YYYY-MM-DD, a Vancouver day) at `at`, in minutes after Vancouver midnight. */
export function sunsetMinutes(date: string, at: Coordinates): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Noon on the Vancouver wall clock names the day unambiguously for suncalc (which works in UTC days).
  const noon = new Date(new TZDate(y, m - 1, d, 12, 0, 0, TIME_ZONE).getTime());
  const { sunset } = getTimes(noon, at.latitude, at.longitude);
  // suncalc has no sunset where the sun never sets that day (never this far south): daylight all day.
  return sunset ? vancouverMinutesNow(sunset) : 24 * 60;
}
