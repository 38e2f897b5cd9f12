import { describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../test/test-support';
import { SEEDED_COURSES } from './catalogue';
import { CANCELLATION_OPEN_STEPS, parseSheetDensity, SPARSE_NEAR_DAYS } from './sheet-density';
import { type CourseRef, createTeeSheets } from './tee-sheets';
import { addDays, vancouverDate } from './vancouver-time';

const now = () => FIXED_NOW;
const TODAY = vancouverDate(FIXED_NOW);

function bookedShareOf(sheets: ReturnType<typeof createTeeSheets>, days: number[]): number {
  let total = 0;
  let booked = 0;
  for (const course of SEEDED_COURSES as CourseRef[]) {
    for (const day of days) {
      const slots = sheets.slotsOf(course, addDays(TODAY, day));
      total += slots.length;
      booked += slots.filter((slot) => slot.spots === 0).length;
    }
  }
  return booked / total;
}

const NEAR_DAYS = Array.from({ length: SPARSE_NEAR_DAYS + 1 }, (_, day) => day);

describe('sheet density', () => {
  it('is read from SIMULATOR_SHEET_DENSITY: unset means full, and anything else is refused', () => {
    expect(parseSheetDensity(undefined)).toBe('full');
    expect(parseSheetDensity('')).toBe('full');
    expect(parseSheetDensity('sparse')).toBe('sparse');
    expect(parseSheetDensity(' Full ')).toBe('full');
    expect(() => parseSheetDensity('busy')).toThrow(/must be one of full, sparse/);
  });

  it("'full' is the default and leaves today's sheets exactly as they were", () => {
    const unset = createTeeSheets({ seed: 1, now });
    const full = createTeeSheets({ seed: 1, now, density: 'full' });
    for (const course of SEEDED_COURSES as CourseRef[]) {
      expect(full.slotsOf(course, addDays(TODAY, 2))).toEqual(unset.slotsOf(course, addDays(TODAY, 2)));
    }
    expect(bookedShareOf(full, NEAR_DAYS)).toBeLessThan(0.85);
  });

  it("'sparse' books 85–95 % of the near dates' times and fewer a month out, the same for the same seed", () => {
    const sparse = createTeeSheets({ seed: 1, now, density: 'sparse' });
    const again = createTeeSheets({ seed: 1, now, density: 'sparse' });
    const near = bookedShareOf(sparse, NEAR_DAYS);
    expect(near).toBeGreaterThanOrEqual(0.85);
    expect(near).toBeLessThanOrEqual(0.95);
    expect(bookedShareOf(sparse, [30, 31, 32])).toBeLessThan(0.8);
    const course = SEEDED_COURSES[0] as CourseRef;
    expect(again.slotsOf(course, TODAY)).toEqual(sparse.slotsOf(course, TODAY));
    // Same times of day as the full sheet: only who has booked them differs.
    const full = createTeeSheets({ seed: 1, now, density: 'full' });
    const minutes = (slots: Array<{ minutes: number }>) => slots.map((slot) => slot.minutes);
    expect(minutes(sparse.slotsOf(course, TODAY))).toEqual(minutes(full.slotsOf(course, TODAY)));
  });

  it('opens times by cancellation only, and each cancellation is taken again within 4–40 steps', () => {
    const sheets = createTeeSheets({ seed: 3, now, density: 'sparse' });
    const opened = new Map<string, number>();
    let cancellations = 0;
    let retaken = 0;
    for (let step = 1; step <= 300; step++) {
      for (const change of sheets.tick(1)) {
        const key = `${change.system}|${'site' in change ? change.site : ''}|${change.courseId}|${change.date}|${change.time}`;
        if (change.spots > change.previousSpots) {
          // A booked time freeing up, never seats added to a time that was already open.
          expect(change.previousSpots).toBe(0);
          cancellations += 1;
          opened.set(key, step);
        } else if (change.spots === 0 && opened.has(key)) {
          const openFor = step - opened.get(key)!;
          expect(openFor).toBeGreaterThanOrEqual(CANCELLATION_OPEN_STEPS.min);
          expect(openFor).toBeLessThanOrEqual(CANCELLATION_OPEN_STEPS.max);
          opened.delete(key);
          retaken += 1;
        }
      }
    }
    expect(cancellations).toBeGreaterThan(300);
    // All but the last 40 steps' cancellations have been taken again.
    expect(retaken).toBeGreaterThan(cancellations * 0.8);
    // The sheet stays as booked as it started: openings come and go.
    expect(bookedShareOf(sheets, NEAR_DAYS)).toBeGreaterThanOrEqual(0.85);
  });

  it('churns the same for the same seed', () => {
    const one = createTeeSheets({ seed: 5, now, density: 'sparse' });
    const two = createTeeSheets({ seed: 5, now, density: 'sparse' });
    expect(two.tick(50)).toEqual(one.tick(50));
    one.reset();
    two.reset();
    expect(two.tick(5)).toEqual(one.tick(5));
  });
});
