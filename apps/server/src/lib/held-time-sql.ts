import { type SQL, sql } from 'drizzle-orm';

// The upgrade watch's rule (issue 38 item 1, decision 0195) as SQL, so every path that decides "this slot
// matches this request" applies it the same way: the openings, the current-slot catch-ups, the create
// answer's "open now" and the delivery-time re-check.

/**
 * True when request `r` holds no time, or when the tee time (course, date, time) beats the one it holds:
 * on the held date, an earlier start ('earlier'), a later one ('later'), or a course ranked above the
 * held course ('course'). `r` is the monitoring_requests alias.
 */
export function beatsHeldTimeSql(r: SQL, courseId: SQL, date: SQL, time: SQL): SQL {
  return sql`(${r}.held_date is null or (${date} = ${r}.held_date and coalesce(case ${r}.held_better
    when 'earlier' then ${time} < ${r}.held_time
    when 'later' then ${time} > ${r}.held_time
    when 'course' then array_position(${r}.held_course_ranking, ${courseId})
      < array_position(${r}.held_course_ranking, ${r}.held_course_id)
    end, false)))`;
}

/**
 * The held time of request `r` as its alerts name it (HeldTimeNote: courseName, date, time, better), or
 * null when it holds none: one column, so every channel's claim reads it with the request.
 */
export function heldNoteSql(r: SQL): SQL {
  return sql`(select json_build_object('courseName', hc.name, 'date', ${r}.held_date::text,
      'time', ${r}.held_time, 'better', ${r}.held_better)
    from golf_courses hc where hc.id = ${r}.held_course_id and ${r}.held_date is not null)`;
}
