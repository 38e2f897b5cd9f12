import { and, eq, gt, gte, inArray, lt, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slotOpenings, teeTimeSlots } from '../../db/schema';

// The mirror's history of reopenings (decision 0070), read by the odds and the heat map (features/insights)
// and by every alert's "usually gone within" (decision 0201): one set of queries, so both say the same.

/** One day, as the history counts whole days back from now. */
export const DAY_MS = 24 * 60 * 60_000;

export type Reopening = {
  courseId: number;
  /** The tee date and time (Vancouver). */
  date: string;
  time: string;
  openedAt: Date;
  closedAt: Date | null;
};

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
