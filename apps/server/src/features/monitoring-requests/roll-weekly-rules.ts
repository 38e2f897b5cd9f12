import { BOOKING_WINDOW_DAYS, vancouverToday } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

/**
 * Expands standing weekly watches (decision 0350) into the dates they cover now: each rule's weekdays from
 * today (Vancouver) to the end of the longest booking window of its courses (at most BOOKING_WINDOW_DAYS)
 * or its end date, whichever is first, less the dates the golfer booked. The dates are written to
 * preferred_dates, which matching, the mirror's watched pairs, delivery and the dashboard already read, so
 * a rule is matched exactly as a dated request is. Idempotent: a rule whose dates did not change is not
 * written. `requestIds` limits it to those rules (a save); left out, every unexpired rule (the daily roll).
 */
export async function rollWeeklyRules(options: {
  db: Executor;
  now: Date;
  requestIds?: readonly number[];
}): Promise<{ rolled: number }> {
  const { db, now } = options;
  const today = vancouverToday(now);
  const only = options.requestIds
    ? sql`and r.id = any(${`{${options.requestIds.join(',')}}`}::int[])`
    : sql``;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with covered as (
        select r.id, coalesce(array(
          select d::date from generate_series(
            ${today}::date,
            least(r.weekly_ends_on, ${today}::date + coalesce((
              select least(max(c.booking_advance_days), ${BOOKING_WINDOW_DAYS})::int
              from monitoring_request_courses mrc join golf_courses c on c.id = mrc.course_id
              where mrc.request_id = r.id
            ), ${BOOKING_WINDOW_DAYS})),
            interval '1 day') as d
          where extract(dow from d)::smallint = any(r.weekly_days)
            and not (d::date = any(r.booked_dates))
          order by d
        ), '{}'::date[]) as dates
        from monitoring_requests r
        where r.weekly_days is not null and r.expires_at > ${now}::timestamptz ${only}
      )
      update monitoring_requests m set preferred_dates = covered.dates
      from covered
      where m.id = covered.id and m.preferred_dates is distinct from covered.dates
      returning m.id
    `),
  );
  return { rolled: rows.length };
}
