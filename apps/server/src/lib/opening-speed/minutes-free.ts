import type { Reopening } from './reopenings';

// How long reopenings stayed free (decision 0070): the odds' "a typical opening stayed free" and every
// alert's "usually gone within" (decision 0201) are this one computation.

/** Fewer closed reopenings than this make no "typical" duration. */
export const MIN_FOR_MEDIAN = 3;

/**
 * The median minutes free of the reopenings that have closed by `now`, and how many that is (the sample
 * behind the figure); the median is null below MIN_FOR_MEDIAN.
 */
export function minutesFreeOf(
  reopenings: Reopening[],
  now: Date,
): { medianMinutesFree: number | null; closedReopenings: number } {
  const minutesFree = reopenings.flatMap((row) =>
    row.closedAt && row.closedAt <= now ? [(row.closedAt.getTime() - row.openedAt.getTime()) / 60_000] : [],
  );
  return {
    medianMinutesFree: minutesFree.length >= MIN_FOR_MEDIAN ? median(minutesFree) : null,
    closedReopenings: minutesFree.length,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

/** 25 → "25 minutes"; 90 → "about 1½ hours"; 3000 → "about 2 days". */
export function durationWords(minutes: number): string {
  const whole = Math.max(1, Math.round(minutes));
  if (whole < 60) return `${whole} minute${whole === 1 ? '' : 's'}`;
  if (whole < 24 * 60) {
    const halfHours = Math.round(whole / 30) / 2;
    const text = Number.isInteger(halfHours) ? String(halfHours) : `${Math.floor(halfHours) || ''}½`;
    return `about ${text} hour${halfHours === 1 ? '' : 's'}`;
  }
  const days = Math.round(whole / (24 * 60));
  return `about ${days} day${days === 1 ? '' : 's'}`;
}
