import { describe, expect, it } from 'vitest';
import { nextStripOffset, SAMPLE_DAYS_AHEAD, sampleTeeTimes, shuffle } from './sample-tee-times';

describe('sample tee times', () => {
  it('has 9 courses dated 5 days ahead with prices from $32 to $65', () => {
    const samples = sampleTeeTimes(new Date(2030, 5, 28, 10));
    expect(SAMPLE_DAYS_AHEAD).toBe(5);
    expect(new Set(samples.map((s) => s.courseName)).size).toBe(9);
    expect(new Set(samples.map((s) => s.date))).toEqual(new Set(['2030-07-03']));
    for (const sample of samples) {
      expect(sample.price).toBeGreaterThanOrEqual(32);
      expect(sample.price).toBeLessThanOrEqual(65);
      expect(sample.availableSpots).toBeGreaterThan(0);
    }
  });

  it('shuffles the order', () => {
    const items = [1, 2, 3, 4, 5];
    expect(shuffle(items, () => 0)).toEqual([2, 3, 4, 5, 1]);
    expect(shuffle(items, () => 0.999)).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it('moves half a pixel per frame and wraps at the loop width', () => {
    expect(nextStripOffset(0, 100)).toBe(0.5);
    expect(nextStripOffset(99.5, 100)).toBe(0);
    expect(nextStripOffset(10, 0)).toBe(0);
  });
});
