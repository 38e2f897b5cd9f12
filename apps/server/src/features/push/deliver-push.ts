import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { Clock } from '../../lib/clock';
import { drainInWorkers } from '../../lib/drain-in-workers';
import { ruleClock } from '../../lib/slot-rules-sql';
import { deliverableSlotSql } from '../alerts';
import { claimPush, listPushDevices, type PushClaim } from './claim-push';
import { sendPush } from './send-push';

// Delivery of pushes (decision 0130): claim → send → record, per device, as the email path does per
// request (decision 0007). Safe in several processes at once: claims are taken under the device's row
// lock (skip locked), and every attempt is a notifications row with the method 'push'.

export const PUSH_TAKEN_BEFORE_RETRY = 'Not sent again: the time was taken before the retry';
const GONE_MESSAGE = (status: number) =>
  `The push service no longer knows this device (${status}): the device was removed`;
/** Pushes to one device per round; what is left waits for the next round (one notify, one plan). */
const MAX_PUSHES_PER_DEVICE_PER_ROUND = 5;

export type PushDeliveryResult = { sent: number; failed: number; removed: number };

export async function deliverPendingPushes(options: {
  db: Db;
  config: Config;
  clock: Clock;
  concurrency?: number;
}): Promise<PushDeliveryResult> {
  const total: PushDeliveryResult = { sent: 0, failed: 0, removed: 0 };
  await drainInWorkers({
    list: () =>
      listPushDevices({ db: options.db, config: options.config, clock: ruleClock(options.clock()) }),
    work: async (id) => {
      for (let round = 0; round < MAX_PUSHES_PER_DEVICE_PER_ROUND; round += 1) {
        const outcome = await deliverDevicePush({ ...options, subscriptionId: id });
        if (outcome === 'nothing') break;
        total[outcome] += 1;
        if (outcome !== 'sent') break;
      }
    },
    concurrency: options.concurrency,
  });
  return total;
}

/** Claims, sends and records one device's next push. */
export async function deliverDevicePush(options: {
  db: Db;
  config: Config;
  clock: Clock;
  subscriptionId: number;
}): Promise<'sent' | 'failed' | 'removed' | 'nothing'> {
  const { db, config, clock } = options;
  const claim = await claimPush({
    db,
    config,
    subscriptionId: options.subscriptionId,
    clock: ruleClock(clock()),
  });
  if (!claim) return 'nothing';
  return sendClaimedPush({ db, config, claim, clock });
}

/**
 * Sends a claimed push and records the outcome. A resumed "open" claim whose time is no longer bookable
 * is not sent (a phantom alert); otherwise it goes out again with the same payload, tag and Topic, so a
 * device that already showed it shows it once.
 */
export async function sendClaimedPush(options: {
  db: Db;
  config: Config;
  claim: PushClaim;
  clock: Clock;
}): Promise<'sent' | 'failed' | 'removed' | 'nothing'> {
  const { db, config, claim, clock } = options;
  if (claim.isResumed && claim.stored.payload.kind === 'open') {
    const open = rowsOf(
      await db.execute(sql`
        select 1 from tee_time_slots s join monitoring_requests r on r.id = ${claim.requestId}
        where s.id = ${claim.stored.slotId} and ${deliverableSlotSql(ruleClock(clock()))}
      `),
    );
    if (open.length === 0) {
      await giveUpPush(db, claim.notificationId, PUSH_TAKEN_BEFORE_RETRY);
      return 'nothing';
    }
  }
  const outcome = await sendPush(config, claim, claim.stored.payload);
  if (outcome.kind === 'accepted') {
    await recordPushAccepted(db, claim.notificationId, clock());
    return 'sent';
  }
  if (outcome.kind === 'gone') {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`update notifications set error_message = ${GONE_MESSAGE(outcome.status)} where id = ${claim.notificationId}`,
      );
      // Its push_alerts go with it; the history keeps the attempt, detached from the device.
      await tx.execute(sql`delete from push_subscriptions where id = ${claim.subscriptionId}`);
    });
    return 'removed';
  }
  await giveUpPush(db, claim.notificationId, outcome.message);
  return 'failed';
}

/**
 * ONE statement right after the push service's 2xx: the attempt is successful, its push_alerts delivered,
 * the device's last success set, and for requests that alert by push only the alerts count as delivered
 * (the email path then has nothing pending for them).
 */
export async function recordPushAccepted(db: Db, notificationId: number, at: Date): Promise<void> {
  await db.execute(sql`
    with sent as (
      update notifications set is_successful = true, error_message = null, notification_sent_at = ${at}
      where id = ${notificationId}
      returning id, push_subscription_id
    ), covered as (
      update push_alerts set delivered_at = ${at}
      where notification_id in (select id from sent) and delivered_at is null
      returning request_id, opening_id, kind
    ), device as (
      update push_subscriptions set last_success_at = ${at}
      where id in (select push_subscription_id from sent)
      returning id
    )
    update request_alerts ra set delivered_at = ${at}
    from covered, monitoring_requests r
    where covered.kind = 'open' and ra.request_id = covered.request_id and ra.opening_id = covered.opening_id
      and r.id = ra.request_id and r.alert_channel = 'push' and ra.delivered_at is null
  `);
}

/** Ends a claim unsent: the reason goes to the history and its openings are free for a later push. */
async function giveUpPush(db: Db, notificationId: number, reason: string): Promise<void> {
  await db.execute(sql`
    with failed as (
      update notifications set error_message = ${reason} where id = ${notificationId}
      returning id
    )
    delete from push_alerts where notification_id in (select id from failed) and delivered_at is null
  `);
}
