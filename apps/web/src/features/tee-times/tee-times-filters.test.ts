import { type GolfCourse, teeTimesPageLink } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  endHourOptions,
  filtersFromSearch,
  formatPrice,
  groupCoursesByLocation,
  lastSearchDate,
  START_HOUR_OPTIONS,
  slotsAvailableLabel,
  toQuery,
  withStartHour,
} from './tee-times-filters';

describe('tee-time filters', () => {
  it('defaults to today, 6 to 20, any party, every course', () => {
    expect(defaultFilters('2030-06-12')).toEqual({
      date: '2030-06-12',
      startHour: 6,
      endHour: 20,
      numberOfPlayers: 0,
      courseIds: [],
    });
    expect(lastSearchDate('2030-06-12')).toBe('2030-07-12');
  });

  it('offers start 6 AM to 8 PM and end options later than the start, up to 22', () => {
    expect(START_HOUR_OPTIONS).toHaveLength(15);
    expect(START_HOUR_OPTIONS[0]).toBe(6);
    expect(START_HOUR_OPTIONS.at(-1)).toBe(20);
    expect(endHourOptions(6)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    expect(endHourOptions(20)).toEqual([21, 22]);
  });

  it('moves the end to start + 1 (at most 22) when the start reaches it', () => {
    const filters = defaultFilters('2030-06-12');
    expect(withStartHour(filters, 10)).toMatchObject({ startHour: 10, endHour: 20 });
    expect(withStartHour(filters, 20)).toMatchObject({ startHour: 20, endHour: 21 });
    expect(withStartHour({ ...filters, endHour: 9 }, 12)).toMatchObject({ startHour: 12, endHour: 13 });
    expect(withStartHour({ ...filters, endHour: 22 }, 22)).toMatchObject({ endHour: 22 });
  });

  it('builds the API query with sorted comma-separated course ids', () => {
    const filters = { ...defaultFilters('2030-06-12'), courseIds: [5, 2], numberOfPlayers: 3 as const };
    expect(toQuery(filters)).toEqual({
      date: '2030-06-12',
      startHour: 6,
      endHour: 20,
      numberOfPlayers: 3,
      courseIds: '2,5',
    });
    expect(toQuery(defaultFilters('2030-06-12')).courseIds).toBeUndefined();
  });
});

describe('formatting', () => {
  it('formats prices and counts', () => {
    expect(formatPrice(45)).toBe('$45');
    expect(formatPrice(45.5)).toBe('$45.50');
    expect(slotsAvailableLabel(1)).toBe('1 slot available');
    expect(slotsAvailableLabel(7)).toBe('7 slots available');
  });
});

describe('groupCoursesByLocation', () => {
  it('groups by location in name order', () => {
    const course = (id: number, name: string, location: string) =>
      ({ id, name, location, city: null }) as GolfCourse;
    const groups = groupCoursesByLocation([
      course(1, 'Langara', 'Vancouver, BC'),
      course(2, 'Burnaby Mountain', 'Burnaby, BC'),
      course(3, 'Fraserview', 'Vancouver, BC'),
    ]);
    expect(groups.map((g) => [g.location, g.courses.map((c) => c.name)])).toEqual([
      ['Burnaby, BC', ['Burnaby Mountain']],
      ['Vancouver, BC', ['Fraserview', 'Langara']],
    ]);
  });
});

describe('a link that opens the page filtered', () => {
  const today = '2030-06-12';

  it('opens on what teeTimesPageLink asked for', () => {
    const link = teeTimesPageLink({
      date: '2030-06-14',
      courseIds: [4, 1],
      startHour: 7,
      endHour: 10,
      numberOfPlayers: 2,
    });
    expect(filtersFromSearch(link.slice(link.indexOf('?')), today)).toEqual({
      date: '2030-06-14',
      startHour: 7,
      endHour: 10,
      numberOfPlayers: 2,
      courseIds: [1, 4],
    });
  });

  it('falls back to the defaults for what the page cannot offer', () => {
    expect(
      filtersFromSearch('?date=2030-06-01&startHour=23&endHour=5&numberOfPlayers=7&courseIds=x,0', today),
    ).toEqual(defaultFilters(today));
    expect(filtersFromSearch('', today)).toEqual(defaultFilters(today));
  });
});
