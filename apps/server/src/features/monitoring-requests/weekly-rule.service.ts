import { describeWeekdays, isIsoDate } from '@teewatch/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { monitoringRequests } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import { ownedBy, selectMonitoringRequests } from './monitoring-requests.queries';
import { type OwnRequest, REQUEST_NOT_FOUND_MESSAGE } from './monitoring-requests.service';

export const NOT_WEEKLY_MESSAGE = 'This waitlist request is not a weekly watch';
export const UNWATCHED_DATE_MESSAGE = 'This waitlist request does not watch that date';

/**
 * "I booked it" for one date of a standing weekly watch (decision 0350), by the alert link or on the
 * dashboard: the date joins booked_dates (the roll leaves it out from now on) and leaves preferred_dates,
 * and the rule keeps rolling, even with no date left in the window today, until the golfer ends it.
 */
export async function stopWeeklyDate(
  tx: Tx,
  change: { requestId: number; date: string; weekdays: readonly number[] },
): Promise<{ watchedDates: string[]; weekly: string }> {
  const r = monitoringRequests;
  const [row] = await tx
    .update(r)
    .set({
      preferredDates: sql`array_remove(${r.preferredDates}, ${change.date}::date)`,
      bookedDates: sql`array(select distinct d from unnest(array_append(${r.bookedDates}, ${change.date}::date)) as d order by d)`,
    })
    .where(eq(r.id, change.requestId))
    .returning({ preferredDates: r.preferredDates });
  return { watchedDates: [...(row?.preferredDates ?? [])].sort(), weekly: describeWeekdays(change.weekdays) };
}

/** The dashboard's "I booked it" for one date of the caller's weekly rule; the rule, as listed. */
export async function bookWeeklyDate(options: OwnRequest & { date: string }) {
  const { db, userId, id, date } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        weeklyDays: monitoringRequests.weeklyDays,
        preferredDates: monitoringRequests.preferredDates,
      })
      .from(monitoringRequests)
      .where(ownedBy(userId, [id]))
      .for('update');
    if (!row) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
    if (!row.weeklyDays) throw badRequest(NOT_WEEKLY_MESSAGE, [{ field: 'id', message: NOT_WEEKLY_MESSAGE }]);
    if (!isIsoDate(date) || !row.preferredDates.includes(date))
      throw badRequest(UNWATCHED_DATE_MESSAGE, [{ field: 'date', message: UNWATCHED_DATE_MESSAGE }]);
    await stopWeeklyDate(tx, { requestId: id, date, weekdays: row.weeklyDays });
  });
  return listedRequest(db, userId, id);
}

/**
 * Ends one of the caller's requests now (a weekly rule's "End the weekly watch"): inactive, its end moved to
 * now, so it reads as ended everywhere and a reactivation cannot bring it back without an edit.
 */
export async function endMonitoringRequest(options: OwnRequest & { now: Date }) {
  const { db, userId, id, now } = options;
  const ended = await db
    .update(monitoringRequests)
    .set({ isActive: false, expiresAt: sql`least(${monitoringRequests.expiresAt}, ${now}::timestamptz)` })
    .where(ownedBy(userId, [id]))
    .returning({ id: monitoringRequests.id });
  if (ended.length === 0) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return listedRequest(db, userId, id);
}

async function listedRequest(db: Db, userId: string, id: number) {
  const [request] = await selectMonitoringRequests(db, ownedBy(userId, [id]));
  if (!request) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return request;
}
