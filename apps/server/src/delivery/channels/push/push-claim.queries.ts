import { forecastSummary, pathTo } from '@teewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows-of';
import { notifications, pushAlerts } from '../../../db/schema';
import { stillOpenLinkUrl } from '../../../email/still-open-link';
import { alertForecasts, forecastKey } from '../../../lib/course-forecast';
import { type OpenSlotRow, openSlotColumns, openTeeTimeOf } from '../../../lib/open-slot-row';
import { usuallyGoneFigures, usuallyGoneKey } from '../../../lib/opening-speed';
import type { RuleInstant } from '../../../lib/slot-rules-sql';
import { deliverableSlotSql } from '../../deliverable-slot-sql';
import type { ClaimScope } from '../../delivery-channel';
import { deliveryRulesAllowNow } from '../../delivery-rules';
import { type PartnerRow, pairedTimeOf, partnerColumn } from '../../partner-slot';
import { deviceLiveSql, pushGate } from './push-gate';
import { openPayload, type StoredPush, takenPayload } from './push-payload';

// The push channel's SQL (decision 0130, on the delivery engine of decision 0165): what is pending for a
// device, and the claim of one push: a notifications row (method 'push') fixes the payload, and
// push_alerts rows (device, opening, kind) mark what it covers, so every opening reaches a device once.

/** A time taken longer ago than this is not worth a notice (nor digging up after a long outage). */
const TAKEN_NOTICE_WINDOW_SECONDS = 86_400;

export type PushDevice = { id: number; endpoint: string; p256dh: string; auth: string; device_label: string };

export type PushClaim = {
  notificationId: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  stored: StoredPush;
  requestId: number;
  isResumed: boolean;
};

/** Pending openings of device `d`: matched for a request that may push to it, still bookable, not pushed to it. */
function pendingOpensSql(config: Config, instant: RuleInstant): SQL {
  return sql`
    from monitoring_requests r
    join request_alerts ra on ra.request_id = r.id
    join slot_openings o on o.id = ra.opening_id
    join tee_time_slots s on s.id = o.slot_id
    join golf_courses c on c.id = s.course_id
    where ${pushGate(config, instant.now)} and ${deliverableSlotSql(instant, sql`ra.partner_opening_id`)}
      -- The golfer's quiet hours, mute and daily cap (decision 0133), the cap counting this device's pushes.
      and ${deliveryRulesAllowNow(instant, sql`dn.notification_method = 'push' and dn.push_subscription_id = d.id`)}
      -- An alert emailed before the device was added is old news to the golfer.
      and not (ra.delivered_at is not null and ra.delivered_at < d.created_at)
      and not exists (select 1 from push_alerts pa
        where pa.subscription_id = d.id and pa.opening_id = ra.opening_id and pa.kind = 'open')`;
}

/**
 * Pushed times of device `d` (notifications `n`) that were taken upstream afterwards, before the golfer
 * said "I booked it" for the date, and not yet noticed: the newest push of that slot only.
 */
function pendingTakenSql(now: Date): SQL {
  const windowStart = new Date(now.getTime() - TAKEN_NOTICE_WINDOW_SECONDS * 1000);
  return sql`
    from notifications n
    join monitoring_requests r on r.id = n.request_id
    join slot_openings o on o.id = (n.push_payload->>'openingId')::bigint
    where n.push_subscription_id = d.id and n.is_successful and n.push_payload->'payload'->>'kind' = 'open'
      and d.user_id = r.user_id
      and o.closed_at is not null and o.closed_at > n.notification_sent_at and o.closed_at > ${windowStart}
      and o.date = any(r.preferred_dates)
      and not exists (select 1 from "user" gu where gu.id = r.user_id and coalesce(gu.banned, false))
      and not exists (select 1 from push_alerts pa
        where pa.subscription_id = d.id and pa.opening_id = o.id and pa.kind = 'taken')
      and not exists (select 1 from notifications later
        where later.push_subscription_id = d.id and later.id > n.id and later.is_successful
          and later.push_payload->'payload'->>'tag' = n.push_payload->'payload'->>'tag')`;
}

/** Device `d` has news: an opening to push, or a pushed time taken since. */
export function pushNewsSql({ config, instant }: ClaimScope): SQL {
  return sql`(exists (select 1 ${pendingOpensSql(config, instant)}) or exists (select 1 ${pendingTakenSql(instant.now)}))`;
}

/** Device `subscriptionId` as its next push reads it, if it has not expired (the engine holds its lock). */
export async function readPushDevice(
  tx: Tx,
  subscriptionId: number,
  { instant }: ClaimScope,
): Promise<PushDevice | undefined> {
  const [device] = rowsOf<PushDevice>(
    await tx.execute(sql`
      select d.id, d.endpoint, d.p256dh, d.auth, d.device_label from push_subscriptions d
      where d.id = ${subscriptionId} and ${deviceLiveSql(instant.now)}
    `),
  );
  return device ? { ...device, id: Number(device.id) } : undefined;
}

/**
 * The next push of a device: pending openings → one push naming the soonest time (the others counted
 * as "+N more"); else a pending "taken" notice.
 */
