import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { NewOpening } from '../../lib/openings-matcher';
import { timeSuitsRequestSql } from '../../lib/request-time-sql';
import { partyFits, type RuleInstant, readRecentlySql, ruleInstant } from '../../lib/slot-rules-sql';
import { type CurrentMatchScope, currentScopeSql } from './current-match-scope';
import { matchCurrentPairs, matchOpeningPairs } from './match-pairs';

/** Above this many openings in one call, matching switches to the hash-join shape (see below). */
const MANY_OPENINGS = 100;

/**
 * Matches fresh openings to every request they satisfy, in ONE set-based statement: course in the
 * request's courses, date in its preferred dates, time in its hour window, party size fits, today's
 * 30-minute lead, request active and unexpired. Each (request, opening) becomes a pending alert; the
 * primary key makes a repeat a no-op. A slot that merely gained spots only alerts the requests it did
 * not already fit (a party of 2 told about 7:12 AM is not told again when a third spot frees up).
 * Returns the requests that got new alerts.
 */
export async function matchOpenings(options: {
  db: Executor;
  openings: NewOpening[];
  now: Date;
}): Promise<number[]> {
  if (options.openings.length === 0) return [];
  const instant = ruleInstant(options.now);
  // Two shapes of the same statement. A poll brings a handful of openings: walk from each to the
  // requests on its course (index on monitoring_request_courses.course_id). A burst of many openings
  // (a new booking day released, a backlog) would make that millions of index probes, so instead
  // expand every active request into its (course, date) pairs once and hash-join them to the openings.
  // Opening ids as an array (the planner sees how many) and the few non-zero previous spot counts as
  // a JSON object looked up per row; a JSON record set would be estimated at 100 rows and rescanned.
  const previous = Object.fromEntries(
    options.openings
      .filter((opening) => opening.previousSpots > 0)
      .map((opening) => [opening.id, opening.previousSpots]),
  );
  const openings = sql`(
      select o.*, coalesce((${JSON.stringify(previous)}::jsonb ->> o.id::text)::int, 0) as previous_spots
      from slot_openings o
      where o.id = any(${`{${options.openings.map((opening) => opening.id).join(',')}}`}::bigint[])
    ) o`;
  const candidates =
    options.openings.length <= MANY_OPENINGS
      ? sql`
    from ${openings}
    join monitoring_request_courses mrc on mrc.course_id = o.course_id
    join monitoring_requests r on r.id = mrc.request_id
    where r.is_active and r.expires_at > ${instant.now}
      and o.date = any(r.preferred_dates)`
      : sql`
    from (
      select r.id, r.start_hour, r.end_hour, r.number_of_players, mrc.course_id, d.date,
        r.finish_before_sunset, r.group_id,
        r.held_course_id, r.held_date, r.held_time, r.held_better, r.held_course_ranking
      from monitoring_requests r
      join monitoring_request_courses mrc on mrc.request_id = r.id
      cross join lateral unnest(r.preferred_dates) as d(date)
      where r.is_active and r.expires_at > ${instant.now} and d.date >= ${instant.today}::date
    ) r
    join ${openings} on o.course_id = r.course_id and o.date = r.date
    where true`;
  const result = await options.db.execute(sql`
    insert into request_alerts (request_id, opening_id, created_at)
    select r.id, o.id, ${instant.now}
    ${candidates}
      and ${timeSuitsRequestSql('o', instant)}
      and ${partyFits(sql`r.number_of_players`, sql`o.available_spots`, sql`o.min_players`, sql`o.max_players`)}
      and not ${partyFits(sql`r.number_of_players`, sql`o.previous_spots`, sql`o.min_players`, sql`o.max_players`)}
    on conflict do nothing
    returning request_id
  `);
  const paired = await matchOpeningPairs({ db: options.db, openings: options.openings, instant });
  return distinctIds([
    ...rowsOf<{ request_id: number }>(result).map((row) => Number(row.request_id)),
    ...paired,
  ]);
}

/**
 * The conditions under which slot `s` (tee_time_slots) matches request `r` right now: open, bookable by
 * the request's party, inside its hours and still ahead, on a pair read recently enough to trust
 * (within twice its cadence: a pair due for a read is still trusted until the read comes). Both the
 * create-time match and the "open now" list of the create answer use it, so they always agree.
 */
export function currentMatchSql(config: Config, instant: RuleInstant): SQL {
  return sql`${slotSuitsRequestSql(instant)} and ${readRecentlySql(config, instant, 's')}`;
}

/** Slot `s` is open, bookable by request `r`'s party and inside its hours, still ahead. */
function slotSuitsRequestSql(instant: RuleInstant): SQL {
  return sql`s.gone_at is null and s.available_spots > 0
    and ${timeSuitsRequestSql('s', instant)}
    and ${partyFits(sql`r.number_of_players`, sql`s.available_spots`, sql`s.min_players`, sql`s.max_players`)}`;
}

/**
 * Matches what is open NOW (not what just changed) to requests that have not been told about it.
 * Each alert points at the slot's latest opening. `scope` picks the requests and pairs:
 * - `requests`: these requests (just created, or just reactivated), on every pair of theirs read
 *   recently (see currentMatchSql); a slot is skipped only if the request was already alerted about
 *   its latest opening, so a time that reopened while a request was paused is caught up on
 *   reactivation. Pairs not read recently are caught up by the read the plan runs at once.
 * - `pair`: one (course, date), for requests created after `createdAfter` (the catch-up after a read);
 *   a request alerted about any opening of the slot is skipped, so this never repeats what the
 *   opening path or the create-time match sent.
 */
export async function matchCurrentSlots(options: {
  db: Executor;
  config: Config;
  now: Date;
  scope: CurrentMatchScope;
}): Promise<number[]> {
  const instant: RuleInstant = ruleInstant(options.now);
  const { scope } = options;
  if ('requestIds' in scope && scope.requestIds.length === 0) return [];
  const matches =
    'requestIds' in scope
      ? sql`${currentMatchSql(options.config, instant)}
          and not exists (select 1 from request_alerts ra where ra.request_id = r.id and ra.opening_id = latest.id)`
      : sql`${slotSuitsRequestSql(instant)}
          and not exists (
            select 1 from request_alerts ra join slot_openings o2 on o2.id = ra.opening_id
            where ra.request_id = r.id and o2.slot_id = s.id
          )`;
  const result = await options.db.execute(sql`
    insert into request_alerts (request_id, opening_id, created_at)
    select r.id, latest.id, ${instant.now}
    from monitoring_requests r
    join monitoring_request_courses mrc on mrc.request_id = r.id
    join tee_time_slots s on s.course_id = mrc.course_id and s.date = any(r.preferred_dates)
    join lateral (
      select o.id from slot_openings o where o.slot_id = s.id order by o.id desc limit 1
    ) latest on true
    where r.is_active and r.expires_at > ${instant.now}
      and ${currentScopeSql(scope, 's')}
      and ${matches}
    on conflict do nothing
    returning request_id
  `);
  const paired = await matchCurrentPairs({ db: options.db, config: options.config, instant, scope });
  return distinctIds([
    ...rowsOf<{ request_id: number }>(result).map((row) => Number(row.request_id)),
    ...paired,
  ]);
}

function distinctIds(ids: number[]): number[] {
  return [...new Set(ids)];
}
