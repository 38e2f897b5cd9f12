import { HEATMAP_WINDOW_DAYS, MIN_HISTORY_DAYS, type OpeningsHeatmap } from '@teewatch/shared';
import type { Db } from '../../db/client';
import {
  DAY_MS,
  type Reopening,
  selectReopenings,
  selectWatchedSince,
  vancouverMoment,
  watchedDaysOf,
} from './opening-history';

/**
 * When a course's times reopen: reopenings of the last 28 days counted by weekday × hour of the moment
 * they came (Vancouver), the same history as the odds (decision 0070).
 */
export async function openingsHeatmap(options: {
  db: Db;
  now: Date;
  courseId: number;
}): Promise<OpeningsHeatmap> {
  const { db, now, courseId } = options;
  const since = (await selectWatchedSince(db, [courseId])).get(courseId);
  const rows = await selectReopenings(db, {
    courseIds: [courseId],
    from: new Date(now.getTime() - HEATMAP_WINDOW_DAYS * DAY_MS),
    now,
  });
  const watchedDays = watchedDaysOf(since, now);
  return {
    courseId,
    generatedAt: now.toISOString(),
    windowDays: HEATMAP_WINDOW_DAYS,
    watchedDays,
    hasEnoughHistory: watchedDays >= MIN_HISTORY_DAYS,
    ...countByWeekdayAndHour(rows),
  };
}

/** counts[weekday][hour] of the moments the reopenings came, in Vancouver. */
export function countByWeekdayAndHour(rows: Reopening[]): { counts: number[][]; total: number } {
  const counts = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  for (const row of rows) {
    const at = vancouverMoment(row.openedAt);
    counts[at.weekday]![at.hour]! += 1;
  }
  return { counts, total: rows.length };
}
