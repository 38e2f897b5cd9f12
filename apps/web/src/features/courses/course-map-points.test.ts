import type { GolfCourse } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import { mapPoints } from './course-map-points';

const course = (id: number, name: string, extra: Partial<GolfCourse> = {}) =>
  ({ id, name, latitude: 49.2, longitude: -123.1, directory_only: false, ...extra }) as GolfCourse;

describe('mapPoints', () => {
  it('puts the courses of one place on one marker, live when any of them is', () => {
    const { points, unplaced } = mapPoints([
      course(1, 'Surrey Golf Club', { latitude: 49.0875, longitude: -122.8478, directory_only: true }),
      course(2, 'Fraserview'),
      course(3, 'Surrey Par 3', { latitude: 49.0875, longitude: -122.8478 }),
      course(4, 'Nowhere', { latitude: null, longitude: null }),
      course(5, 'Older server', { latitude: undefined, longitude: undefined }),
    ]);
    expect(points.map((point) => point.courses.map((entry) => entry.id))).toEqual([[1, 3], [2]]);
    expect(points[0]).toMatchObject({
      live: true,
      latitude: 49.0875,
      longitude: -122.8478,
      label: 'Surrey Golf Club and Surrey Par 3: live tee times',
    });
    expect(unplaced.map((entry) => entry.id)).toEqual([4, 5]);
  });

  it('marks a place whose courses are all in the directory only', () => {
    const { points } = mapPoints([course(7, 'Squamish Valley', { directory_only: true })]);
    expect(points[0]).toMatchObject({ live: false, label: 'Squamish Valley: directory only' });
  });
});
