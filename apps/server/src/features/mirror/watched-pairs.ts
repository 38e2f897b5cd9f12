import { vancouverToday } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

// Which (course, date) pairs someone watches now, so the mirror reads them on the watched tier
// (docs/decisions/0110-demand-driven-tiers.md): what an active request watches, and what a golfer
// searched in the last SEARCH_WATCH_MINUTES. Both live in the database, so an API-only process's
// searches steer the worker's plan.

/** For this long after a golfer searched a (course, date), it is read as a watched pair. */
export const SEARCH_WATCH_MINUTES = 10;

/** Keys `${courseId}|${date}` of every watched pair from today on. */
export async function listWatchedPairKeys(db: Db, now: Date): Promise<Set<string>> {
  const today = vancouverToday(now);
  const rows = rowsOf<{ course_id: number; date: string }>(
    await db.execute(sql`
      select distinct mrc.course_id, d.date::text as date
      from monitoring_requests r
      join monitoring_request_courses mrc on mrc.request_id = r.id
      cross join lateral unnest(r.preferred_dates) as d(date)
      where r.is_active and r.expires_at > ${now}::timestamptz and d.date >= ${today}::date
      union
      select course_id, date::text as date
      from course_polls
      where date >= ${today}::date
        and last_searched_at > ${now}::timestamptz - make_interval(mins => ${SEARCH_WATCH_MINUTES})
    `),
  );
  return new Set(rows.map((row) => `${row.course_id}|${row.date}`));
}

/**
 * Notes that a golfer searched these courses on this date: one upsert for the whole search. A pair
 * searched again within a minute is not written again, so a busy date costs a write a minute at most.
 */
export async function recordSearchedPairs(options: {
  db: Db;
  courseIds: number[];
  date: string;
  now: Date;
}): Promise<void> {
  const { db, courseIds, date, now } = options;
  if (courseIds.length === 0) return;
  await db.execute(sql`
    insert into course_polls (course_id, date, last_searched_at)
    select u.course_id, ${date}::date, ${now}::timestamptz
    from unnest(${`{${courseIds.join(',')}}`}::int[]) as u(course_id)
    on conflict (course_id, date) do update set last_searched_at = excluded.last_searched_at
      where course_polls.last_searched_at is null
        or course_polls.last_searched_at < excluded.last_searched_at - interval '1 minute'
  `);
}
