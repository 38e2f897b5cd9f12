import {
  addDaysToIsoDate,
  type CourseLiveFacts,
  type CourseSheetStatus,
  type JustOpened,
  MIN_LEAD_MINUTES,
  type MirrorTime,
  vancouverMinutesNow,
  vancouverToday,
} from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { cadenceSeconds } from '../mirror';

// What the mirror holds now (issue 15 "live facts", issue 16 "live home strip"): open times a golfer can
// still book, each named with its date, and how fresh the reading is. Never "no tee times" when unread.

/** Live facts and the strip look this many days ahead (today included). */
export const LIVE_DAYS_AHEAD = 7;
/** "Just opened" means within this many hours. */
export const JUST_OPENED_HOURS = 24;

type TimeRow = {
  course_id: number;
  course_name: string;
  date: string | Date;
  time: string;
  holes: number;
  available_spots: number;
  price: number | null;
  opened_at: string | Date | null;
};

const isoDate = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

function toMirrorTime(row: TimeRow): MirrorTime {
  return {
    courseId: row.course_id,
    courseName: row.course_name,
    date: isoDate(row.date),
    time: row.time,
    holes: Number(row.holes),
    availableSpots: Number(row.available_spots),
    price: row.price === null ? null : Number(row.price),
    openedAt: row.opened_at ? new Date(row.opened_at).toISOString() : null,
  };
}

/** The earliest time of `today` still bookable now (the 30-minute lead), as HH:MM. */
function earliestToday(now: Date): string {
  const minutes = Math.min(vancouverMinutesNow(now) + MIN_LEAD_MINUTES, 24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A course's next open times on the mirror (up to `limit`) and how fresh its reading is. */
export async function courseLiveFacts(options: {
  db: Db;
  config: Config;
  now: Date;
  courseId: number;
  limit?: number;
}): Promise<CourseLiveFacts> {
  const { db, now, courseId } = options;
  const today = vancouverToday(now);
  const last = addDaysToIsoDate(today, LIVE_DAYS_AHEAD - 1);
  const times = rowsOf<TimeRow>(
    await db.execute(sql`
      select s.course_id, c.name as course_name, s.date::text as date, s.time, s.holes, s.available_spots,
             s.price, null as opened_at
      from tee_time_slots s join golf_courses c on c.id = s.course_id
      where s.course_id = ${courseId} and s.gone_at is null and s.available_spots > 0
        and s.date between ${today}::date and ${last}::date
        and (s.date > ${today}::date or s.time >= ${earliestToday(now)})
      order by s.date, s.time, s.holes
      limit ${options.limit ?? 3}
    `),
  ).map(toMirrorTime);
  const [poll] = rowsOf<{ checked_at: string | Date | null; failing: boolean }>(
    await db.execute(sql`
      select max(last_success_at) as checked_at,
             coalesce(bool_or(last_error_at is not null and (last_success_at is null or last_error_at > last_success_at)
               and date <= ${addDaysToIsoDate(today, 2)}::date), false) as failing
      from course_polls where course_id = ${courseId} and date >= ${today}::date
    `),
  );
  const checkedAt = poll?.checked_at ? new Date(poll.checked_at) : null;
  let status: CourseSheetStatus = 'unknown';
  if (poll?.failing) status = 'failing';
  else if (checkedAt) {
    // As searches judge it: older than twice the near cadence is stale.
    const staleMs = 2 * cadenceSeconds(options.config, 'near') * 1000;
    status = now.getTime() - checkedAt.getTime() > staleMs ? 'stale' : 'fresh';
  }
  return {
    courseId,
    generatedAt: now.toISOString(),
    checkedAt: checkedAt?.toISOString() ?? null,
    status,
    nextTimes: times,
  };
}

/**
 * Times that reopened in the last 24 hours and are still free, in the next 7 days, newest first, one per
 * slot: the home page's "Just opened". A pair's first look is no reopening, so a newly released date does
 * not flood the strip.
 */
export async function justOpened(options: { db: Db; now: Date; limit?: number }): Promise<JustOpened> {
  const { db, now } = options;
  const today = vancouverToday(now);
  const last = addDaysToIsoDate(today, LIVE_DAYS_AHEAD - 1);
  const since = new Date(now.getTime() - JUST_OPENED_HOURS * 60 * 60_000);
  const rows = rowsOf<TimeRow>(
    await db.execute(sql`
      select distinct on (o.slot_id) s.course_id, c.name as course_name, s.date::text as date, s.time, s.holes,
             s.available_spots, s.price, o.opened_at
      from slot_openings o
        join tee_time_slots s on s.id = o.slot_id
        join golf_courses c on c.id = s.course_id
      where o.opened_at > ${since}::timestamptz and o.opened_at <= ${now}::timestamptz
        and not o.first_observation and o.closed_at is null
        and s.gone_at is null and s.available_spots > 0
        and c.deleted_at is null and c.is_active
        and s.date between ${today}::date and ${last}::date
        and (s.date > ${today}::date or s.time >= ${earliestToday(now)})
      order by o.slot_id, o.opened_at desc
    `),
  );
  const times = rows
    .map(toMirrorTime)
    .sort((a, b) => (b.openedAt ?? '').localeCompare(a.openedAt ?? '') || a.date.localeCompare(b.date))
    .slice(0, options.limit ?? 6);
  return { generatedAt: now.toISOString(), times };
}
