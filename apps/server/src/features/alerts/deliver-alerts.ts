import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { renderAlertEmail } from '../../email/alert-email';
import { createRequestLinkToken } from '../../email/request-link-token';
import { composeEmail, sendComposedEmail } from '../../email/send-email';
import { stillOpenLinkUrl } from '../../email/still-open-link';
import { createUnsubscribeToken } from '../../email/unsubscribe-token';
import type { Clock } from '../../lib/clock';
import { drainInWorkers } from '../../lib/drain-in-workers';
import { inRetryBackOffSql } from '../../lib/retry-back-off-sql';
import { ruleClock } from '../../lib/slot-rules-sql';
import { type Claim, claimAlertEmail, deliverableSlotSql } from './claim-alert-email';
import { claimStaleBefore } from './claim-lease';
import type { ClaimedEmail } from './claimed-email';
import { deliveryRulesAllowNow } from './delivery-rules';
import { recipientGate } from './recipient-gate';

export { INTERRUPTED_MESSAGE } from './claim-alert-email';

export const ALL_TAKEN_MESSAGE = 'Not sent again: every listed tee time was taken before the retry';

export type DeliveryResult = { sent: number; failed: number };

/** One accepted email: how long from the SMTP server's acceptance to the commit that records it. */
export type DeliveryTiming = { notificationId: number; acceptedToRecordedMs: number; isResumed: boolean };

/**
 * Requests with an email to send now: an abandoned claim to resume, or pending matches that are still
 * deliverable, outside the minimum gap and any failure back-off. Oldest request first.
 */
