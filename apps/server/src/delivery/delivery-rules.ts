import { TZDate } from '@date-fns/tz';
import {
  addDaysToIsoDate,
  type DeliveryRules,
  minutesOfDay,
  TIME_ZONE,
  vancouverMinutesNow,
} from '@teewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';
import type { AlertHold } from '../email/alert-email-words';
import type { RuleInstant } from '../lib/slot-rules-sql';
import { effectiveDeliveryRulesSql } from './delivery-rules-sql';

/**
 * The golfer's delivery rules as ONE SQL condition on the monitoring_requests alias `r` (decision 0133):
 * true when an alert of this request may go out now. Every channel of the delivery engine applies it
 * where it lists and claims (the email to its request, the push to each request of the device), so a
 * held alert is held everywhere.
 * - quiet hours: not between start (inclusive) and end (exclusive), Vancouver wall clock; an end before
 *   the start crosses midnight;
 * - mute until D: not before D starts (00:00 Vancouver);
 * - daily cap N: fewer than N alerts on this channel to the golfer (every request of theirs) since 00:00
 *   today in Vancouver, sent or being sent: `counted` picks the channel's notifications `dn` (emails by
 *   default; the push path counts its device's pushes), so a request on email and push gets at most N
 *   of each rather than N between them. The request's own claim in flight does not count against
 *   itself, so an interrupted send can be resumed at the cap.
 * Held alerts stay pending (nothing is dropped): once the condition is true again they go out in one
 * email listing what is still bookable.
 */
export function deliveryRulesAllowNow(
  instant: RuleInstant,
  // A group's "has ended" note is no alert (decision 0263): it takes no alert's place under the cap.
  counted: SQL = sql`dn.notification_method = 'email' and dn.kind is distinct from 'group-booked'`,
): SQL {
  const nowText = clockText(vancouverMinutesNow(instant.now));
  const dayStart = vancouverDayStart(instant.today);
  return sql`exists (
    select 1 from (select ${effectiveDeliveryRulesSql(sql.raw('r'))} as rules) dr
    where not coalesce(case
        when (dr.rules->'quietHours'->>'start') < (dr.rules->'quietHours'->>'end')
          then ${nowText} >= (dr.rules->'quietHours'->>'start') and ${nowText} < (dr.rules->'quietHours'->>'end')
        else ${nowText} >= (dr.rules->'quietHours'->>'start') or ${nowText} < (dr.rules->'quietHours'->>'end')
      end, false)
      and coalesce((dr.rules->>'muteUntil')::date <= ${instant.today}::date, true)
      and (dr.rules->>'dailyCap' is null or (
        select count(*) from notifications dn
        join monitoring_requests dreq on dreq.id = dn.request_id
        where dreq.user_id = r.user_id and ${counted}
          and (dn.is_successful or (dn.error_message is null and dn.request_id <> r.id))
          and dn.notification_sent_at >= ${dayStart}
      ) < (dr.rules->>'dailyCap')::int)
  )`;
}

/** Advisory-lock namespace of "claims for one golfer" (the second key is the user id's hash). */
const GOLFER_LOCK_SPACE = 120_002;

/**
 * Inside a claim's transaction, before it adds a claim for request `requestId`: waits for any other
 * transaction claiming for the same golfer (their daily cap counts all their requests) and checks the
 * rules again, now seeing those claims. Concurrent claims cannot then pass the cap together.
 * `counted`: the channel's notifications `dn`, as in `deliveryRulesAllowNow` (emails by default).
 */
export async function claimDeliveryRulesAllowance(
  tx: Executor,
  requestId: number,
  instant: RuleInstant,
  counted?: SQL,
): Promise<boolean> {
  const [row] = rowsOf<{ allowed: boolean }>(
    await tx.execute(sql`
      select pg_advisory_xact_lock(${GOLFER_LOCK_SPACE}::int, hashtext(r.user_id)) is not null
        and ${deliveryRulesAllowNow(instant, counted)} as allowed
      from monitoring_requests r where r.id = ${requestId}
    `),
  );
  return Boolean(row?.allowed);
}

/** Why a claim's alerts were held, for the email's words: the quiet hours or the mute just over. */
export type HeldBy = AlertHold;

/**
 * Whether the email about to be claimed is the digest after a hold: some of its matches were found
 * (`matchedAt`, the earliest) inside the quiet hours that ended last, or before a mute's date began.
 */
export function heldByRules(
  rules: DeliveryRules | null,
  earliestMatch: Date,
  instant: RuleInstant,
): HeldBy | null {
  if (!rules) return null;
  if (
    rules.muteUntil &&
    rules.muteUntil <= instant.today &&
    earliestMatch < vancouverDayStart(rules.muteUntil)
  )
    return 'mute';
  if (rules.quietHours) {
    const { start, end } = lastQuietHours(rules.quietHours, instant);
    if (earliestMatch >= start && earliestMatch < end) return 'quiet-hours';
  }
  return null;
}

/** The most recent quiet hours that ended at or before now, as instants. */
function lastQuietHours(
  hours: { start: string; end: string },
  instant: RuleInstant,
): { start: Date; end: Date } {
  const endMinutes = minutesOfDay(hours.end);
  const startMinutes = minutesOfDay(hours.start);
  const endDay =
    vancouverMinutesNow(instant.now) >= endMinutes ? instant.today : addDaysToIsoDate(instant.today, -1);
  const startDay = startMinutes < endMinutes ? endDay : addDaysToIsoDate(endDay, -1);
  return { start: vancouverInstant(startDay, startMinutes), end: vancouverInstant(endDay, endMinutes) };
}

/** 00:00 of a Vancouver date, as an instant. */
export function vancouverDayStart(isoDate: string): Date {
  return vancouverInstant(isoDate, 0);
}

function vancouverInstant(isoDate: string, minutes: number): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, 0, TIME_ZONE).getTime());
}

function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
