import { type SQL, sql } from 'drizzle-orm';
import { timeSuitsRequestSql } from './request-time-sql';
import { partyFits, type RuleInstant } from './slot-rules-sql';

// Split a foursome (issue 38 item 4, decisions 0203 and 0204) as SQL: when two tee times together hold a
// request's party. Every path that pairs times (the opening path, the current-slot paths, the delivery
// re-check, the still-open check on click) builds on these, so they all agree.

/** What the pair rule reads of a time: an alias of tee_time_slots or slot_openings (the same columns). */
export type PairTime = { alias: string; spots?: SQL };

function columns(time: PairTime) {
  const a = sql.raw(time.alias);
  return {
    spots: time.spots ?? sql`${a}.available_spots`,
    min: sql`${a}.min_players`,
    max: sql`${a}.max_players`,
    time: sql`${a}.time`,
  };
}

/** Minutes after midnight of an HH:MM column. */
function minutesOf(time: SQL): SQL {
  return sql`(split_part(${time}, ':', 1)::int * 60 + split_part(${time}, ':', 2)::int)`;
}

/**
 * The party of `players` splits over times `a` and `b`: some k of them fit `a` and the other
 * players − k fit `b`, each by the shared bookable rule (partyFits: the time's minimum, maximum and spots).
 */
export function splitFits(players: SQL, a: PairTime, b: PairTime): SQL {
  const first = columns(a);
  const second = columns(b);
  return sql`exists (select 1 from generate_series(1, ${players} - 1) k(players)
    where ${partyFits(sql`k.players`, first.spots, first.min, first.max)}
      and ${partyFits(sql`(${players} - k.players)`, second.spots, second.min, second.max)})`;
}

/**
 * Times `a` and `b` are a pair for request `r` (decision 0203): the request splits (a gap set, a party of 3
 * or 4), the two are different times of one course, date and round (holes) at most the gap apart, neither
 * alone holds the party (then that time is alerted alone, never as a pair) and together they do.
 * The caller adds what every match needs of each time (open, ahead, inside the hours, a watched date).
 */
export function pairSql(a: PairTime, b: PairTime): SQL {
  const first = columns(a);
  const second = columns(b);
  const x = sql.raw(a.alias);
  const y = sql.raw(b.alias);
  return sql`(r.split_party_max_gap_minutes is not null and r.number_of_players in (3, 4)
    and ${x}.course_id = ${y}.course_id and ${x}.date = ${y}.date and ${x}.holes = ${y}.holes
    and ${first.time} <> ${second.time}
    and abs(${minutesOf(first.time)} - ${minutesOf(second.time)}) <= r.split_party_max_gap_minutes
    and not ${partyFits(sql`r.number_of_players`, first.spots, first.min, first.max)}
    and not ${partyFits(sql`r.number_of_players`, second.spots, second.min, second.max)}
    and ${splitFits(sql`r.number_of_players`, a, b)})`;
}

/**
 * Slot `s` still pairs for request `r` with one of the slots `partnerSlotIds` (an SQL bigint[]): that time is
 * open, on a watched date, passes the rules a single time must (still ahead, before sunset, better than the
 * held time), and the two still make a pair (decision 0204: a pair goes out only
 * while both times are open and together hold the party, never when one alone does).
 */
export function pairedWithSql(partnerSlotIds: SQL, instant: RuleInstant): SQL {
  return sql`exists (select 1 from tee_time_slots p
    where p.id = any(${partnerSlotIds}) and p.id <> s.id and p.gone_at is null and p.date = any(r.preferred_dates)
      and ${timeSuitsRequestSql('p', instant, { hours: false })}
      and ${pairSql({ alias: 's' }, { alias: 'p' })})`;
}

/** The slot of an alert's partner opening (`ra.partner_opening_id`), as the array pairedWithSql takes. */
export function partnerSlotOf(partnerOpening: SQL): SQL {
  return sql`array(select po.slot_id from slot_openings po where po.id = ${partnerOpening})`;
}
