import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { notifications, pushAlerts } from '../../db/schema';
import { stillOpenLinkUrl } from '../../email/still-open-link';
import { inRetryBackOffSql } from '../../lib/retry-back-off-sql';
import type { RuleClock } from '../../lib/slot-rules-sql';
import {
  abandonedClaimOf,
  type ClaimOptions,
  claimStaleBefore,
  deliverableSlotSql,
  deliveryRulesAllowNow,
  type OpenSlotRow,
  openSlotColumns,
  openTeeTimeOf,
  renewClaimLease,
} from '../alerts';
import { deviceLiveSql, pushGate } from './push-gate';
import { openPayload, type StoredPush, takenPayload } from './push-payload';

// The claim of one push to one device (decision 0130), the email protocol's twin (decision 0007):
// under the device's row lock, a notifications row (method 'push') fixes the payload, and push_alerts
// rows (device, opening, kind) mark what it covers, so every opening reaches a device once. A claim left
// in flight past ALERT_CLAIM_TIMEOUT_SECONDS is resumed with the same payload, tag and Topic.

/** A time taken longer ago than this is not worth a notice (nor digging up after a long outage). */
const TAKEN_NOTICE_WINDOW_SECONDS = 86_400;

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
function pendingOpensSql(config: Config, clock: RuleClock): SQL {
  return sql`
    from monitoring_requests r
    join request_alerts ra on ra.request_id = r.id
    join slot_openings o on o.id = ra.opening_id
    join tee_time_slots s on s.id = o.slot_id
    join golf_courses c on c.id = s.course_id
    where ${pushGate(config, clock.now)} and ${deliverableSlotSql(clock)}
      -- The golfer's quiet hours, mute and daily cap (decision 0133), the cap counting this device's pushes.
      and ${deliveryRulesAllowNow(clock, sql`dn.notification_method = 'push' and dn.push_subscription_id = d.id`)}
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

/** Device `d` failed recently: wait out its back-off before a new claim. */
function inBackOffSql(now: Date): SQL {
  return inRetryBackOffSql((n) => sql`${n}.push_subscription_id = d.id`, now);
}

function inFlightSql(): SQL {
  return sql`n.push_subscription_id = d.id and n.notification_method = 'push'
    and not n.is_successful and n.error_message is null`;
}

/** Devices with a push to send now: an abandoned claim to resume, or pending news outside any back-off. */
export async function listPushDevices(options: ClaimOptions & { limit?: number }): Promise<number[]> {
  const { db, config, clock } = options;
  const staleBefore = claimStaleBefore(config, clock.now);
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select d.id from push_subscriptions d
      where ${deviceLiveSql(clock.now)}
        and not exists (select 1 from notifications n where ${inFlightSql()} and n.notification_sent_at >= ${staleBefore})
        and (
          exists (select 1 from notifications n where ${inFlightSql()} and n.notification_sent_at < ${staleBefore})
          or (not ${inBackOffSql(clock.now)}
            and (exists (select 1 ${pendingOpensSql(config, clock)}) or exists (select 1 ${pendingTakenSql(clock.now)})))
        )
      order by d.id
      limit ${options.limit ?? 500}
    `),
  );
  return rows.map((row) => Number(row.id));
}

type DeviceRow = { id: number; endpoint: string; p256dh: string; auth: string; device_label: string };

/**
 * Claims the next push of one device. In order: a live claim → nothing (its worker is sending); an
 * abandoned one → resumed as it was; back-off → nothing; pending openings → one push naming the soonest
 * time (the others counted as "+N more"); else a pending "taken" notice.
 */
export async function claimPush(
  options: ClaimOptions & { subscriptionId: number },
): Promise<PushClaim | undefined> {
  const { db, config, subscriptionId, clock } = options;
  return db.transaction(async (tx) => {
    const [device] = rowsOf<DeviceRow>(
      await tx.execute(sql`
        select d.id, d.endpoint, d.p256dh, d.auth, d.device_label from push_subscriptions d
        where d.id = ${subscriptionId} and ${deviceLiveSql(clock.now)}
        for update of d skip locked
      `),
    );
    if (!device) return undefined;
    const base = { subscriptionId, endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth };

    const inFlight = rowsOf<{
      id: number;
      request_id: number | null;
      push_payload: StoredPush;
      notification_sent_at: Date | string;
    }>(
      await tx.execute(sql`
        select n.id, n.request_id, n.push_payload, n.notification_sent_at
        from notifications n, (select ${subscriptionId}::int as id) d
        where ${inFlightSql()} order by n.id
      `),
    );
    const abandoned = abandonedClaimOf(inFlight, config, clock.now);
    if (abandoned === 'live') return undefined;
    if (abandoned) {
      await renewClaimLease(tx, abandoned.id, clock.now);
      return {
        ...base,
        notificationId: Number(abandoned.id),
        stored: abandoned.push_payload,
        requestId: Number(abandoned.request_id),
        isResumed: true,
      };
    }

    const [backingOff] = rowsOf<{ yes: boolean }>(
      await tx.execute(
        sql`select ${inBackOffSql(clock.now)} as yes from (select ${subscriptionId}::int as id) d`,
      ),
    );
    if (backingOff?.yes) return undefined;

    const opens = await pendingOpens(tx, config, clock, subscriptionId);
    if (opens.length > 0) return { ...base, ...(await claimOpens(tx, config, device, opens, clock.now)) };
    const taken = await claimTaken(tx, config, device, clock.now);
    return taken ? { ...base, ...taken } : undefined;
  });
}

type PendingOpen = OpenSlotRow & { opening_id: number; slot_id: number; request_id: number };

async function pendingOpens(tx: Tx, config: Config, clock: RuleClock, subscriptionId: number) {
  return rowsOf<PendingOpen>(
    await tx.execute(sql`
      select p.* from push_subscriptions d
      cross join lateral (
        select ra.opening_id, ra.request_id, s.id as slot_id, ${openSlotColumns}
        ${pendingOpensSql(config, clock)}
      ) p
      where d.id = ${subscriptionId}
      order by p.date, p.time, p.course_name, p.opening_id
    `),
  );
}

async function insertClaim(
  tx: Tx,
  device: DeviceRow,
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
async function claimOpens(tx: Tx, config: Config, device: DeviceRow, opens: PendingOpen[], now: Date) {
  const first = opens[0]!;
  // A tap opens the "Still open?" link: straight to the booking page while open, else what else fits.
  const slot = {
    ...openTeeTimeOf(first),
    bookingUrl: stillOpenLinkUrl({
      config,
      requestId: Number(first.request_id),
      slotId: Number(first.slot_id),
    }),
  };
  const otherSlots = new Set(opens.map((row) => Number(row.slot_id)));
  otherSlots.delete(Number(first.slot_id));
  const stored: StoredPush = {
    payload: openPayload(slot, otherSlots.size, `${config.publicUrl}/dashboard`),
    openingId: Number(first.opening_id),
    slotId: Number(first.slot_id),
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

async function claimTaken(tx: Tx, config: Config, device: DeviceRow, now: Date) {
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
    payload: takenPayload(sent.payload, `${config.publicUrl}/dashboard`),
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
