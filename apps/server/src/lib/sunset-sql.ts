import { type SQL, sql } from 'drizzle-orm';

// "Finish before dark" (issue 38, decision 0199) as SQL, so every set-based path that decides "this slot
// matches this request" applies it: a request with finish_before_sunset matches a time only when the
// round, started at the time and played at the request's pace, ends by sunset at the course that day
// (course_sunsets, written by each mirror read before it matches). `finishesAfterSunset`
// (packages/shared/src/finish-before-sunset.ts) is the same rule in TypeScript; sunset-sql.test.ts checks
// they agree. A pair with no sunset row yet (a sheet stored before this rule shipped) matches no such
// request until its next read writes one.

/** `time` (HH:MM text) as minutes after midnight. */
function minutesOf(time: SQL): SQL {
  return sql`(split_part(${time}, ':', 1)::int * 60 + split_part(${time}, ':', 2)::int)`;
}

/**
 * A request whose rule is `rule` (its finish_before_sunset column, e.g. sql`r.finish_before_sunset`) may
 * be told of the time `time` on `date` at `courseId`: it has no sunset rule, or the round ends by sunset.
 */
export function finishesBeforeSunset(rule: SQL, courseId: SQL, date: SQL, time: SQL): SQL {
  return sql`(${rule} is null or exists (
    select 1 from course_sunsets cs
    where cs.course_id = ${courseId} and cs.date = ${date}
      and ${minutesOf(time)} + (${rule} ->> 'paceMinutes')::int <= cs.sunset_minutes
  ))`;
}
