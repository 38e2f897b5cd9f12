import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance, sortByDistance } from './distance';

// Points from the seeded course list (apps/server/src/db/seed-course-coordinates.ts) and a golfer in Coquitlam.
const COQUITLAM = { latitude: 49.2838, longitude: -122.7932 };
const FRASERVIEW = { name: 'Fraserview', latitude: 49.2194, longitude: -123.049 };
const WESTWOOD = { name: 'Westwood Plateau', latitude: 49.313897, longitude: -122.786593 };
const SQUAMISH = { name: 'Squamish Valley', latitude: 49.7624, longitude: -123.1195 };
const UNPLACED = { name: 'No coordinates', latitude: null, longitude: null };

describe('distanceKm', () => {
  it('is zero from a point to itself and the same both ways', () => {
    expect(distanceKm(COQUITLAM, COQUITLAM)).toBe(0);
    expect(distanceKm(COQUITLAM, FRASERVIEW)).toBeCloseTo(distanceKm(FRASERVIEW, COQUITLAM), 9);
  });

  it('gives the great-circle distance', () => {
    // One degree of latitude is about 111.2 km everywhere.
    expect(distanceKm({ latitude: 49, longitude: -123 }, { latitude: 50, longitude: -123 })).toBeCloseTo(
      111.2,
      1,
    );
    // Vancouver to Toronto, about 3,350 km.
    const toronto = { latitude: 43.6532, longitude: -79.3832 };
    expect(distanceKm({ latitude: 49.2827, longitude: -123.1207 }, toronto)).toBeGreaterThan(3300);
    expect(distanceKm({ latitude: 49.2827, longitude: -123.1207 }, toronto)).toBeLessThan(3400);
    // Coquitlam to Fraserview, about 20 km.
    expect(distanceKm(COQUITLAM, FRASERVIEW)).toBeCloseTo(19.9, 0);
  });
});

describe('sortByDistance', () => {
  it('puts the nearest first and the courses without coordinates last, in their order', () => {
    const sorted = sortByDistance(
      [UNPLACED, SQUAMISH, FRASERVIEW, { ...UNPLACED, name: 'Second' }, WESTWOOD],
      COQUITLAM,
    );
    expect(sorted.map((course) => course.name)).toEqual([
      'Westwood Plateau',
      'Fraserview',
      'Squamish Valley',
      'No coordinates',
      'Second',
    ]);
  });

  it('keeps the list order for courses at the same place, and leaves its input alone', () => {
    const list = [{ ...WESTWOOD, name: 'A' }, { ...WESTWOOD, name: 'B' }, FRASERVIEW];
    expect(sortByDistance(list, FRASERVIEW).map((course) => course.name)).toEqual(['Fraserview', 'A', 'B']);
    expect(list.map((course) => course.name)).toEqual(['A', 'B', 'Fraserview']);
  });
});

describe('formatDistance', () => {
  it('writes whole kilometres from 10 km, one decimal below, never 0', () => {
    expect(formatDistance(12.4)).toBe('12 km');
    expect(formatDistance(9.96)).toBe('10 km');
    expect(formatDistance(3.44)).toBe('3.4 km');
    expect(formatDistance(0.01)).toBe('0.1 km');
    expect(formatDistance(152.6)).toBe('153 km');
  });
});
