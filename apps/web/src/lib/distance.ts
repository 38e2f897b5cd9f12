// "Near me" (issue 47 item 2, decision 0311): how far a course is from the golfer, as the crow flies, worked
// out in the browser only. The golfer's position is never sent to the server.

/** A point in WGS 84 degrees. */
export type LatLng = { latitude: number; longitude: number };

/** What a course needs to be placed: its coordinates, null or absent when no source gave them. */
export type Placed = { latitude?: number | null; longitude?: number | null };

const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in kilometres. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The course's point, when it has one. */
export function pointOf(course: Placed): LatLng | undefined {
  const { latitude, longitude } = course;
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : undefined;
}

/** Kilometres from `origin` to the course; undefined for a course without coordinates. */
export function courseDistanceKm(origin: LatLng, course: Placed): number | undefined {
  const point = pointOf(course);
  return point ? distanceKm(origin, point) : undefined;
}

/**
 * Nearest first; courses without coordinates keep their order after the others, and equal distances keep
 * the list's order (a stable sort), so the same place always gives the same list.
 */
export function sortByDistance<T extends Placed>(courses: readonly T[], origin: LatLng): T[] {
  return courses
    .map((course, index) => ({ course, index, km: courseDistanceKm(origin, course) }))
    .sort((a, b) => {
      if (a.km === undefined || b.km === undefined) {
        return a.km === b.km ? a.index - b.index : a.km === undefined ? 1 : -1;
      }
      return a.km - b.km || a.index - b.index;
    })
    .map((entry) => entry.course);
}

/** "12 km"; under 10 km with one decimal ("3.4 km"), under 100 m "0.1 km" (never "0 km"). */
export function formatDistance(km: number): string {
  const tenths = Math.round(km * 10) / 10;
  if (tenths < 10) return `${Math.max(0.1, tenths).toFixed(1)} km`;
  return `${Math.round(km)} km`;
}
