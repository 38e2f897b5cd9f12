import { describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../test/test-support';
import { createTeeSheets, HORIZON_DAYS } from './tee-sheets';
import { addDays } from './vancouver-time';

const now = () => FIXED_NOW;
const LANGARA = { system: 'cps', site: 'golfvancouver', courseId: 1 } as const;

describe('tee sheets', () => {
  it('are the same for the same seed and differ for another seed', () => {
    const one = createTeeSheets({ seed: 1, now });
    const again = createTeeSheets({ seed: 1, now });
    const other = createTeeSheets({ seed: 2, now });
    expect(again.slotsOf(LANGARA, '2026-06-13')).toEqual(one.slotsOf(LANGARA, '2026-06-13'));
    expect(other.slotsOf(LANGARA, '2026-06-13')).not.toEqual(one.slotsOf(LANGARA, '2026-06-13'));
  });

  it('run from dawn to evening every 7–10 minutes with $32–$92 prices and mostly booked times', () => {
    const sheets = createTeeSheets({ seed: 1, now });
    let total = 0;
    let booked = 0;
    for (let day = 0; day <= HORIZON_DAYS; day++) {
      const slots = sheets.slotsOf(LANGARA, addDays('2026-06-10', day));
      expect(slots[0]!.minutes).toBeGreaterThanOrEqual(6 * 60);
      expect(slots[0]!.minutes).toBeLessThanOrEqual(7 * 60);
      expect(slots.at(-1)!.minutes).toBeGreaterThanOrEqual(18 * 60 + 20);
      expect(slots.at(-1)!.minutes).toBeLessThanOrEqual(19 * 60 + 30);
      const gaps = new Set(slots.slice(1).map((slot, index) => slot.minutes - slots[index]!.minutes));
      expect(gaps.size).toBe(1);
      expect([...gaps][0]).toBeGreaterThanOrEqual(7);
      expect([...gaps][0]).toBeLessThanOrEqual(10);
      for (const slot of slots) {
        expect(slot.price).toBeGreaterThanOrEqual(32);
        expect(slot.price).toBeLessThanOrEqual(92);
        expect(slot.spots).toBeGreaterThanOrEqual(0);
        expect(slot.spots).toBeLessThanOrEqual(4);
        if (slot.spots > 0) expect(slot.minPlayers).toBeLessThanOrEqual(slot.spots);
      }
      total += slots.length;
      booked += slots.filter((slot) => slot.spots === 0).length;
    }
    expect(booked / total).toBeGreaterThan(0.65);
    expect(booked / total).toBeLessThan(0.9);
  });

  it('exist from today (Vancouver) to today + 45 days only', () => {
    // 06:30 UTC on June 11 is still June 10 in Vancouver.
    const sheets = createTeeSheets({ seed: 1, now: () => new Date('2026-06-11T06:30:00Z') });
    expect(sheets.today()).toBe('2026-06-10');
    expect(sheets.slotsOf(LANGARA, '2026-06-09')).toEqual([]);
    expect(sheets.slotsOf(LANGARA, '2026-06-10').length).toBeGreaterThan(0);
    expect(sheets.slotsOf(LANGARA, '2026-07-25').length).toBeGreaterThan(0);
    expect(sheets.slotsOf(LANGARA, '2026-07-26')).toEqual([]);
  });
});
