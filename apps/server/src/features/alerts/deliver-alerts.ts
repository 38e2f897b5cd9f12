import { createHash } from 'node:crypto';
import { DEFAULT_BOOKING_URL } from '@teewatch/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notifications, requestAlerts } from '../../db/schema';
import { type AlertEmailSlot, renderAlertEmail } from '../../email/alert-email';
import { sendEmail } from '../../email/send-email';
import { createUnsubscribeToken } from '../../email/unsubscribe-token';
import { type RuleClock, rowsOf, ruleClock, slotStillAhead } from './alert-rules';
import { recipientGate } from './recipient-gate';

/** Back-off after failed attempts for a request: 15 s, 30 s, 60 s … capped at 10 minutes. */
const RETRY_BASE_SECONDS = 15;
const RETRY_MAX_SECONDS = 600;
export const INTERRUPTED_MESSAGE = 'Interrupted: the worker stopped before the send was confirmed';

export type DeliveryResult = { sent: number; failed: number };

/** Alerts worth sending: undelivered, unclaimed (or claim abandoned), slot still open and ahead. */
// The claim timeout (ALERT_CLAIM_TIMEOUT_SECONDS, 5 minutes by default) must stay far above the SMTP
// timeouts in send-email.ts, so a live but slow send is never taken over.
function deliverableAlert(clock: RuleClock, claimTimeoutSeconds: number) {
  const staleBefore = new Date(clock.now.getTime() - claimTimeoutSeconds * 1000);
  return sql`ra.delivered_at is null
    and (ra.notification_id is null or n.id is null or n.notification_sent_at < ${staleBefore})
    and s.gone_at is null and s.available_spots > 0
    and ${slotStillAhead(sql`s.date`, sql`s.time`, clock)}`;
}

/** Requests with deliverable alerts and no back-off in force, oldest first. */
export async function listDeliverableRequests(options: {
  db: Db;
  config: Config;
  now?: Date;
  limit?: number;
}): Promise<number[]> {
  const clock = ruleClock(options.now ?? new Date());
  const result = await options.db.execute(sql`
    select r.id from monitoring_requests r
    where r.id in (select request_id from request_alerts where delivered_at is null)
      and r.is_active and r.expires_at > ${clock.now} and ${recipientGate(options.config, clock.now)}
      and exists (
        select 1 from request_alerts ra
        join slot_openings o on o.id = ra.opening_id
        join tee_time_slots s on s.id = o.slot_id
        left join notifications n on n.id = ra.notification_id
        where ra.request_id = r.id and ${deliverableAlert(clock, options.config.alerts.claimTimeoutSeconds)}
      )
      and not exists (
        select 1 from (
          select f.notification_sent_at, count(*) over () as failures
          from notifications f
          where f.request_id = r.id and not f.is_successful and f.error_message is not null
            and f.id > coalesce((select max(ok.id) from notifications ok where ok.request_id = r.id and ok.is_successful), 0)
          order by f.id desc limit 1
        ) last_failure
        where last_failure.notification_sent_at > ${clock.now}::timestamptz - make_interval(secs =>
          least(${RETRY_MAX_SECONDS}::float8, ${RETRY_BASE_SECONDS}::float8 * power(2, least(last_failure.failures, 12) - 1)))
      )
    order by r.id
    limit ${options.limit ?? 500}
  `);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/**
 * Sends every request its pending alerts, one email per request listing all of them. Safe to run in
 * several processes at once: each request's alerts are claimed under row locks (skip locked) and
 * the claim is a `notifications` row, so every attempt — sent, refused, or cut short by a crash — is
 * in the history. Alerts are marked delivered only after the SMTP server accepted the message; a
 * failure releases them for a retry after back-off. See docs/decisions/0007-alert-engine.md for the
 * crash window between "accepted" and "marked".
 */
export async function deliverPendingAlerts(options: {
  db: Db;
  config: Config;
  now?: () => Date;
  concurrency?: number;
}): Promise<DeliveryResult> {
  const clock = options.now ?? (() => new Date());
  const total: DeliveryResult = { sent: 0, failed: 0 };
  const attempted = new Set<number>();
  for (;;) {
    const candidates = (
      await listDeliverableRequests({ db: options.db, config: options.config, now: clock() })
    ).filter((id) => !attempted.has(id));
    if (candidates.length === 0) return total;
    const queue = [...candidates];
    const workers = Array.from({ length: Math.min(options.concurrency ?? 4, queue.length) }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        attempted.add(id);
        const outcome = await deliverRequestAlerts({
          db: options.db,
          config: options.config,
          requestId: id,
          now: clock,
        });
        if (outcome === 'sent') total.sent += 1;
        if (outcome === 'failed') total.failed += 1;
      }
    });
    await Promise.all(workers);
  }
}

type Claim = { notificationId: number; openingIds: number[]; recipient: string };

