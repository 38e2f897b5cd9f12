import { describe, expect, it } from 'vitest';
import { createSlotFilter, isSlotBookableFor, TeeTimesQuerySchema } from './tee-times';
import { addDaysToIsoDate, vancouverToday } from './vancouver-time';

const slot = (time: string, availableSpots: number, minPlayers = 1, maxPlayers = 4) => ({
  time,
  availableSpots,
  minPlayers,
  maxPlayers,
});

describe('tee-time display rules (golfer-side §5)', () => {
  it('fits a party when minPlayers ≤ N ≤ min(maxPlayers, availableSpots); 0 means any', () => {
    expect(isSlotBookableFor(slot('07:00', 3, 2), 2)).toBe(true);
    expect(isSlotBookableFor(slot('07:00', 3, 2), 1)).toBe(false);
    expect(isSlotBookableFor(slot('07:00', 3, 2), 4)).toBe(false);
    expect(isSlotBookableFor(slot('07:00', 4, 1, 2), 3)).toBe(false);
    expect(isSlotBookableFor(slot('07:00', 1), 0)).toBe(true);
    expect(isSlotBookableFor(slot('07:00', 0), 0)).toBe(false);
  });

  it('never offers a lone seat at a min-2 course to anyone, "Any" included', () => {
    expect(isSlotBookableFor(slot('07:00', 1, 2), 0)).toBe(false);
    expect(isSlotBookableFor(slot('07:00', 1, 2), 2)).toBe(false);
    expect(isSlotBookableFor(slot('07:00', 2, 2), 0)).toBe(true);
    expect(isSlotBookableFor(slot('07:00', 4, 3, 2), 0)).toBe(false);
    const anyParty = createSlotFilter({ date: '2099-01-01', startHour: 0, endHour: 24, numberOfPlayers: 0 });
    expect(anyParty(slot('07:00', 1, 2))).toBe(false);
  });

  it('keeps [startHour, endHour) and, for today, only slots at least 30 minutes ahead', () => {
    const now = new Date('2026-06-10T19:00:00Z'); // 12:00 in Vancouver (PDT)
    // 06:00–14:00, any party, on `date`, seen at noon on 2026-06-10.
    const filterOn = (date: string) =>
      createSlotFilter({ date, startHour: 6, endHour: 14, numberOfPlayers: 0, now });
    const today = filterOn('2026-06-10');
    expect(today(slot('12:29', 2))).toBe(false);
    expect(today(slot('12:30', 2))).toBe(true);
    expect(today(slot('13:59', 2))).toBe(true);
    expect(today(slot('14:00', 2))).toBe(false);
    const tomorrow = filterOn('2026-06-11');
    expect(tomorrow(slot('06:00', 2))).toBe(true);
    expect(tomorrow(slot('05:59', 2))).toBe(false);
    expect(tomorrow(slot('08:00', 0))).toBe(false);
  });

  it('parses the query with defaults and de-duplicated course ids', () => {
    // Tomorrow stays a valid date even if Vancouver's midnight passes during the test. (The schema reads
    // the clock itself; vi.useFakeTimers would not do here: @date-fns/tz gets DST offsets wrong under it.)
    const date = addDaysToIsoDate(vancouverToday(), 1);
    expect(TeeTimesQuerySchema.parse({ date, courseIds: '3, 1,3' })).toEqual({
      date,
      courseIds: [3, 1],
      startHour: 0,
      endHour: 24,
      numberOfPlayers: 0,
    });
    expect(TeeTimesQuerySchema.parse({ date, courseIds: '' }).courseIds).toBeUndefined();
  });
});
