import { describe, expect, it } from 'vitest';
import { formatClockHour, formatClockTime } from './clock-time';

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
