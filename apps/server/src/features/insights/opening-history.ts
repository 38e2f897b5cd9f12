import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { golfCourses } from '../../db/schema';
import { DAY_MS } from '../../lib/opening-speed';
import { toVancouverLocal } from '../../sources/source-time';

// The queries behind the odds and the heat map (decision 0070): reopenings only (a pair's first look is
// no reopening), converted to Vancouver local time here through Node's tz database, not PostgreSQL's.

/** The moment in Vancouver: its calendar date, hour and weekday (0 = Sunday). */
export function vancouverMoment(at: Date): { date: string; hour: number; weekday: number } {
  const local = toVancouverLocal(at)!;
  return { date: local.date, hour: Number(local.time.slice(0, 2)), weekday: weekdayOf(local.date) };
}

/** Weekday of a YYYY-MM-DD (0 = Sunday). */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T12:00:00Z`).getUTCDay();
}

/** Whole calendar days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Existing (not deleted) courses among the ids, by id. */
export async function selectCourseNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: golfCourses.id, name: golfCourses.name })
    .from(golfCourses)
    .where(and(inArray(golfCourses.id, ids), isNull(golfCourses.deletedAt), eq(golfCourses.isActive, true)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

// The reopenings' queries moved under every alert channel (decision 0201): re-exported where they were.
export {
  DAY_MS,
  type Reopening,
  selectReopenings,
  selectWatchedSince,
  watchedDaysOf,
} from '../../lib/opening-speed';
