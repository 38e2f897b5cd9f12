import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { type OpenSlotRow, openTeeTimeOf } from '../../lib/open-slot-row';
import { timeSuitsRequestSql } from '../../lib/request-time-sql';
import { type RuleInstant, readRecentlySql } from '../../lib/slot-rules-sql';
import { pairSql } from '../../lib/split-party-sql';
import { type CurrentMatchScope, currentScopeSql } from './current-match-scope';

// Split a foursome (issue 38 item 4, decisions 0203 and 0204): two nearby times whose spots together hold
// a party of 3 or 4 are one alert, a request_alerts row keyed by the request and one time's opening with
// the other time's opening as its partner. The primary key (request, opening) keeps every guarantee the
// single alerts have: a pair is recorded once, claimed once, delivered once, across crashes and workers.
// An opening leads at most one pair per request: its nearest partner.

/** Both times of pair (a, b) may be alerted to request `r` now: `b` open, and each time passes every rule a single time must. */
function bothTimesSql(instant: RuleInstant): SQL {
  return sql`b.gone_at is null and ${timeSuitsRequestSql('a', instant)} and ${timeSuitsRequestSql('b', instant)}`;
}

/**
 * The opening path's pairs: each fresh opening `a` with an open time `b` of its sheet that completes the
 * party. The row is keyed by the fresh opening (a time that reopens is news again, even beside a partner
 * already alerted); when both times are fresh in this read, only the earlier keys the row. A time that
 * merely gained spots pairs only if it did not already pair with them.
 */
export async function matchOpeningPairs(options: {
  db: Executor;
  openings: { id: number; previousSpots: number }[];
  instant: RuleInstant;
}): Promise<number[]> {
  const { instant } = options;
  const ids = `{${options.openings.map((opening) => opening.id).join(',')}}`;
  const previous = Object.fromEntries(options.openings.map((opening) => [opening.id, opening.previousSpots]));
  const result = await options.db.execute(sql`
    insert into request_alerts (request_id, opening_id, partner_opening_id, created_at)
    select distinct on (r.id, a.id) r.id, a.id, latest.id, ${instant.now}
    from (
      select o.*, coalesce((${JSON.stringify(previous)}::jsonb ->> o.id::text)::int, 0) as previous_spots
      from slot_openings o where o.id = any(${ids}::bigint[])
    ) a
    join monitoring_request_courses mrc on mrc.course_id = a.course_id
    join monitoring_requests r on r.id = mrc.request_id
    join tee_time_slots b on b.course_id = a.course_id and b.date = a.date and b.id <> a.slot_id
    join lateral (
      select o.id from slot_openings o where o.slot_id = b.id order by o.id desc limit 1
    ) latest on true
    where r.is_active and r.expires_at > ${instant.now} and r.split_party_max_gap_minutes is not null
      and a.date = any(r.preferred_dates)
      and ${bothTimesSql(instant)}
      and ${pairSql({ alias: 'a' }, { alias: 'b' })}
      and not ${pairSql({ alias: 'a', spots: sql`a.previous_spots` }, { alias: 'b' })}
      and (latest.id <> all(${ids}::bigint[]) or a.time < b.time)
    order by r.id, a.id, abs(extract(epoch from (a.time::time - b.time::time))), b.time
    on conflict do nothing
    returning request_id
  `);
  return rowsOf<{ request_id: number }>(result).map((row) => Number(row.request_id));
}

/** Pairs (a, b) of request `r` open now, `a` the earlier: the current-slot paths' conditions, one place. */
export function currentPairSql(config: Config, instant: RuleInstant): SQL {
  return sql`r.split_party_max_gap_minutes is not null
      and a.gone_at is null and ${bothTimesSql(instant)}
      and ${pairSql({ alias: 'a' }, { alias: 'b' })}
      and ${readRecentlySql(config, instant, 'a')}`;
}

/**
 * The current-slot paths' pairs (what is open NOW, as matchCurrentSlots): the earlier time keys the row,
 * the later one is its partner; a pair of a request already alerted about either time's latest opening
 * (alone or in a pair) is skipped, so this never repeats what another path sent.
 * - `requests`: these requests, on every (course, date) of theirs read recently enough to trust;
 * - `pair`: one (course, date), for requests created after `createdAfter` (the catch-up after a read).
 */
export async function matchCurrentPairs(options: {
  db: Executor;
  config: Config;
  instant: RuleInstant;
  scope: CurrentMatchScope;
}): Promise<number[]> {
  const { instant, scope } = options;
  const result = await options.db.execute(sql`
    insert into request_alerts (request_id, opening_id, partner_opening_id, created_at)
    select distinct on (r.id, la.id) r.id, la.id, lb.id, ${instant.now}
    from monitoring_requests r
    join monitoring_request_courses mrc on mrc.request_id = r.id
    join tee_time_slots a on a.course_id = mrc.course_id and a.date = any(r.preferred_dates)
    join tee_time_slots b on b.course_id = a.course_id and b.date = a.date and b.time > a.time
    join lateral (select o.id from slot_openings o where o.slot_id = a.id order by o.id desc limit 1) la on true
    join lateral (select o.id from slot_openings o where o.slot_id = b.id order by o.id desc limit 1) lb on true
    where r.is_active and r.expires_at > ${instant.now}
      and ${currentScopeSql(scope, 'a')}
      and ${currentPairSql(options.config, instant)}
      and not exists (
        select 1 from request_alerts ra
        where ra.request_id = r.id
          and (ra.opening_id in (la.id, lb.id) or ra.partner_opening_id in (la.id, lb.id))
      )
    order by r.id, la.id, b.time
    on conflict do nothing
    returning request_id
  `);
  return rowsOf<{ request_id: number }>(result).map((row) => Number(row.request_id));
}

/** The pairs open now for request `requestId` (the create answer's "open now"), earlier time first. */
export async function listOpenPairsNow(options: {
  db: Executor;
  config: Config;
  requestId: number;
  instant: RuleInstant;
  limit: number;
}) {
  const pairColumns = (alias: string) => {
    const t = sql.raw(alias);
    return sql`json_build_object('course_id', ${t}.course_id, 'course_name', c.name, 'date', ${t}.date::text,
      'time', ${t}.time, 'holes', ${t}.holes, 'available_spots', ${t}.available_spots, 'price', ${t}.price,
      'booking_url', coalesce(${t}.booking_url, c.booking_url))`;
  };
  return rowsOf<{ first: OpenSlotRow; second: OpenSlotRow }>(
    await options.db.execute(sql`
      select ${pairColumns('a')} as first, ${pairColumns('b')} as second
      from monitoring_requests r
      join monitoring_request_courses mrc on mrc.request_id = r.id
      join golf_courses c on c.id = mrc.course_id
      join tee_time_slots a on a.course_id = mrc.course_id and a.date = any(r.preferred_dates)
      join tee_time_slots b on b.course_id = a.course_id and b.date = a.date and b.time > a.time
      where r.id = ${options.requestId} and ${currentPairSql(options.config, options.instant)}
      order by a.date, a.time, c.name, b.time
      limit ${options.limit}
    `),
  ).map((row) => ({ first: openTeeTimeOf(row.first), second: openTeeTimeOf(row.second) }));
}
