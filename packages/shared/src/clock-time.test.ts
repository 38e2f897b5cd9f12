import { describe, expect, it } from 'vitest';
import { formatClockHour, formatClockTime, formatDayLabel, formatDayLabelWithYear } from './clock-time';

describe('formatClockTime', () => {
  it('writes every time as "6:00 AM"', () => {
    expect(formatClockTime('06:00')).toBe('6:00 AM');
    expect(formatClockTime('6:05')).toBe('6:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('00:30')).toBe('12:30 AM');
    expect(formatClockTime('21:00')).toBe('9:00 PM');
    expect(formatClockHour(20)).toBe('8:00 PM');
  });
});

describe('day labels', () => {
  it('write a calendar date as itself, with the year when asked, whatever the zone runs it', () => {
    expect(formatDayLabel('2026-12-05')).toBe('Sat, Dec 5');
    expect(formatDayLabelWithYear('2026-12-05')).toBe('Sat, Dec 5, 2026');
    // Midnight UTC is the evening before in Vancouver: the label is still the date given.
    expect(formatDayLabelWithYear('2027-01-01')).toBe('Fri, Jan 1, 2027');
  });
});
