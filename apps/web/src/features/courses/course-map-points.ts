import type { GolfCourse } from '@teewatch/shared';
import { pointOf } from '../../lib/distance';

// The courses map's markers (issue 47 item 1, decision 0310): one per place, since a club's two courses
// share one point (Surrey Golf Club, Golden Eagle, Swaneset Bay, Northview) and two markers on one spot
// would hide one of them. A place is live when any of its courses is.

export type MapPoint = {
  /** "lat,lng": the same for every course at the place. */
  key: string;
  latitude: number;
  longitude: number;
  courses: GolfCourse[];
  live: boolean;
  /** What the marker says to a screen reader and on hover: the names and whether times are live. */
  label: string;
};

/** The places of the courses that have coordinates, in the list's order; and the courses that have none. */
export function mapPoints(courses: readonly GolfCourse[]): { points: MapPoint[]; unplaced: GolfCourse[] } {
  const byKey = new Map<string, MapPoint>();
  const unplaced: GolfCourse[] = [];
  for (const course of courses) {
    const point = pointOf(course);
    if (!point) {
      unplaced.push(course);
      continue;
    }
    const key = `${point.latitude},${point.longitude}`;
    const entry = byKey.get(key) ?? { key, ...point, courses: [], live: false, label: '' };
    entry.courses.push(course);
    entry.live ||= !course.directory_only;
    byKey.set(key, entry);
  }
  const points = [...byKey.values()].map((point) => ({ ...point, label: pointLabel(point) }));
  return { points, unplaced };
}

function pointLabel(point: Pick<MapPoint, 'courses' | 'live'>): string {
  const names = point.courses.map((course) => course.name).join(' and ');
  return `${names}: ${point.live ? 'live tee times' : 'directory only'}`;
}
