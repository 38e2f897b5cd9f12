import { describe, expect, it } from 'vitest';
import { checkedLabel, formatAge } from './freshness-labels';

// A fixed clock: Mon, Jul 13 2026, 3:30 PM in Vancouver (summer: UTC-7 in every tzdata version).
const NOW = new Date('2026-07-13T22:30:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('checked time', () => {
  it('says how long ago for the last hour, then the Vancouver time, with the day when not today', () => {
    expect(formatAge(ago(3), NOW)).toBe('just now');
    expect(formatAge(ago(-5), NOW)).toBe('just now');
    expect(checkedLabel(ago(40), NOW)).toBe('Checked 40 s ago');
    expect(checkedLabel(ago(12 * 60 + 5), NOW)).toBe('Checked 12 min ago');
    expect(checkedLabel(ago(2 * 3600), NOW)).toBe('Checked at 1:30 PM');
    expect(checkedLabel('2026-07-12T15:05:00Z', NOW)).toBe('Checked on Sun, Jul 12 at 8:05 AM');
    expect(checkedLabel(null, NOW)).toBeNull();
  });
});
