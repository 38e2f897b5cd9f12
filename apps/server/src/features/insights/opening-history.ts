import { and, eq, gt, gte, inArray, isNull, lt, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { golfCourses, slotOpenings, teeTimeSlots } from '../../db/schema';
import { toVancouverLocal } from '../../sources/source-time';

// The queries behind the odds and the heat map (decision 0070): reopenings only (a pair's first look is
// no reopening), converted to Vancouver local time here through Node's tz database, not PostgreSQL's.

const DAY_MS = 24 * 60 * 60_000;

export type Reopening = {
  courseId: number;
  /** The tee date and time (Vancouver). */
  date: string;
  time: string;
  openedAt: Date;
  closedAt: Date | null;
};

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

/** When the mirror first saw each course's sheet (its oldest kept slot); absent when never. */
export async function selectWatchedSince(db: Db, ids: number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ courseId: teeTimeSlots.courseId, since: min(teeTimeSlots.firstSeenAt) })
    .from(teeTimeSlots)
    .where(inArray(teeTimeSlots.courseId, ids))
    .groupBy(teeTimeSlots.courseId);
  return new Map(rows.flatMap((row) => (row.since ? [[row.courseId, new Date(row.since)]] : [])));
}

/** Whole days between the first look and now (0 when never watched). */
export function watchedDaysOf(since: Date | undefined, now: Date): number {
  return since ? Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS)) : 0;
}

/** Reopenings of these courses that came in (from, now], optionally only tee times in [timeStart, timeEnd). */
export async function selectReopenings(
  db: Db,
  options: { courseIds: number[]; from: Date; now: Date; timeStart?: string; timeEnd?: string },
): Promise<Reopening[]> {
  if (options.courseIds.length === 0) return [];
  const rows = await db
    .select({
      courseId: slotOpenings.courseId,
      date: slotOpenings.date,
      time: slotOpenings.time,
      openedAt: slotOpenings.openedAt,
      closedAt: slotOpenings.closedAt,
    })
    .from(slotOpenings)
    .where(
      and(
        inArray(slotOpenings.courseId, options.courseIds),
        gt(slotOpenings.openedAt, options.from),
        lte(slotOpenings.openedAt, options.now),
        eq(slotOpenings.firstObservation, false),
        ...(options.timeStart ? [gte(slotOpenings.time, options.timeStart)] : []),
        // "24:00" sorts after every HH:MM, so the whole evening is in.
        ...(options.timeEnd ? [lt(slotOpenings.time, options.timeEnd)] : []),
      ),
    )
    .orderBy(sql`${slotOpenings.openedAt}`);
  return rows.map((row) => ({
    ...row,
    openedAt: new Date(row.openedAt),
    closedAt: row.closedAt ? new Date(row.closedAt) : null,
  }));
}
