import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIsoDay } from './vancouver-dates';

describe('Vancouver dates', () => {
  it('shows instants in America/Vancouver whatever the machine zone', () => {
    // 02:30 UTC on 3 June is 19:30 PDT on 2 June.
    const text = formatDateTime('2026-06-03T02:30:00.000Z');
    expect(text).toContain('Jun 2, 2026');
    expect(text).toContain('7:30 PM');
    expect(text).toContain('PDT');
    expect(formatDate('2026-06-03T02:30:00.000Z')).toBe('Jun 2, 2026');
  });

  it('shows calendar dates without shifting them', () => {
    expect(formatIsoDay('2026-06-03')).toBe('Jun 3');
  });

  it('shows a dash for missing or bad values', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});
