import { sql } from 'drizzle-orm';
import { alertsBySql } from '../../alerts-by-sql';
import type { DeliveryChannel } from '../../delivery-channel';
import {
  claimPush,
  type PushClaim,
  type PushDevice,
  pushNewsSql,
  readPushDevice,
} from './push-claim.queries';
import { deviceLiveSql } from './push-gate';
import type { StoredPush } from './push-payload';
import { sendPush } from './send-push';

// Pushes as a channel of the delivery engine (decisions 0130 and 0165): per device, a claim fixes the
// payload, and a resumed one goes out again with the same payload, tag and Topic, so a device that
// already showed it shows it once.

const PUSH_TAKEN_BEFORE_RETRY = 'Not sent again: the time was taken before the retry';
const GONE_MESSAGE = (status: number) =>
  `The push service no longer knows this device (${status}): the device was removed`;

export const pushChannel: DeliveryChannel<PushDevice, PushClaim> = {
  method: 'push',
  recipients: { from: sql`push_subscriptions d`, id: sql`d.id` },
  // PUSH_ENABLED=false (decision 0230): devices subscribed before push was turned off wait, unsent.
  readySql: ({ config, instant }) => (config.push.enabled ? deviceLiveSql(instant.now) : sql`false`),
  ownsSql: (n, recipient) => sql`${n}.push_subscription_id = ${recipient}`,
  hasNewsSql: pushNewsSql,
  concernsSql: (requestIds) =>
    sql`d.user_id in (select cr.user_id from monitoring_requests cr where cr.id = any(${requestIds}))`,
  // Pushes to one device per round; what is left waits for the next round (one notify, one plan).
  claimsPerRound: 5,
  name: 'push',
  readRecipient: readPushDevice,
  resume: (device, row) => ({
    notificationId: row.id,
    subscriptionId: device.id,
    endpoint: device.endpoint,
    p256dh: device.p256dh,
    auth: device.auth,
    stored: row.pushPayload as StoredPush,
    requestId: Number(row.requestId),
    isResumed: true,
  }),
  claimNew: claimPush,
  // A "taken" notice names a time that is gone by design: only an open push is checked again.
  // A pair's push names both its times (decision 0204): it goes again only while both are open.
  slotsNamed: (claim) =>
    claim.stored.payload.kind === 'open'
      ? [claim.stored.slotId, ...(claim.stored.partnerSlotId ? [claim.stored.partnerSlotId] : [])]
      : [],
  takenBeforeRetry: PUSH_TAKEN_BEFORE_RETRY,
  send: async (claim, { config }) => {
    const outcome = await sendPush(config, claim, claim.stored.payload);
    return outcome.kind === 'gone' ? { kind: 'gone', message: GONE_MESSAGE(outcome.status) } : outcome;
  },
  // Its push_alerts delivered, the device's last success set, and for requests that alert by push only
  // the alerts count as delivered (the email channel then has nothing pending for them).
  acceptedSql: (at) => sql`
    , covered as (
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
      and r.id = ra.request_id and not ${alertsBySql('email')} and ra.delivered_at is null`,
  releaseSql: sql`
    delete from push_alerts where notification_id in (select id from failed) and delivered_at is null`,
  // The history keeps the attempt, detached from the device; its push_alerts go with it.
  removeGone: async (tx, claim) => {
    await tx.execute(sql`delete from push_subscriptions where id = ${claim.subscriptionId}`);
  },
};
