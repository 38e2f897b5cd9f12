import { isCadenceBehind, MAX_CADENCE_SECONDS, type ReadCadence, vancouverToday } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

// How often each request's courses are read now (issue 50, item 3; decision 0305), from the mirror's own
// bookkeeping: per watched (course, date) pair, the longer of the interval between its last two good
// reads and the time since its last one (a pair overdue now is read no more often than that). A request
// is read as often as its slowest pair: an opening there waits that long to be seen.

type CadenceRow = {
  request_id: number;
  course_id: number;
  course_name: string;
  every_seconds: number | string;
  is_failing: boolean;
};

/**
 * The read cadence of each of these requests that is watching at `now` (active, not expired, a date
 * today or later not booked); a watching request none of whose pairs was read yet has every_seconds null.
 */
export async function selectReadCadences(options: {
  db: Db;
  requestIds: number[];
  now: Date;
  targetSeconds: number;
}): Promise<Map<number, ReadCadence>> {
  const { db, requestIds, now, targetSeconds } = options;
  const cadences = new Map<number, ReadCadence>();
  if (requestIds.length === 0) return cadences;
  const watching = rowsOf<{ id: number }>(
    await db.execute(sql`
      select r.id from monitoring_requests r
      where r.id = any(${`{${requestIds.join(',')}}`}::int[]) and r.is_active and r.expires_at > ${now}::timestamptz
        and exists (select 1 from unnest(r.preferred_dates) d
          where d >= ${vancouverToday(now)}::date and not d = any(r.booked_dates))
    `),
  );
  const target = Math.min(MAX_CADENCE_SECONDS, Math.max(1, Math.round(targetSeconds)));
  for (const { id } of watching) {
    cadences.set(id, { every_seconds: null, target_seconds: target, slowest_course: null, reason: null });
  }
  if (watching.length === 0) return cadences;
  // Slowest pair first per request (distinct on), course name breaking ties so the answer is stable.
  const rows = rowsOf<CadenceRow>(
    await db.execute(sql`
      select distinct on (r.id) r.id as request_id, c.id as course_id, c.name as course_name,
        greatest(
          coalesce(extract(epoch from p.last_success_at - p.previous_success_at), 0),
          extract(epoch from ${now}::timestamptz - p.last_success_at)
        ) as every_seconds,
        (p.last_error_at is not null and p.last_error_at > p.last_success_at) as is_failing
      from monitoring_requests r
      join monitoring_request_courses mrc on mrc.request_id = r.id
      join golf_courses c on c.id = mrc.course_id
      join course_polls p on p.course_id = mrc.course_id and p.date = any(r.preferred_dates)
      where r.id = any(${`{${watching.map((row) => row.id).join(',')}}`}::int[])
        and p.date >= ${vancouverToday(now)}::date and not p.date = any(r.booked_dates)
        and p.last_success_at is not null
      order by r.id, every_seconds desc, c.name, c.id
    `),
  );
  for (const row of rows) {
    const every = Math.min(MAX_CADENCE_SECONDS, Math.max(0, Math.round(Number(row.every_seconds))));
    const cadence: ReadCadence = {
      every_seconds: every,
      target_seconds: target,
      slowest_course: { id: row.course_id, name: row.course_name },
      reason: null,
    };
    if (isCadenceBehind(cadence)) cadence.reason = row.is_failing ? 'not_answering' : 'busy';
    cadences.set(row.request_id, cadence);
  }
  return cadences;
}
