import { type BookingLandsOn, bookingHint, type DeliveryRules } from '@teewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { notifications } from '../../db/schema';
import { effectiveDeliveryRulesSql } from '../../lib/delivery-rules-sql';
import { partyFits, type RuleClock, slotStillAhead } from '../../lib/slot-rules-sql';
import { abandonedClaimOf, type ClaimOptions, renewClaimLease } from './claim-lease';
import { alertMessageId, type ClaimedEmail, describeEmail, type PendingMatch } from './claimed-email';
import { claimDeliveryRulesAllowance, deliveryRulesAllowNow, heldByRules } from './delivery-rules';
import { type OpenSlotRow, openSlotColumns, openTeeTimeOf } from './open-slot-row';
import { claimRecipientAllowance, recipientGate } from './recipient-gate';

export const INTERRUPTED_MESSAGE = 'Interrupted: the worker stopped before the send was confirmed';

export type Claim = {
  notificationId: number;
  requestId: number;
  recipient: string;
  messageId: string;
  content: ClaimedEmail;
  /** The composed bytes of an earlier attempt (a resumed claim), or null when not composed yet. */
  source: string | null;
  /** A claim taken over from a worker that stopped mid-send: its email may already have been accepted. */
  isResumed: boolean;
};

/**
 * Slot `s` can still be sent to request `r`: open, bookable by its party (the shared rule), still ahead.
 * A slot that closed or no longer fits is never emailed (no phantom alerts after an outage or a crash).
 */
export function deliverableSlotSql(clock: RuleClock): SQL {
  // A date the golfer booked (or edited away) left preferred_dates: its pending alerts are never sent.
  return sql`s.gone_at is null and s.date = any(r.preferred_dates)
    and ${partyFits(sql`r.number_of_players`, sql`s.available_spots`, sql`s.min_players`, sql`s.max_players`)}
    and ${slotStillAhead(sql`s.date`, sql`s.time`, clock)}`;
}

/**
 * Claims the next email of one request, under the request's row lock (skip locked: another worker on
 * it means there is nothing to do here), and fixes what it says. In order:
 * - a live claim (in flight, younger than ALERT_CLAIM_TIMEOUT_SECONDS) → nothing: its worker is sending;
 * - an abandoned claim → resumed as it was (same Message-ID, same content, stored bytes), its lease renewed;
 * - inside ALERT_MIN_GAP_MINUTES of the last email → nothing yet;
 * - pending matches → a new claim listing them: a notifications row with the openings, the content
 *   and the Message-ID, and every claimed alert pointing at it. Matches found later go to the next email.
 */
