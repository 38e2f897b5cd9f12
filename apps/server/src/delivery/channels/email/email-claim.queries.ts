import { type BookingLandsOn, bookingHint, type DeliveryRules, type HeldTimeNote } from '@teewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows-of';
import { notifications } from '../../../db/schema';
import { alertForecasts } from '../../../lib/course-forecast';
import { heldNoteSql } from '../../../lib/held-time-sql';
import { type OpenSlotRow, openSlotColumns, openTeeTimeOf } from '../../../lib/open-slot-row';
import { usuallyGoneFigures } from '../../../lib/opening-speed';
import type { RuleInstant } from '../../../lib/slot-rules-sql';
import { deliverableSlotSql } from '../../deliverable-slot-sql';
import type { ClaimScope } from '../../delivery-channel';
import { claimDeliveryRulesAllowance, deliveryRulesAllowNow, heldByRules } from '../../delivery-rules';
import { effectiveDeliveryRulesSql } from '../../delivery-rules-sql';
import { earlierTimeFirst, type PartnerRow, pairedTimeOf, partnerColumn } from '../../partner-slot';
import { alertMessageId, type ClaimedEmail, describeEmail, type PendingMatch } from './claimed-email';
import { claimRecipientAllowance, recipientGate } from './recipient-gate';
import type { StoredEmail } from './stored-email';

// The email channel's SQL (decision 0007, on the delivery engine of decision 0165): who may be emailed
// now, what is pending for a request, and the claim that fixes one email's content and Message-ID.

/** A request locked for its next email: what the email says of it. */
export type AlertRequest = {
  id: number;
  contact_email: string;
  start_hour: number;
  end_hour: number;
  number_of_players: number;
  expires_at: Date | string;
  delivery_rules: DeliveryRules | null;
  /** The time it holds, when it is an upgrade watch (decision 0195). */
  held_note: HeldTimeNote | null;
};

/** One email claim: the request's address, its Message-ID and content fixed, and its bytes once composed. */
/** An alert email's claim: its stored email and what it says (claimed-email.ts). */
export type EmailClaim = StoredEmail & { content: ClaimedEmail };

/** Request `r` may be emailed now: live, its address allowed and under its cap, the golfer's rules open. */
export function emailReadySql({ config, instant }: ClaimScope): SQL {
  return sql`r.is_active and r.expires_at > ${instant.now} and ${recipientGate(config, instant.now)}
    and ${deliveryRulesAllowNow(instant)}`;
}

/** Request `r` has matches to email now: pending, still deliverable, and outside ALERT_MIN_GAP_MINUTES. */
export function emailNewsSql({ config, instant }: ClaimScope): SQL {
  return sql`r.id in (select request_id from request_alerts where delivered_at is null and notification_id is null)
    and exists (
      select 1 from request_alerts ra
      join slot_openings o on o.id = ra.opening_id
      join tee_time_slots s on s.id = o.slot_id
      where ra.request_id = r.id and ra.delivered_at is null and ra.notification_id is null
        and ${deliverableSlotSql(instant, sql`ra.partner_opening_id`)}
    )
    and not exists (${lastEmailInsideGapSql(config, instant.now)})`;
}

/** A successful email of request `r` inside the minimum gap: a push of the same news does not count. */
function lastEmailInsideGapSql(config: Config, now: Date): SQL {
  return sql`select 1 from notifications ok
    where ok.request_id = r.id and ok.is_successful and ok.notification_method = 'email' and ok.kind is null
      and ok.notification_sent_at > ${now}::timestamptz - make_interval(secs => ${config.alerts.minGapMinutes * 60}::float8)`;
}

/** Request `requestId` as its next email reads it, if it may be emailed now (the engine holds its lock). */
export async function readAlertRequest(
  tx: Tx,
  requestId: number,
  scope: ClaimScope,
): Promise<AlertRequest | undefined> {
  const [request] = rowsOf<AlertRequest>(
    await tx.execute(sql`
      select r.id, r.contact_email, r.start_hour, r.end_hour, r.number_of_players, r.expires_at,
        ${effectiveDeliveryRulesSql(sql.raw('r'))} as delivery_rules, ${heldNoteSql(sql.raw('r'))} as held_note
      from monitoring_requests r
      where r.id = ${requestId} and ${emailReadySql(scope)}
    `),
  );
  return request ? { ...request, id: Number(request.id) } : undefined;
}

