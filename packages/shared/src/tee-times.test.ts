import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from './constants';
import { createSlotFilter, isSlotBookableFor, TeeTimesQuerySchema, teeTimesQuerySchema } from './tee-times';
import { vancouverTodayFrom } from './vancouver-time';

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
    const now = new Date('2026-06-10T19:00:00Z');
    const anyParty = createSlotFilter({
      date: '2099-01-01',
      startHour: 0,
      endHour: 24,
      numberOfPlayers: 0,
      now,
    });
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
    const date = '2027-01-02';
    expect(TeeTimesQuerySchema.parse({ date, courseIds: '3, 1,3' })).toEqual({
      date,
      courseIds: [3, 1],
      startHour: 0,
      endHour: 24,
      numberOfPlayers: 0,
    });
    expect(TeeTimesQuerySchema.parse({ date, courseIds: '' }).courseIds).toBeUndefined();
  });

  it("checks the date's horizon against the caller's today, not the machine's (golfer-side §7)", () => {
    // 23:50 on 31 December 2026 in Vancouver, whatever the machine's zone or date.
    let now = new Date(new TZDate(2026, 11, 31, 23, 50, 0, TIME_ZONE).getTime());
    const schema = teeTimesQuerySchema(vancouverTodayFrom(() => now));
    const dateErrors = (date: string) =>
      schema.safeParse({ date }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(dateErrors('2026-12-31')).toEqual([]);
    expect(dateErrors('2026-12-30')).toEqual([['date', 'Date cannot be in the past']]);
    expect(dateErrors('2027-01-30')).toEqual([]);
    expect(dateErrors('2027-01-31')).toEqual([['date', 'Date cannot be more than 30 days ahead']]);
    expect(dateErrors('2027-02-30')).toEqual([['date', 'Date must be a valid date in YYYY-MM-DD format']]);
    // The schema is built once and follows the clock: past Vancouver's midnight, yesterday is past.
    now = new Date(now.getTime() + 10 * 60_000);
    expect(dateErrors('2026-12-31')).toEqual([['date', 'Date cannot be in the past']]);
    expect(dateErrors('2027-01-31')).toEqual([]);
    // The form-only schema takes any real date; it reads no clock at all.
    expect(TeeTimesQuerySchema.safeParse({ date: '1999-01-01' }).success).toBe(true);
  });
});
