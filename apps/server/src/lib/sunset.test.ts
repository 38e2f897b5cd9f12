import { TZDate } from '@date-fns/tz';
import { finishesAfterSunset, TIME_ZONE } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import { coordinatesOrRegion, REGION_REFERENCE_POINT, sunsetMinutes } from './sunset';

// Fraserview Golf Course as the seed places it (seed-course-coordinates.ts).
const FRASERVIEW = { latitude: 49.2194, longitude: -123.049 };
/** Vancouver's UTC offset at noon on `date`, in minutes (-420 for PDT, -480 for PST). */
function offsetMinutes(date: string): number {
  const noonUtc = new Date(`${date}T20:00:00Z`);
  return (new TZDate(noonUtc, TIME_ZONE).getTimezoneOffset() * -1) as number;
}
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('sunset at a course (suncalc, Vancouver wall clock)', () => {
  it('is near 7 PM in late September and near 9:20 PM in June, on the daylight-saving clock', () => {
    // Published tables for Vancouver: 19:05 on Sep 25, 21:21 on Jun 19 (PDT); a few minutes either way.
    expect(sunsetMinutes('2027-09-25', FRASERVIEW)).toBeGreaterThanOrEqual(19 * 60);
    expect(sunsetMinutes('2027-09-25', FRASERVIEW)).toBeLessThanOrEqual(19 * 60 + 10);
    expect(sunsetMinutes('2027-06-19', FRASERVIEW)).toBeGreaterThanOrEqual(21 * 60 + 15);
    expect(sunsetMinutes('2027-06-19', FRASERVIEW)).toBeLessThanOrEqual(21 * 60 + 25);
  });

  it('follows the wall clock across a daylight-saving change, as the time-zone database has it', () => {
    // 2025: PDT ended on Sunday November 2; 2026: it began on Sunday March 8. The expected jump is read
    // from the time-zone database itself, so the test holds whatever rules it has for later years.
    for (const [before, after] of [
      ['2025-11-01', '2025-11-02'],
      ['2026-03-07', '2026-03-08'],
    ] as const) {
      const shift = offsetMinutes(after) - offsetMinutes(before);
      expect(Math.abs(shift)).toBe(60);
      const jump = sunsetMinutes(after, FRASERVIEW) - sunsetMinutes(before, FRASERVIEW);
      // The day's own change in sunset is under 3 minutes at this latitude in spring and autumn.
      expect(Math.abs(jump - shift)).toBeLessThanOrEqual(3);
    }
    expect(clock(sunsetMinutes('2025-11-02', FRASERVIEW))).toMatch(/^16:/);
  });

  it('takes the region reference point for a course without coordinates', () => {
    expect(coordinatesOrRegion(null, null)).toEqual(REGION_REFERENCE_POINT);
    expect(coordinatesOrRegion(49.1, null)).toEqual(REGION_REFERENCE_POINT);
    expect(coordinatesOrRegion(49.2194, -123.049)).toEqual(FRASERVIEW);
    // Across Metro Vancouver the difference is a minute or two.
    const atFraserview = sunsetMinutes('2027-09-25', FRASERVIEW);
    expect(Math.abs(sunsetMinutes('2027-09-25', REGION_REFERENCE_POINT) - atFraserview)).toBeLessThanOrEqual(
      2,
    );
  });

  it('a round that ends exactly at sunset finishes before dark; a minute later it does not', () => {
    const sunset = 19 * 60 + 5;
    expect(finishesAfterSunset('14:35', 270, sunset)).toBe(false);
    expect(finishesAfterSunset('14:36', 270, sunset)).toBe(true);
    expect(finishesAfterSunset('16:50', 135, sunset)).toBe(false);
    expect(finishesAfterSunset('16:51', 135, sunset)).toBe(true);
  });
});
