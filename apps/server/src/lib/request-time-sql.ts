import { type SQL, sql } from 'drizzle-orm';
import { withinGroupWindowsSql } from './group-windows-sql';
import { beatsHeldTimeSql } from './held-time-sql';
import { type RuleInstant, slotStillAhead, withinHours } from './slot-rules-sql';
import { finishesBeforeSunset } from './sunset-sql';

// What request `r` asks of a tee time besides room for its party, in one place: every path that matches
// a time (alone or as one of a pair) or re-checks it before sending applies the same rules, so a pair's
// second time is held to what a single time is (decision 0203).

/**
 * Time `t` (the alias of a tee_time_slots or slot_openings row) is one request `r` may be told of: still
 * ahead, finishing before sunset when the request asks it, better than the time the request holds when it
 * holds one, and (unless `hours` is false: the delivery re-check keeps what was matched) inside its hours
 * and, for a member of a group, inside every other member's window.
 */
export function timeSuitsRequestSql(t: string, instant: RuleInstant, options: { hours?: boolean } = {}): SQL {
  const slot = sql.raw(t);
  const rules = [
    slotStillAhead(sql`${slot}.date`, sql`${slot}.time`, instant),
    finishesBeforeSunset(
      sql`r.finish_before_sunset`,
      sql`${slot}.course_id`,
      sql`${slot}.date`,
      sql`${slot}.time`,
    ),
    beatsHeldTimeSql(sql`r`, sql`${slot}.course_id`, sql`${slot}.date`, sql`${slot}.time`),
  ];
  if (options.hours !== false) {
    rules.push(
      withinHours(sql`${slot}.time`, sql`r.start_hour`, sql`r.end_hour`),
      withinGroupWindowsSql(sql`${slot}.course_id`, sql`${slot}.date`, sql`${slot}.time`),
    );
  }
  return sql`(${sql.join(rules, sql` and `)})`;
}
