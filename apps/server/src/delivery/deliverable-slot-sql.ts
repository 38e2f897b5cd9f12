import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { timeSuitsRequestSql } from '../lib/request-time-sql';
import { partyFits, type RuleInstant } from '../lib/slot-rules-sql';
import { pairedWithSql, partnerSlotOf } from '../lib/split-party-sql';

/**
 * Slot `s` can still be sent to request `r`: open, bookable by its party (the shared rule), and passing the
 * request's time rules (still ahead, before sunset when asked, better than the held time).
 * A slot that closed or no longer fits is never sent on any channel (no phantom alerts after an outage
 * or a crash). `partnerOpening` (an alert's `ra.partner_opening_id`): a pair alert's slot is sent only
 * while its partner is open and the two still pair (decision 0204); a single one, as before.
 */
export function deliverableSlotSql(instant: RuleInstant, partnerOpening?: SQL): SQL {
  const alone = partyFits(
    sql`r.number_of_players`,
    sql`s.available_spots`,
    sql`s.min_players`,
    sql`s.max_players`,
  );
  const fits = partnerOpening
    ? sql`(case when ${partnerOpening} is null then ${alone} else ${pairedWithSql(partnerSlotOf(partnerOpening), instant)} end)`
    : alone;
  // A date the golfer booked (or edited away) left preferred_dates: its pending alerts are never sent.
  return sql`s.gone_at is null and s.date = any(r.preferred_dates)
    and ${fits}
    and ${timeSuitsRequestSql('s', instant, { hours: false })}`;
}

/** Which of `slotIds` request `requestId` can still be sent now (a resumed claim's check). */
export async function stillDeliverableSlotIds(
  db: Executor,
  requestId: number,
  slotIds: number[],
  instant: RuleInstant,
): Promise<Set<number>> {
  const named = sql`${`{${slotIds.join(',')}}`}::bigint[]`;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select s.id from tee_time_slots s join monitoring_requests r on r.id = ${requestId}
      where s.id = any(${named}) and (${deliverableSlotSql(instant)}
        -- A pair's two times (decision 0204): each still deliverable only beside the other.
        or (s.gone_at is null and s.date = any(r.preferred_dates)
          and ${timeSuitsRequestSql('s', instant, { hours: false })} and ${pairedWithSql(named, instant)}))
    `),
  );
  return new Set(rows.map((row) => Number(row.id)));
}