async function claimAlerts(
  db: Db,
  config: Config,
  requestId: number,
  clock: RuleClock,
): Promise<Claim | undefined> {
  return db.transaction(async (tx) => {
    const claimed = rowsOf<{ opening_id: number; notification_id: number | null; contact_email: string }>(
      await tx.execute(sql`
        select ra.opening_id, ra.notification_id, r.contact_email
        from request_alerts ra
        join monitoring_requests r on r.id = ra.request_id
        join slot_openings o on o.id = ra.opening_id
        join tee_time_slots s on s.id = o.slot_id
        left join notifications n on n.id = ra.notification_id
        where ra.request_id = ${requestId} and r.is_active and r.expires_at > ${clock.now} and ${recipientGate(config, clock.now)}
          and ${deliverableAlert(clock, config.alerts.claimTimeoutSeconds)}
        order by ra.opening_id
        for update of ra skip locked
      `),
    );
    const first = claimed[0];
    if (!first) return undefined;
    const abandoned = [
      ...new Set(claimed.flatMap((row) => (row.notification_id ? [Number(row.notification_id)] : []))),
    ];
    if (abandoned.length > 0) {
      await tx.execute(sql`
        update notifications set error_message = ${INTERRUPTED_MESSAGE}
        where id = any(${`{${abandoned.join(',')}}`}::int[]) and not is_successful and error_message is null
      `);
    }
    const openingIds = claimed.map((row) => Number(row.opening_id));
    const [notification] = await tx
      .insert(notifications)
      .values({
        requestId,
        notificationMethod: 'email',
        recipient: first.contact_email,
        isSuccessful: false,
        openingIds,
        notificationSentAt: clock.now,
      })
      .returning({ id: notifications.id });
    await tx.execute(sql`
      update request_alerts set notification_id = ${notification!.id}
      where request_id = ${requestId} and opening_id = any(${`{${openingIds.join(',')}}`}::bigint[])
    `);
    return { notificationId: notification!.id, openingIds, recipient: first.contact_email };
  });
}

async function loadEmailInput(db: Db, requestId: number, openingIds: number[]) {
  const rows = rowsOf<{
    course_name: string;
    date: string;
    time: string;
    holes: number;
    available_spots: number;
    price: number | null;
    booking_url: string | null;
    course_booking_url: string | null;
    slot_id: number;
  }>(
    await db.execute(sql`
      select distinct on (s.id) s.id as slot_id, c.name as course_name, s.date::text as date, s.time, s.holes,
        s.available_spots, s.price, s.booking_url, c.booking_url as course_booking_url
      from slot_openings o
      join tee_time_slots s on s.id = o.slot_id
      join golf_courses c on c.id = s.course_id
      where o.id = any(${`{${openingIds.join(',')}}`}::bigint[])
      order by s.id
    `),
  );
  const slots: AlertEmailSlot[] = rows
    .map((row) => ({
      courseName: row.course_name,
      date: String(row.date),
      time: row.time,
      holes: Number(row.holes),
      availableSpots: Number(row.available_spots),
      price: row.price === null ? null : Number(row.price),
      bookingUrl: row.booking_url ?? row.course_booking_url ?? DEFAULT_BOOKING_URL,
    }))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.time.localeCompare(b.time) ||
        a.courseName.localeCompare(b.courseName),
    );
  const [request] = rowsOf<{
    start_hour: number;
    end_hour: number;
    number_of_players: number;
    expires_at: Date | string;
  }>(
    await db.execute(sql`
      select start_hour, end_hour, number_of_players, expires_at from monitoring_requests where id = ${requestId}
    `),
  );
  return { slots, request: request! };
}

/** Claims, sends and records one request's pending alerts. */
export async function deliverRequestAlerts(options: {
  db: Db;
  config: Config;
  requestId: number;
  now?: () => Date;
}): Promise<'sent' | 'failed' | 'nothing'> {
  const { db, config, requestId } = options;
  const clock = options.now ?? (() => new Date());
  const claim = await claimAlerts(db, config, requestId, ruleClock(clock()));
  if (!claim) return 'nothing';

  let subject: string | null = null;
  try {
    const { slots, request } = await loadEmailInput(db, requestId, claim.openingIds);
    const link = (purpose: 'unsubscribe' | 'pause') =>
      `${config.publicUrl}/api/unsubscribe?token=${createUnsubscribeToken({ secret: config.authSecret, requestId, purpose })}`;
    const unsubscribeUrl = link('unsubscribe');
    const email = await renderAlertEmail({
      requestId,
      slots,
      startHour: Number(request.start_hour),
      endHour: Number(request.end_hour),
      numberOfPlayers: Number(request.number_of_players),
      expiresAt: new Date(request.expires_at),
      unsubscribeUrl,
      pauseUrl: link('pause'),
      dashboardUrl: `${config.publicUrl}/dashboard`,
    });
    subject = email.subject;
    // The same alerts always get the same Message-ID, so a copy re-sent after a crash can be dropped
    // by receivers that de-duplicate on it.
    const digest = createHash('sha256')
      .update(`${requestId}:${claim.openingIds.join(',')}`)
      .digest('hex');
    await sendEmail({
      config,
      message: {
        to: claim.recipient,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: `<alert-${requestId}-${digest.slice(0, 24)}@teewatch>`,
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.transaction(async (tx) => {
      await tx
        .update(notifications)
        .set({ errorMessage: message.slice(0, 1000) || 'Send failed', subject })
        .where(eq(notifications.id, claim.notificationId));
      await tx
        .update(requestAlerts)
        .set({ notificationId: null })
        .where(
          and(eq(requestAlerts.notificationId, claim.notificationId), isNull(requestAlerts.deliveredAt)),
        );
    });
    return 'failed';
  }

  const sentAt = clock();
  await db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ isSuccessful: true, errorMessage: null, subject, notificationSentAt: sentAt })
      .where(eq(notifications.id, claim.notificationId));
    await tx
      .update(requestAlerts)
      .set({ deliveredAt: sentAt })
      .where(and(eq(requestAlerts.notificationId, claim.notificationId), isNull(requestAlerts.deliveredAt)));
  });
  return 'sent';
}
