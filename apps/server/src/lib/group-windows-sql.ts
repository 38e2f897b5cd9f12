import { type SQL, sql } from 'drizzle-orm';
import { withinHours } from './slot-rules-sql';

// Wait as a group (issue 38 item 5, decision 0210) as SQL: a time is alerted to a member of a group only
// when it suits every other request of the group too (its course, one of its dates, inside its hours), so
// each member's alert names a time the whole group can play. Paused members still count: they are still
// in the party. Each member's own request supplies its own rules (hours, sunset, held time, party).

/** True when request `r` waits alone, or the tee time (course, date, time) is inside every other member's window. */
export function withinGroupWindowsSql(courseId: SQL, date: SQL, time: SQL): SQL {
  return sql`(r.group_id is null or not exists (
    select 1 from monitoring_requests gm
    where gm.group_id = r.group_id and gm.id <> r.id
      and not (${date} = any(gm.preferred_dates)
        and ${withinHours(time, sql`gm.start_hour`, sql`gm.end_hour`)}
        and exists (
          select 1 from monitoring_request_courses gmc where gmc.request_id = gm.id and gmc.course_id = ${courseId}
        ))
  ))`;
}
