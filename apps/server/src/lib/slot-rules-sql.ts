import { MAX_PLAYERS, MIN_LEAD_MINUTES, vancouverMinutesNow, vancouverToday } from '@teewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../config';

// The golfer-side display rules (party size, hour window, today's lead) written once as SQL, so every
// set-based match (new openings, a new request, a catch-up) applies exactly the same rules.

/**
 * `isSlotBookableFor` (packages/shared/src/tee-times.ts) as SQL, so set-based matching applies the very
 * same rule: a party of N when min ≤ N ≤ min(max, spots, 4); "any" (0) when the open seats reach the
 * slot's minimum. alert-rules.test.ts checks the two agree on every small case.
 */
export function partyFits(players: SQL, spots: SQL, minPlayers: SQL, maxPlayers: SQL): SQL {
  return sql`(${minPlayers} <= (case when ${players} = 0 then greatest(${minPlayers}, 1) else ${players} end)
    and (case when ${players} = 0 then greatest(${minPlayers}, 1) else ${players} end) <= least(${maxPlayers}, ${spots}, ${MAX_PLAYERS}))`;
}

/** "HH:00" for an hour 0..24; zero-padded HH:MM strings compare in time order. */
export function hourText(hour: SQL): SQL {
  return sql`(lpad((${hour})::text, 2, '0') || ':00')`;
}

/**
 * One instant as the rules need it (now, Vancouver's date, today's earliest slot time), worked out once
 * per query from a `now: Date` read from the clock, so a test clock drives them. Not a clock: a value.
 */
export type RuleInstant = { now: Date; today: string; earliestTimeToday: string };

export function ruleInstant(now: Date): RuleInstant {
  const minutes = vancouverMinutesNow(now) + MIN_LEAD_MINUTES;
  const earliestTimeToday =
    minutes >= 24 * 60
      ? '24:00'
      : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { now, today: vancouverToday(now), earliestTimeToday };
}

/** The slot (date, time) is still ahead: a later date, or today at least the lead time from now. */
export function slotStillAhead(date: SQL, time: SQL, instant: RuleInstant): SQL {
  return sql`(${date} > ${instant.today}::date or (${date} = ${instant.today}::date and ${time} >= ${instant.earliestTimeToday}))`;
}

/** A request slot window: start hour inclusive, end hour exclusive. */
export function withinHours(time: SQL, startHour: SQL, endHour: SQL): SQL {
  return sql`(${time} >= ${hourText(startHour)} and ${time} < ${hourText(endHour)})`;
}

/** The same cadence as SQL over a date column, for set-based "is this pair due / fresh" checks. */
export function cadenceSql(config: Config, date: SQL, today: string): SQL {
  const { near, mid, far } = config.alerts.pollIntervalSeconds;
  return sql`(case when ${date} - ${today}::date <= 2 then ${near}::float8 when ${date} - ${today}::date <= 7 then ${mid}::float8 else ${far}::float8 end)`;
}

/**
 * The (course, date) of slot `alias` was read recently enough to trust its times: within twice its
 * cadence, so a pair due for a read is still trusted until the read comes. The current-slot matches
 * (single times and split-party pairs) share it so they trust the same reads.
 */
export function readRecentlySql(config: Config, instant: RuleInstant, alias: string): SQL {
  const slot = sql.raw(alias);
  return sql`exists (
      select 1 from course_polls p
      where p.course_id = ${slot}.course_id and p.date = ${slot}.date and p.last_success_at is not null
        and p.last_success_at > ${instant.now}::timestamptz - make_interval(secs => 2 * ${cadenceSql(config, sql`${slot}.date`, instant.today)})
    )`;
}