/**
 * A new claim listing the request's pending matches: a notifications row with the openings, the content
 * and the Message-ID, and every claimed alert pointing at it. Matches found later go to the next email.
 * Nothing inside ALERT_MIN_GAP_MINUTES of the last email, or past a daily cap.
 */
export async function claimAlertEmail(
  tx: Tx,
  request: AlertRequest,
  { config, instant }: ClaimScope,
): Promise<EmailClaim | undefined> {
  const requestId = request.id;
  if (config.alerts.minGapMinutes > 0) {
    const recent = rowsOf(
      await tx.execute(
        sql`select 1 from monitoring_requests r where r.id = ${requestId} and exists (${lastEmailInsideGapSql(config, instant.now)})`,
      ),
    );
    if (recent.length > 0) return undefined;
  }
  const pending = await lockPendingMatches(tx, requestId, instant);
  if (pending.length === 0) return undefined;
  // The gate counted without seeing other workers' uncommitted claims: count again under the address's
  // lock, held until this claim commits.
  if (!(await claimRecipientAllowance(tx, config, request.contact_email, instant.now))) return undefined;
  // Likewise the golfer's own daily cap, across their requests, under the golfer's lock.
  if (!(await claimDeliveryRulesAllowance(tx, requestId, instant))) return undefined;
  const [earlier] = rowsOf<{ id: number }>(
    await tx.execute(
      sql`select id from notifications where request_id = ${requestId} and notification_method = 'email' and kind is null and is_successful limit 1`,
    ),
  );
  const content = describeEmail(config, {
    request,
    slots: pending,
    isFirst: !earlier,
    date: instant.now,
    usuallyGone: await usuallyGoneFigures(tx, instant.now, pending),
    forecasts: await alertForecasts(tx, { requestId, now: instant.now, times: pending }),
    heldBy: heldByRules(
      request.delivery_rules,
      new Date(Math.min(...pending.map((row) => row.matchedAt.getTime()))),
      instant,
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
      notificationSentAt: instant.now,
    })
    .returning({ id: notifications.id });
  await tx.execute(sql`
    update request_alerts set notification_id = ${notification!.id}
    where request_id = ${requestId} and opening_id = any(${`{${openingIds.join(',')}}`}::bigint[])
  `);
  const { contact_email: recipient } = request;
  return {
    notificationId: notification!.id,
    requestId,
    recipient,
    messageId,
    content,
    source: null,
    isResumed: false,
  };
}

async function lockPendingMatches(tx: Tx, requestId: number, instant: RuleInstant): Promise<PendingMatch[]> {
  const rows = rowsOf<
    OpenSlotRow & {
      opening_id: number;
      slot_id: number;
      booking_lands_on: BookingLandsOn | null;
      matched_at: Date | string;
      partner: PartnerRow | null;
    }
  >(
    await tx.execute(sql`
      select ra.opening_id, ra.created_at as matched_at, s.id as slot_id, ${openSlotColumns},
        case when s.booking_url is null then 'search-page' else s.booking_lands_on end as booking_lands_on,
        ${partnerColumn}
      from request_alerts ra
      join monitoring_requests r on r.id = ra.request_id
      join slot_openings o on o.id = ra.opening_id
      join tee_time_slots s on s.id = o.slot_id
      join golf_courses c on c.id = s.course_id
      where ra.request_id = ${requestId} and ra.delivered_at is null and ra.notification_id is null
        and ${deliverableSlotSql(instant, sql`ra.partner_opening_id`)}
      order by ra.opening_id
      for update of ra skip locked
    `),
  );
  return rows.map((row) =>
    earlierTimeFirst({
      openingId: Number(row.opening_id),
      matchedAt: new Date(row.matched_at),
      slotId: Number(row.slot_id),
      ...openTeeTimeOf(row),
      chooseOnSite: bookingHint({ date: String(row.date), time: row.time, landsOn: row.booking_lands_on }),
      ...(row.partner ? { pairedWith: pairedTimeOf(row.partner, String(row.date)) } : {}),
    }),
  );
}
