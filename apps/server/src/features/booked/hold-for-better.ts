import { type HeldBetterRule, monitoringEndsAt } from '@teewatch/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { monitoringRequests } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { lockBookedRequest } from './lock-booked-request';

// "I booked it — keep watching for something better?" (issue 38 item 1, decision 0195): the request
// becomes an upgrade watch that holds the booked time and alerts only for times that beat it.

export const UNKNOWN_HELD_OPENING_MESSAGE = 'Choose one of the tee times this request alerted you about';

/** A tee time a request was alerted about: what "I booked it" may name as the held time. */
export type AlertedTime = {
  /** The time's latest opening alerted; `openingIds` holds every one (a time that reopened has several). */
  openingId: number;
  openingIds: number[];
  courseId: number;
  courseName: string;
  date: string;
  time: string;
};

/** The distinct times request `requestId` was alerted about on `date` (or any date), by date and time. */
export async function listAlertedTimes(db: Db, requestId: number, date?: string): Promise<AlertedTime[]> {
  const rows = rowsOf<{
    opening_ids: number[];
    course_id: number;
    course_name: string;
    date: string;
    time: string;
  }>(
    await db.execute(sql`
      select array_agg(o.id order by o.id desc) as opening_ids, o.course_id, c.name as course_name,
        o.date::text as date, o.time
      from request_alerts ra
      join slot_openings o on o.id = ra.opening_id
      join golf_courses c on c.id = o.course_id
      where ra.request_id = ${requestId} and ra.delivered_at is not null
        ${date ? sql`and o.date = ${date}::date` : sql``}
      group by o.course_id, c.name, o.date, o.time
    `),
  );
  return rows
    .map((row) => {
      const openingIds = row.opening_ids.map(Number);
      return {
        openingId: openingIds[0]!,
        openingIds,
        courseId: Number(row.course_id),
        courseName: row.course_name,
        date: String(row.date),
        time: row.time,
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.courseId - b.courseId);
}

export type HoldOutcome =
  | { kind: 'holding'; requestId: number; held: AlertedTime; better: HeldBetterRule }
  | { kind: 'already-stopped'; requestId: number };

/**
 * Makes request `requestId` an upgrade watch holding the alerted time `openingId` with rule `better`
 * ('earlier' or 'later': a ranking is set on the request's edit page). A held time already there is
 * replaced. The held date is watched again if "I booked it" had taken it out, and a request that only
 * ended because that was its last date watches again (until its usual end).
 */
export async function holdForBetter(options: {
  db: Db;
  requestId: number;
  openingId: number;
  better: 'earlier' | 'later';
  now: Date;
}): Promise<HoldOutcome> {
  const { db, requestId, now } = options;
  // Any opening of the time will do: a text or an email may name an earlier opening of a time that reopened.
  const held = (await listAlertedTimes(db, requestId)).find((time) =>
    time.openingIds.includes(options.openingId),
  );
  if (!held)
    throw badRequest(UNKNOWN_HELD_OPENING_MESSAGE, [
      { field: 'opening', message: UNKNOWN_HELD_OPENING_MESSAGE },
    ]);
  return db.transaction(async (tx) => {
    const row = await lockBookedRequest(tx, requestId);
    if (!row) return { kind: 'already-stopped', requestId };
    const watching = row.isActive && row.expiresAt > now;
    const endedByBooking = !row.isActive && row.bookedDates.includes(held.date);
    const preferredDates = [...new Set([...row.preferredDates, held.date])].sort();
    const expiresAt = monitoringEndsAt({ createdAt: row.createdAt, preferredDates, endHour: row.endHour });
    if (!(watching || endedByBooking) || expiresAt <= now) return { kind: 'already-stopped', requestId };
    await tx
      .update(monitoringRequests)
      .set({
        isActive: true,
        preferredDates,
        bookedDates: row.bookedDates.filter((date) => date !== held.date),
        expiresAt,
        heldCourseId: held.courseId,
        heldDate: held.date,
        heldTime: held.time,
        heldBetter: options.better,
        heldCourseRanking: null,
        // A new booking: its release reminder is due again (decision 0196).
        heldSetAt: now,
      })
      .where(and(eq(monitoringRequests.id, requestId)));
    return { kind: 'holding', requestId, held, better: options.better };
  });
}