export async function claimPush(tx: Tx, device: PushDevice, { config, instant }: ClaimScope) {
  const base = {
    subscriptionId: device.id,
    endpoint: device.endpoint,
    p256dh: device.p256dh,
    auth: device.auth,
  };
  const opens = await pendingOpens(tx, config, instant, device.id);
  if (opens.length > 0) return { ...base, ...(await claimOpens(tx, config, device, opens, instant.now)) };
  const taken = await claimTaken(tx, config, device, instant.now);
  return taken ? { ...base, ...taken } : undefined;
}

type PendingOpen = OpenSlotRow & {
  opening_id: number;
  slot_id: number;
  request_id: number;
  held_time: string | null;
  partner: PartnerRow | null;
};

async function pendingOpens(tx: Tx, config: Config, instant: RuleInstant, subscriptionId: number) {
  return rowsOf<PendingOpen>(
    await tx.execute(sql`
      select p.* from push_subscriptions d
      cross join lateral (
        select ra.opening_id, ra.request_id, s.id as slot_id, r.held_time, ${openSlotColumns}, ${partnerColumn}
        ${pendingOpensSql(config, instant)}
      ) p
      where d.id = ${subscriptionId}
      order by p.date, p.time, p.course_name, p.opening_id
    `),
  );
}

async function insertClaim(
  tx: Tx,
  device: PushDevice,
  input: { requestId: number; openingIds: number[]; stored: StoredPush; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      requestId: input.requestId,
      notificationMethod: 'push',
      recipient: device.device_label,
      subject: input.stored.payload.title,
      isSuccessful: false,
      openingIds: input.openingIds,
      pushSubscriptionId: device.id,
      pushPayload: input.stored,
      notificationSentAt: input.now,
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/** One push for what is pending: the soonest time named, one row per opening so none is pushed again. */
async function claimOpens(tx: Tx, config: Config, device: PushDevice, opens: PendingOpen[], now: Date) {
  const first = opens[0]!;
  const partner = first.partner ? pairedTimeOf(first.partner, String(first.date)) : undefined;
  // A tap opens the "Still open?" link: straight to the booking page while open, else what else fits.
  // A pair's link checks both times (decision 0204).
  const slot = {
    ...openTeeTimeOf(first),
    bookingUrl: stillOpenLinkUrl({
      config,
      requestId: Number(first.request_id),
      slotId: Number(first.slot_id),
      partnerSlotId: partner?.slotId,
    }),
  };
  const otherSlots = new Set(opens.map((row) => Number(row.slot_id)));
  otherSlots.delete(Number(first.slot_id));
  const usuallyGone = (await usuallyGoneFigures(tx, now, [slot])).get(
    usuallyGoneKey(slot.courseId, slot.time),
  )?.short;
  const forecast = (
    await alertForecasts(tx, { requestId: Number(first.request_id), now, times: [slot] })
  ).get(forecastKey(slot.courseId, slot.date, slot.time));
  const stored: StoredPush = {
    payload: openPayload(slot, otherSlots.size, `${config.publicUrl}${pathTo('dashboard')}`, {
      usuallyGone,
      ...(forecast ? { forecast: forecastSummary(forecast) } : {}),
      heldTime: first.held_time,
      partner,
    }),
    openingId: Number(first.opening_id),
    slotId: Number(first.slot_id),
    ...(partner ? { partnerSlotId: partner.slotId } : {}),
  };
  const byOpening = new Map<number, number>();
  for (const row of opens)
    if (!byOpening.has(Number(row.opening_id))) byOpening.set(Number(row.opening_id), Number(row.request_id));
  const requestId = Number(first.request_id);
  const notificationId = await insertClaim(tx, device, {
    requestId,
    openingIds: [...byOpening.keys()],
    stored,
    now,
  });
  await tx.insert(pushAlerts).values(
    [...byOpening].map(([openingId, forRequest]) => ({
      subscriptionId: device.id,
      openingId,
      kind: 'open' as const,
      requestId: forRequest,
      notificationId,
    })),
  );
  return { notificationId, stored, requestId, isResumed: false };
}

async function claimTaken(tx: Tx, config: Config, device: PushDevice, now: Date) {
  const [taken] = rowsOf<{ request_id: number; push_payload: StoredPush }>(
    await tx.execute(sql`
      select n.request_id, n.push_payload from push_subscriptions d
      cross join lateral (select n.id, n.request_id, n.push_payload ${pendingTakenSql(now)}) n
      where d.id = ${device.id}
      order by n.id limit 1
    `),
  );
  if (!taken) return undefined;
  const sent = taken.push_payload;
  const stored: StoredPush = {
    ...sent,
    payload: takenPayload(sent.payload, `${config.publicUrl}${pathTo('dashboard')}`),
  };
  const requestId = Number(taken.request_id);
  const notificationId = await insertClaim(tx, device, {
    requestId,
    openingIds: [sent.openingId],
    stored,
    now,
  });
  await tx.insert(pushAlerts).values({
    subscriptionId: device.id,
    openingId: sent.openingId,
    kind: 'taken',
    requestId,
    notificationId,
  });
  return { notificationId, stored, requestId, isResumed: false };
}
