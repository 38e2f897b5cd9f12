import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, type SmsDeliveryStatus } from '../../db/schema';
import { recordOptOut, UNSUBSCRIBED_RECIPIENT } from '../../delivery';

// Twilio's delivery status callbacks (issue 36 item 4): each text's status and error code, recorded on
// its notification history row (found by its Message SID). Callbacks may arrive out of order, so a status
// never goes back to an earlier one (a late "sent" does not undo "delivered"). Error 21610 says the
// number replied STOP at the carrier: it gets no more texts.

const RANK: Record<SmsDeliveryStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  undelivered: 2,
  failed: 2,
};

/** Twilio's status names we record, each as one of ours (accepted and scheduled are still queued). */
const STATUS_OF: Record<string, SmsDeliveryStatus> = {
  accepted: 'queued',
  scheduled: 'queued',
  queued: 'queued',
  sending: 'queued',
  sent: 'sent',
  delivered: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
};

export async function recordDeliveryStatus(options: {
  db: Db;
  messageSid: string;
  twilioStatus: string;
  errorCode: number | undefined;
  to: string | undefined;
  now: Date;
}): Promise<void> {
  const { db, messageSid, errorCode, now } = options;
  const status = STATUS_OF[options.twilioStatus];
  if (errorCode === UNSUBSCRIBED_RECIPIENT && options.to) await recordOptOut(db, options.to, 'carrier', now);
  if (!status) return;
  const failed = status === 'undelivered' || status === 'failed';
  const rankOf = sql`case ${notifications.deliveryStatus} ${sql.join(
    Object.entries(RANK).map(([name, rank]) => sql`when ${name} then ${rank}`),
    sql` `,
  )} else -1 end`;
  await db
    .update(notifications)
    .set({
      deliveryStatus: status,
      providerErrorCode: errorCode ?? null,
      deliveryStatusAt: now,
      ...(failed
        ? {
            isSuccessful: false,
            errorMessage: `Twilio: ${status}${errorCode ? ` (error ${errorCode})` : ''}`,
          }
        : {}),
    })
    .where(
      and(
        eq(notifications.messageId, messageSid),
        eq(notifications.notificationMethod, 'sms'),
        sql`${rankOf} <= ${RANK[status]}`,
      ),
    );
}
