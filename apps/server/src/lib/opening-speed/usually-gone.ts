import { formatClockTime, MIN_HISTORY_DAYS, ODDS_WINDOW_DAYS } from '@teewatch/shared';
import type { Db } from '../../db/client';
import { durationWords, minutesFreeOf } from './minutes-free';
import { DAY_MS, selectReopenings, selectWatchedSince, watchedDaysOf } from './reopenings';

// "How fast it goes" (issue 38, item 6; decision 0201): what every alert says of a time it names, from the
// odds' own figures for that course and the time's clock hour: how long such reopenings stayed free (their
// median) and how many that is. No figure for a course watched under MIN_HISTORY_DAYS or with fewer than
// MIN_FOR_MEDIAN closed reopenings in that hour: the odds would show none either.

/** One course and hour's figure. */
export type UsuallyGone = {
  medianMinutes: number;
  /** Closed reopenings behind the median. */
  sample: number;
  periodDays: number;
  /** "Times at Fraserview between 7:00 and 8:00 AM usually went within 6 minutes (median of 12 in 14 days)." */
  words: string;
  /** The text's short form: "Usually gone in 6 min." */
  short: string;
};

/** The key a time's figure is found under: its course and clock hour. */
export function usuallyGoneKey(courseId: number, time: string): string {
  return `${courseId}|${time.slice(0, 2)}`;
}

/** The hour [HH:00, HH+1:00) of a time, the band its figure is about (the odds' timeStart and timeEnd). */
export function hourBandOf(time: string): { timeStart: string; timeEnd: string } {
  const hour = Number(time.slice(0, 2));
  return { timeStart: `${time.slice(0, 2)}:00`, timeEnd: `${String(hour + 1).padStart(2, '0')}:00` };
}

/** Figures for the (course, hour) of each time, by usuallyGoneKey; a time without one is absent. */
export async function usuallyGoneFigures(
  db: Db,
  now: Date,
  times: { courseId: number; courseName: string; time: string }[],
): Promise<Map<string, UsuallyGone>> {
  const figures = new Map<string, UsuallyGone>();
  if (times.length === 0) return figures;
  const since = await selectWatchedSince(db, [...new Set(times.map((time) => time.courseId))]);
  const seen = new Set<string>();
  for (const time of times) {
    const key = usuallyGoneKey(time.courseId, time.time);
    if (seen.has(key)) continue;
    seen.add(key);
    const watchedDays = watchedDaysOf(since.get(time.courseId), now);
    if (watchedDays < MIN_HISTORY_DAYS) continue;
    // As the odds count: the last 14 days, or what was watched of them.
    const periodDays = Math.min(ODDS_WINDOW_DAYS, watchedDays);
    const band = hourBandOf(time.time);
    const reopenings = await selectReopenings(db, {
      courseIds: [time.courseId],
      from: new Date(now.getTime() - periodDays * DAY_MS),
      now,
      ...band,
    });
    const { medianMinutesFree, closedReopenings } = minutesFreeOf(reopenings, now);
    if (medianMinutesFree === null) continue;
    const within = durationWords(medianMinutesFree);
    figures.set(key, {
      medianMinutes: medianMinutesFree,
      sample: closedReopenings,
      periodDays,
      words: `Times at ${time.courseName} between ${formatClockTime(band.timeStart)} and ${formatClockTime(band.timeEnd)} usually went within ${within} (median of ${closedReopenings} openings in the last ${periodDays} days).`,
      short: `Usually gone in ${within.replace(' minutes', ' min').replace(' minute', ' min')}.`,
    });
  }
  return figures;
}
