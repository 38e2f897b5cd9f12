import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { cadenceSql, ruleClock } from '../../lib/slot-rules-sql';

export type WatchedPair = { courseId: number; date: string };

/**
 * The distinct (course, date) pairs that active, unexpired requests watch — dates from today
 * (Vancouver) to each course's booking window — with `isDue` when the pair's cadence has elapsed since
 * it was last polled (or it never was). However many requests watch a pair, it appears once.
 */
export async function listWatchedPairs(options: {
  db: Db;
  config: Config;
  now: Date;
  only?: WatchedPair;
}): Promise<(WatchedPair & { isDue: boolean; cadenceSeconds: number })[]> {
  const { today, now } = ruleClock(options.now);
  const only = options.only
    ? sql`and mrc.course_id = ${options.only.courseId} and d.date = ${options.only.date}::date`
    : sql``;
  const result = await options.db.execute(sql`
    with watched as (
      select distinct mrc.course_id, d.date
      from monitoring_requests r
      join monitoring_request_courses mrc on mrc.request_id = r.id
      join golf_courses c on c.id = mrc.course_id and c.is_active and c.deleted_at is null
      cross join lateral unnest(r.preferred_dates) as d(date)
      where r.is_active and r.expires_at > ${now}
        and d.date >= ${today}::date
        and d.date <= ${today}::date + c.booking_advance_days
        ${only}
    )
    select w.course_id, w.date::text as date,
      ${cadenceSql(options.config, sql`w.date`, today)} as cadence_seconds,
      (p.last_polled_at is null
        or p.last_polled_at <= ${now}::timestamptz - make_interval(secs => ${cadenceSql(options.config, sql`w.date`, today)})) as is_due
    from watched w
    left join course_polls p on p.course_id = w.course_id and p.date = w.date
    order by w.date, w.course_id
  `);
  return rowsOf<{ course_id: number; date: string; cadence_seconds: number; is_due: boolean }>(result).map(
    (row) => ({
      courseId: Number(row.course_id),
      date: String(row.date),
      cadenceSeconds: Number(row.cadence_seconds),
      isDue: Boolean(row.is_due),
    }),
  );
}

/** The pairs to poll now. */
export async function planPolls(options: { db: Db; config: Config; now: Date }): Promise<WatchedPair[]> {
  const pairs = await listWatchedPairs(options);
  return pairs.filter((pair) => pair.isDue).map(({ courseId, date }) => ({ courseId, date }));
}
