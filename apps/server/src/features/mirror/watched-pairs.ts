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

/** Who watches one (course, date) pair: what the planner ranks by and narrows a read to. */
export type PairWatch = {
  /** Active waitlist requests watching it (0 when only a search does). */
  requests: number;
  /**
   * The latest end hour of those requests' windows: a read that has seen every time before it answers
   * them all. Null when a search watches it (a golfer sees the whole day).
   */
  untilHour: number | null;
};

/** Every watched pair from today on, by `${courseId}|${date}`, with who watches it. */
export async function listWatchedPairs(db: Db, now: Date): Promise<Map<string, PairWatch>> {
  const today = vancouverToday(now);
  const rows = rowsOf<{ course_id: number; date: string; requests: number; until_hour: number | null }>(
    await db.execute(sql`
      select course_id, date, sum(requests)::int as requests,
        case when bool_or(searched) then null else max(until_hour) end as until_hour
      from (
        select mrc.course_id, d.date::text as date, count(distinct r.id)::int as requests,
          max(r.end_hour)::int as until_hour, false as searched
        from monitoring_requests r
        join monitoring_request_courses mrc on mrc.request_id = r.id
        cross join lateral unnest(r.preferred_dates) as d(date)
        where r.is_active and r.expires_at > ${now}::timestamptz and d.date >= ${today}::date
        group by mrc.course_id, d.date
        union all
        select course_id, date::text as date, 0, null, true
        from course_polls
        where date >= ${today}::date
          and last_searched_at > ${now}::timestamptz - make_interval(mins => ${SEARCH_WATCH_MINUTES})
      ) as watches
      group by course_id, date
    `),
  );
  return new Map(
    rows.map((row) => [
      `${row.course_id}|${row.date}`,
      {
        requests: Number(row.requests),
        untilHour: row.until_hour === null ? null : Number(row.until_hour),
      },
    ]),
  );
}

/**
 * Per watched pair with an end hour, the open slots the mirror holds before it: what a read narrowed
 * to the watched hours pages through (decision 0300).
 */
export async function openSlotsBefore(db: Db, watched: Map<string, PairWatch>): Promise<Map<string, number>> {
  const narrowable = [...watched].filter(([, watch]) => watch.untilHour !== null);
  if (narrowable.length === 0) return new Map();
  const keys = narrowable.map(([key]) => key.split('|'));
  const rows = rowsOf<{ course_id: number; date: string; open_slots: number }>(
    await db.execute(sql`
      select u.course_id, u.date::text as date, count(s.id)::int as open_slots
      from unnest(${`{${keys.map(([id]) => id).join(',')}}`}::int[],
        ${`{${keys.map(([, date]) => date).join(',')}}`}::date[],
        ${`{${narrowable.map(([, watch]) => watch.untilHour).join(',')}}`}::int[]) as u(course_id, date, until_hour)
      left join tee_time_slots s on s.course_id = u.course_id and s.date = u.date and s.gone_at is null
        and s.time < lpad(u.until_hour::text, 2, '0') || ':00'
      group by u.course_id, u.date
    `),
  );
  return new Map(rows.map((row) => [`${row.course_id}|${row.date}`, Number(row.open_slots)]));
}

/** Keys `${courseId}|${date}` of every watched pair from today on. */
export async function listWatchedPairKeys(db: Db, now: Date): Promise<Set<string>> {
  return new Set((await listWatchedPairs(db, now)).keys());
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
