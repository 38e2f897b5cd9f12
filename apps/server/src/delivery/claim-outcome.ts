import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { ClaimBase, DeliveryChannel } from './delivery-channel';

// How a claim ends, the same for every channel: accepted (delivered) or given up (the reason in the
// history, what it covered free for a later claim). Each is ONE statement, so no crash can leave half.

export const INTERRUPTED_MESSAGE = 'Interrupted: the worker stopped before the send was confirmed';

/**
 * Records acceptance right after the provider's answer: the notification is successful (its in-flight
 * bytes dropped) and the channel marks what it covered delivered.
 */
export async function recordAccepted<Recipient, Claim extends ClaimBase>(
  db: Executor,
  channel: DeliveryChannel<Recipient, Claim>,
  notificationId: number,
  at: Date,
  provider: { messageId?: string; segments?: number } = {},
): Promise<void> {
  await db.execute(sql`
    with sent as (
      update notifications set is_successful = true, error_message = null, notification_sent_at = ${at},
        message_source = null, message_id = coalesce(${provider.messageId ?? null}::text, message_id),
        segments = coalesce(${provider.segments ?? null}::smallint, segments)
      where id = ${notificationId}
      -- The whole row, for the channel's tail (push reads its device from it).
      returning *
    )
    ${channel.acceptedSql(at)}
  `);
}

/** Ends claims in flight unsent: the reason goes to the history and what they covered is released. */
export async function giveUpClaims<Recipient, Claim extends ClaimBase>(
  db: Executor,
  channel: DeliveryChannel<Recipient, Claim>,
  notificationIds: number[],
  reason: string,
): Promise<void> {
  await db.execute(sql`
    with failed as (
      update notifications set error_message = ${reason}, message_source = null
      where id = any(${idList(notificationIds)}) and not is_successful and error_message is null
      returning id
    )
    ${channel.releaseSql}
  `);
}

function idList(ids: number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}
