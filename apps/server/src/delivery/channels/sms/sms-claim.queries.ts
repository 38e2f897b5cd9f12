import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows-of';
import { notifications } from '../../../db/schema';
import { alertForecasts, forecastKey } from '../../../lib/course-forecast';
import { usuallyGoneFigures, usuallyGoneKey } from '../../../lib/opening-speed';
import type { RuleInstant } from '../../../lib/slot-rules-sql';
import { alertsBySql } from '../../alerts-by-sql';
import { deliverableSlotSql } from '../../deliverable-slot-sql';
import type { ClaimScope } from '../../delivery-channel';
import { claimDeliveryRulesAllowance, deliveryRulesAllowNow } from '../../delivery-rules';
import { type PartnerRow, partnerColumn } from '../../partner-slot';
import { textablePhoneSql } from '../../textable-phone-sql';
import { compose } from './sms-channel';
import { claimSmsDailyAllowance, underSmsDailyLimitSql } from './sms-daily-limit';

// The text channel's SQL (decision 0173, on the delivery engine of decision 0165): who may be texted
// now, what is pending for a request, and the claim of one text. A claim is a notifications row (method
// 'sms') whose opening_ids are what it covers and whose subject is the text, fixed at the claim; an
// opening is texted to a request once because a row covering it that went out, is in flight, or that
// Twilio took (a carrier failure reported later is not sent again) keeps it covered. No table of its own.

/** What the engine's counts of "this golfer's texts" and "this request's texts" read. */
const TEXTS = sql`dn.notification_method = 'sms'`;

/**
 * A request locked for its next text. `namedSlotId`: the slot its claim in flight names, if any;
 * `namedPartnerSlotId`: that claim's second time when it names a pair (decision 0204).
 */
export type SmsRecipient = {
  id: number;
  phone: string;
  namedSlotId: number | null;
  namedPartnerSlotId?: number | null;
};

export type SmsClaim = {
  notificationId: number;
  requestId: number;
  phone: string;
  body: string;
  /** The slot the text names (the soonest time), checked again before a resumed claim is sent. */
  slotId: number | null;
  /** A pair's second time (decision 0204), checked again with the first. */
  partnerSlotId?: number | null;
  claimedAt: Date;
  isResumed: boolean;
};

/**
 * Request `r` may be texted now: live, alerting by text, its owner not banned, its number confirmed and
 * not stopped, the golfer's rules open (their daily cap counting texts), and SMS_DAILY_LIMIT not reached.
 */
export function smsReadySql({ config, instant }: ClaimScope): SQL {
  return sql`(r.is_active and r.expires_at > ${instant.now} and ${alertsBySql('sms')}
    and not exists (select 1 from "user" gu where gu.id = r.user_id and coalesce(gu.banned, false))
    and ${textablePhoneSql()}
    and ${deliveryRulesAllowNow(instant, TEXTS)}
    and ${underSmsDailyLimitSql(config, instant.now)})`;
}

/**
 * The openings pending a text for request `r` (`ra`, its slot `s`, course `c`): still deliverable, not
 * covered by a text of `r`; for a request alerting by text only, not emailed instead (while its number
 * could not be texted); for one alerting both ways, not delivered before the number was confirmed (old
 * news to the golfer).
 */
function pendingSql(instant: RuleInstant): SQL {
  return sql`
    from request_alerts ra
    join slot_openings o on o.id = ra.opening_id
    join tee_time_slots s on s.id = o.slot_id
    join golf_courses c on c.id = s.course_id
    where ra.request_id = r.id and ${deliverableSlotSql(instant, sql`ra.partner_opening_id`)}
      and (${alertsBySql('email')} or ra.notification_id is null)
      and not (ra.delivered_at is not null and ra.delivered_at < (
        select tp.confirmed_at from user_phones tp where tp.user_id = r.user_id))
      and not exists (select 1 from notifications sn
        where sn.request_id = r.id and sn.notification_method = 'sms' and ra.opening_id = any(sn.opening_ids)
          and (sn.is_successful or sn.error_message is null or sn.message_id is not null))`;
}

/** Request `r` has an opening to text. */
export function smsNewsSql({ instant }: ClaimScope): SQL {
  return sql`exists (select 1 ${pendingSql(instant)})`;
}

