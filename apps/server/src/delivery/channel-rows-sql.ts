import { type SQL, sql } from 'drizzle-orm';
import type { ClaimBase, DeliveryChannel } from './delivery-channel';

/** SQL: the notifications row `n` is one of `recipient`'s on this channel (its claims, sent or not). */
export function channelRowsSql<Recipient, Claim extends ClaimBase>(
  channel: DeliveryChannel<Recipient, Claim>,
  n: SQL,
  recipient: SQL,
): SQL {
  return sql`(${channel.ownsSql(n, recipient)} and ${n}.notification_method = ${channel.method})`;
}