export async function listDeliverableRequests(options: {
  db: Db;
  config: Config;
  now: Date;
  limit?: number;
}): Promise<number[]> {
  const clock = ruleClock(options.now);
  const { minGapMinutes } = options.config.alerts;
  const staleBefore = claimStaleBefore(options.config, clock.now);
  const result = await options.db.execute(sql`
    -- Every notifications condition here is about emails: push claims (method 'push') have their own
    -- path (features/push) and must neither block, resume nor space an email.
    select r.id from monitoring_requests r
    where r.is_active and r.expires_at > ${clock.now} and ${recipientGate(options.config, clock.now)}
      and ${deliveryRulesAllowNow(clock)}
      and not exists (
        select 1 from notifications live
        where live.request_id = r.id and live.notification_method = 'email' and not live.is_successful and live.error_message is null
          and live.notification_sent_at >= ${staleBefore}
      )
      and (
        exists (
          select 1 from notifications n
          where n.request_id = r.id and n.notification_method = 'email' and not n.is_successful and n.error_message is null
            and n.notification_sent_at < ${staleBefore}
        )
        or (
          r.id in (select request_id from request_alerts where delivered_at is null and notification_id is null)
          and exists (
            select 1 from request_alerts ra
            join slot_openings o on o.id = ra.opening_id
            join tee_time_slots s on s.id = o.slot_id
            where ra.request_id = r.id and ra.delivered_at is null and ra.notification_id is null
              and ${deliverableSlotSql(clock)}
          )
          and not exists (
            select 1 from notifications ok
            where ok.request_id = r.id and ok.is_successful and ok.notification_method = 'email'
              and ok.notification_sent_at > ${clock.now}::timestamptz - make_interval(secs => ${minGapMinutes * 60}::float8)
          )
          and not ${inRetryBackOffSql(
            (n) => sql`${n}.request_id = r.id and ${n}.notification_method = 'email'`,
            clock.now,
          )}
        )
      )
    order by r.id
    limit ${options.limit ?? 500}
  `);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/**
 * Sends every request its next email. Safe to run in several processes at once: claims are taken
 * under row locks (skip locked) and each is a `notifications` row, so every attempt — sent, refused,
 * or cut short by a crash — is in the history. The protocol (docs/decisions/0007-alert-engine.md):
 * claim (content and Message-ID fixed) → compose and store the bytes → send → record acceptance.
 */
export async function deliverPendingAlerts(options: {
  db: Db;
  config: Config;
  clock: Clock;
  concurrency?: number;
  /** Called after each accepted email with its timing (benchmarks and tests measure the crash window). */
  onAccepted?: (timing: DeliveryTiming) => void;
}): Promise<DeliveryResult> {
  const total: DeliveryResult = { sent: 0, failed: 0 };
  await drainInWorkers({
    list: () => listDeliverableRequests({ db: options.db, config: options.config, now: options.clock() }),
    work: async (id) => {
      const outcome = await deliverRequestAlerts({ ...options, requestId: id });
      if (outcome !== 'nothing') total[outcome] += 1;
    },
    concurrency: options.concurrency,
  });
  return total;
}

/** Claims, sends and records one request's next email. */
export async function deliverRequestAlerts(options: {
  db: Db;
  config: Config;
  requestId: number;
  clock: Clock;
  onAccepted?: (timing: DeliveryTiming) => void;
}): Promise<'sent' | 'failed' | 'nothing'> {
  const { db, config, requestId, clock } = options;
  const claim = await claimAlertEmail({ db, config, requestId, clock: ruleClock(clock()) });
  if (!claim) return 'nothing';
  const sent = await sendClaimedEmail({ db, config, claim, clock });
  if (sent !== 'sent') return sent;
  const accepted = performance.now();
  await recordEmailAccepted(db, claim.notificationId, clock());
  options.onAccepted?.({
    notificationId: claim.notificationId,
    acceptedToRecordedMs: performance.now() - accepted,
    isResumed: claim.isResumed,
  });
  return 'sent';
}

/**
 * Sends a claimed email; on failure records the error and releases the alerts for a backed-off retry.
 * A resumed claim re-sends its stored bytes unchanged (same Message-ID) unless some listed times
 * closed meanwhile: then the rest is re-composed with the same Message-ID and Date, and when none is
 * left nothing is sent. Resolves 'sent' once the server accepted; the caller records that at once.
 */
export async function sendClaimedEmail(options: {
  db: Db;
  config: Config;
  claim: Claim;
  clock: Clock;
}): Promise<'sent' | 'failed' | 'nothing'> {
  const { db, config, claim, clock } = options;
  let subject: string | null = null;
  try {
    let { content, source } = claim;
    if (claim.isResumed) {
      const open = await stillDeliverableSlotIds(db, claim, ruleClock(clock()));
      const kept = content.slots.filter((slot) => open.has(slot.slotId));
      if (kept.length === 0) {
        await giveUpClaim(db, claim.notificationId, ALL_TAKEN_MESSAGE);
        return 'nothing';
      }
      if (kept.length < content.slots.length || !source) {
        content = { ...content, slots: kept };
        source = null;
      }
    }
    if (!source) {
      const composed = await composeAlertEmail(config, claim, content);
      ({ source, subject } = composed);
      await db.execute(sql`
        update notifications set message_source = ${source}, subject = ${subject},
          email_content = ${JSON.stringify(content)}::jsonb
        where id = ${claim.notificationId}
      `);
    }
    await sendComposedEmail({
      config,
      email: { to: claim.recipient, messageId: claim.messageId, source },
    });
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await giveUpClaim(db, claim.notificationId, message.slice(0, 1000) || 'Send failed', subject);
    return 'failed';
  }
}

/**
 * Records acceptance in ONE statement (one round trip, its own commit), right after the server's
 * answer: the notification is successful and its alerts delivered, and the in-flight bytes dropped.
 */
export async function recordEmailAccepted(db: Db, notificationId: number, at: Date): Promise<void> {
  await db.execute(sql`
    with sent as (
      update notifications set is_successful = true, error_message = null, notification_sent_at = ${at},
        message_source = null
      where id = ${notificationId}
      returning id
    )
    update request_alerts set delivered_at = ${at}
    where notification_id in (select id from sent) and delivered_at is null
  `);
}

async function composeAlertEmail(config: Config, claim: Claim, content: ClaimedEmail) {
  const { requestId } = claim;
  const link = (purpose: 'unsubscribe' | 'pause') =>
    `${config.publicUrl}/api/unsubscribe?token=${createUnsubscribeToken({ secret: config.authSecret, requestId, purpose })}`;
  const bookedToken = createRequestLinkToken({ secret: config.authSecret, requestId, purpose: 'booked' });
  const unsubscribeUrl = link('unsubscribe');
  const email = await renderAlertEmail({
    requestId,
    isFirst: content.isFirst,
    heldBy: content.heldBy,
    // Book goes through "Still open?" (decision 0132); the stored content keeps the course's own link,
    // so a claim fixed before this change composes the same way.
    slots: content.slots.map((slot) => ({
      ...slot,
      bookingUrl: slot.slotId
        ? stillOpenLinkUrl({ config, requestId, slotId: slot.slotId })
        : slot.bookingUrl,
    })),
    moreCount: content.moreCount,
    moreUrl: content.moreUrl,
    startHour: content.startHour,
    endHour: content.endHour,
    numberOfPlayers: content.numberOfPlayers,
    expiresAt: new Date(content.expiresAt),
    unsubscribeUrl,
    pauseUrl: link('pause'),
    bookedUrl: `${config.publicUrl}/api/booked?token=${bookedToken}`,
    dashboardUrl: `${config.publicUrl}/dashboard`,
  });
  const composed = await composeEmail({
    config,
    message: {
      to: claim.recipient,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: claim.messageId,
      date: new Date(content.date),
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  });
  return { source: composed.source, subject: email.subject };
}

async function stillDeliverableSlotIds(
  db: Db,
  claim: Claim,
  clock: ReturnType<typeof ruleClock>,
): Promise<Set<number>> {
  const ids = claim.content.slots.map((slot) => slot.slotId);
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select s.id from tee_time_slots s join monitoring_requests r on r.id = ${claim.requestId}
      where s.id = any(${`{${ids.join(',')}}`}::bigint[]) and ${deliverableSlotSql(clock)}
    `),
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** Ends a claim unsent: the reason goes to the history and its alerts are free for a later email. */
async function giveUpClaim(db: Db, notificationId: number, reason: string, subject?: string | null) {
  await db.execute(sql`
    with failed as (
      update notifications set error_message = ${reason}, message_source = null,
        subject = coalesce(${subject ?? null}, subject)
      where id = ${notificationId}
      returning id
    )
    update request_alerts set notification_id = null
    where notification_id in (select id from failed) and delivered_at is null
  `);
}