/** Request `requestId` as its next text reads it, if it may be texted now (the engine holds its lock). */
export async function readSmsRequest(
  tx: Tx,
  requestId: number,
  scope: ClaimScope,
): Promise<SmsRecipient | undefined> {
  const [row] = rowsOf<{
    id: number;
    phone: string;
    named_slot_id: number | null;
    named_partner_slot_id: number | null;
  }>(
    await tx.execute(sql`
      select r.id, r.contact_phone as phone, named.slot_id as named_slot_id,
        named.partner_slot_id as named_partner_slot_id
      from monitoring_requests r
      left join lateral (
        select o.slot_id, (select po.slot_id from request_alerts ra join slot_openings po on po.id = ra.partner_opening_id
          where ra.request_id = r.id and ra.opening_id = o.id) as partner_slot_id
        from notifications n join slot_openings o on o.id = n.opening_ids[1]
        where n.request_id = r.id and n.notification_method = 'sms' and n.kind is null
          and not n.is_successful and n.error_message is null
        order by n.id limit 1
      ) named on true
      where r.id = ${requestId} and ${smsReadySql(scope)}
    `),
  );
  if (!row) return undefined;
  const namedSlotId = row.named_slot_id === null ? null : Number(row.named_slot_id);
  const namedPartnerSlotId = row.named_partner_slot_id === null ? null : Number(row.named_partner_slot_id);
  return { id: Number(row.id), phone: row.phone, namedSlotId, namedPartnerSlotId };
}

type PendingText = {
  opening_id: number;
  slot_id: number;
  course_id: number;
  course_name: string;
  date: string;
  time: string;
  available_spots: number;
  price: number | string | null;
  held_time: string | null;
  partner: PartnerRow | null;
};

/**
 * A new claim: one text naming the soonest pending time (the others counted as "+N more"), covering
 * every pending opening. Nothing past the golfer's daily cap or SMS_DAILY_LIMIT, each counted again
 * under its lock so that concurrent claims cannot pass them together.
 */
export async function claimSms(
  tx: Tx,
  recipient: SmsRecipient,
  { config, instant }: ClaimScope,
): Promise<SmsClaim | undefined> {
  const pending = rowsOf<PendingText>(
    await tx.execute(sql`
      select p.* from monitoring_requests r
      cross join lateral (
        select ra.opening_id, s.id as slot_id, s.course_id, c.name as course_name, s.date::text as date, s.time,
          s.available_spots, s.price, r.held_time, ${partnerColumn}
        ${pendingSql(instant)}
      ) p
      where r.id = ${recipient.id}
      order by p.date, p.time, p.course_name, p.opening_id
    `),
  );
  if (pending.length === 0) return undefined;
  if (!(await claimDeliveryRulesAllowance(tx, recipient.id, instant, TEXTS))) return undefined;
  if (!(await claimSmsDailyAllowance(tx, config, instant.now))) return undefined;
  const first = pending[0]!;
  const slotIds = new Set(pending.map((row) => Number(row.slot_id)));
  const firstTime = { courseId: Number(first.course_id), courseName: first.course_name, time: first.time };
  const usuallyGone = (await usuallyGoneFigures(tx, instant.now, [firstTime])).get(
    usuallyGoneKey(firstTime.courseId, firstTime.time),
  )?.short;
  const forecast = (
    await alertForecasts(tx, {
      requestId: recipient.id,
      now: instant.now,
      times: [{ ...firstTime, date: first.date }],
    })
  ).get(forecastKey(firstTime.courseId, first.date, firstTime.time));
  const { body, segments } = compose(
    {
      requestId: recipient.id,
      slotId: Number(first.slot_id),
      courseName: first.course_name,
      date: first.date,
      time: first.time,
      spots: Number(first.available_spots),
      price: first.price === null ? null : Number(first.price),
      moreTimes: slotIds.size - 1,
      ...(usuallyGone ? { usuallyGone } : {}),
      ...(forecast ? { forecast } : {}),
      heldTime: first.held_time ?? undefined,
      ...(first.partner
        ? {
            pairedWith: {
              slotId: Number(first.partner.slot_id),
              time: first.partner.time,
              spots: Number(first.partner.available_spots),
            },
          }
        : {}),
    },
    config,
  );
  // The named opening first: a resumed claim finds the slot it names from opening_ids[1].
  const openingIds = [...new Set(pending.map((row) => Number(row.opening_id)))];
  const [row] = await tx
    .insert(notifications)
    .values({
      requestId: recipient.id,
      notificationMethod: 'sms',
      recipient: recipient.phone,
      subject: body,
      isSuccessful: false,
      openingIds,
      segments,
      notificationSentAt: instant.now,
    })
    .returning({ id: notifications.id });
  return {
    notificationId: row!.id,
    requestId: recipient.id,
    phone: recipient.phone,
    body,
    slotId: Number(first.slot_id),
    partnerSlotId: first.partner ? Number(first.partner.slot_id) : null,
    claimedAt: instant.now,
    isResumed: false,
  };
}