export async function claimAlertEmail(
  options: ClaimOptions & { requestId: number },
): Promise<Claim | undefined> {
  const { db, config, requestId, clock } = options;
  return db.transaction(async (tx) => {
    const [request] = rowsOf<{
      contact_email: string;
      start_hour: number;
      end_hour: number;
      number_of_players: number;
      expires_at: Date | string;
      delivery_rules: DeliveryRules | null;
    }>(
      await tx.execute(sql`
        select r.contact_email, r.start_hour, r.end_hour, r.number_of_players, r.expires_at,
          ${effectiveDeliveryRulesSql(sql.raw('r'))} as delivery_rules
        from monitoring_requests r
        where r.id = ${requestId} and r.is_active and r.expires_at > ${clock.now}
          and ${recipientGate(config, clock.now)} and ${deliveryRulesAllowNow(clock)}
        for update of r skip locked
      `),
    );
    if (!request) return undefined;

    const inFlight = rowsOf<{
      id: number;
      message_id: string | null;
      email_content: ClaimedEmail | null;
      message_source: string | null;
      notification_sent_at: Date | string;
    }>(
      await tx.execute(sql`
        select id, message_id, email_content, message_source, notification_sent_at from notifications
        -- Emails only: a push claim in flight is the push path's to resume (decision 0130).
        where request_id = ${requestId} and notification_method = 'email' and not is_successful and error_message is null
        order by id
      `),
    );
    const abandoned = abandonedClaimOf(inFlight, config, clock.now);
    if (abandoned === 'live') return undefined;
    if (abandoned?.email_content && abandoned.message_id) {
      await renewClaimLease(tx, abandoned.id, clock.now);
      return {
        notificationId: Number(abandoned.id),
        requestId,
        recipient: request.contact_email,
        messageId: abandoned.message_id,
        content: abandoned.email_content,
        source: abandoned.message_source,
        isResumed: true,
      };
    }
    if (inFlight.length > 0)
      await releaseUnfixedClaims(
        tx,
        inFlight.map((row) => Number(row.id)),
      );

    if (config.alerts.minGapMinutes > 0) {
      const [recent] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          select id from notifications
          -- The gap spaces emails: a push of the same news (channel 'both') must not hold the email back.
          where request_id = ${requestId} and is_successful and notification_method = 'email'
            and notification_sent_at > ${clock.now}::timestamptz - make_interval(secs => ${config.alerts.minGapMinutes * 60}::float8)
          limit 1
        `),
      );
      if (recent) return undefined;
    }

    const pending = await lockPendingMatches(tx, requestId, clock);
    if (pending.length === 0) return undefined;
    // The gate above counted without seeing other workers' uncommitted claims: count again under the
    // address's lock, held until this claim commits.
    if (!(await claimRecipientAllowance(tx, config, request.contact_email, clock.now))) return undefined;
    // Likewise the golfer's own daily cap, across their requests, under the golfer's lock.
    if (!(await claimDeliveryRulesAllowance(tx, requestId, clock))) return undefined;
    const [earlier] = rowsOf<{ id: number }>(
      await tx.execute(
        sql`select id from notifications where request_id = ${requestId} and notification_method = 'email' and is_successful limit 1`,
      ),
    );
    const content = describeEmail(config, {
      request,
      slots: pending,
      isFirst: !earlier,
      date: clock.now,
      heldBy: heldByRules(
        request.delivery_rules,
        new Date(Math.min(...pending.map((row) => row.matchedAt.getTime()))),
        clock,
      ),
    });
    const openingIds = pending.map((row) => row.openingId);
    const messageId = alertMessageId(config, requestId, openingIds);
    const [notification] = await tx
      .insert(notifications)
      .values({
        requestId,
        notificationMethod: 'email',
        recipient: request.contact_email,
        isSuccessful: false,
        openingIds,
        messageId,
        emailContent: content,
        notificationSentAt: clock.now,
      })
      .returning({ id: notifications.id });
    await tx.execute(sql`
      update request_alerts set notification_id = ${notification!.id}
      where request_id = ${requestId} and opening_id = any(${`{${openingIds.join(',')}}`}::bigint[])
    `);
    return {
      notificationId: notification!.id,
      requestId,
      recipient: request.contact_email,
      messageId,
      content,
      source: null,
      isResumed: false,
    };
  });
}

/** Claims made before contents were fixed (older versions): recorded as interrupted, alerts released. */
async function releaseUnfixedClaims(tx: Tx, ids: number[]): Promise<void> {
  const list = `{${ids.join(',')}}`;
  await tx.execute(sql`
    update notifications set error_message = ${INTERRUPTED_MESSAGE}
    where id = any(${list}::int[]) and not is_successful and error_message is null
  `);
  await tx.execute(sql`
    update request_alerts set notification_id = null
    where notification_id = any(${list}::int[]) and delivered_at is null
  `);
}

async function lockPendingMatches(tx: Tx, requestId: number, clock: RuleClock): Promise<PendingMatch[]> {
  const rows = rowsOf<
    OpenSlotRow & {
      opening_id: number;
      slot_id: number;
      booking_lands_on: BookingLandsOn | null;
      matched_at: Date | string;
    }
  >(
    await tx.execute(sql`
      select ra.opening_id, ra.created_at as matched_at, s.id as slot_id, ${openSlotColumns},
        case when s.booking_url is null then 'search-page' else s.booking_lands_on end as booking_lands_on
      from request_alerts ra
      join monitoring_requests r on r.id = ra.request_id
      join slot_openings o on o.id = ra.opening_id
      join tee_time_slots s on s.id = o.slot_id
      join golf_courses c on c.id = s.course_id
      where ra.request_id = ${requestId} and ra.delivered_at is null and ra.notification_id is null
        and ${deliverableSlotSql(clock)}
      order by ra.opening_id
      for update of ra skip locked
    `),
  );
  return rows.map((row) => ({
    openingId: Number(row.opening_id),
    matchedAt: new Date(row.matched_at),
    slotId: Number(row.slot_id),
    ...openTeeTimeOf(row),
    chooseOnSite: bookingHint({ date: String(row.date), time: row.time, landsOn: row.booking_lands_on }),
  }));
}
