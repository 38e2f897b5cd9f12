import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { inRetryBackOffSql } from '../lib/retry-back-off-sql';
import { ruleInstant } from '../lib/slot-rules-sql';
import { channelRowsSql } from './channel-rows-sql';
import { claimStaleBefore } from './claim-lease';
import type { ClaimBase, DeliveryChannel } from './delivery-channel';

/**
 * A channel's recipients with something to send now, lowest id first: an abandoned claim to resume,
 * or news outside any failure back-off; none with a claim inside its lease (its worker is sending).
 * `requestIds` narrows the listing to the recipients those requests concern (the mirror's hand-off).
 */
export async function listDue<Recipient, Claim extends ClaimBase>(
  channel: DeliveryChannel<Recipient, Claim>,
  options: { db: Db; config: Config; now: Date; limit?: number; requestIds?: number[] },
): Promise<number[]> {
  const { db, config } = options;
  const instant = ruleInstant(options.now);
  const scope = { db, config, instant };
  const id = channel.recipients.id;
  const mine = (n: string) => channelRowsSql(channel, sql.raw(n), id);
  const staleBefore = claimStaleBefore(config, instant.now);
  const narrowed = options.requestIds
    ? sql`and ${channel.concernsSql(sql`${`{${options.requestIds.join(',')}}`}::int[]`)}`
    : sql``;
  const result = await db.execute(sql`
    select ${id} as id from ${channel.recipients.from}
    where ${channel.readySql(scope)} ${narrowed}
      and not exists (select 1 from notifications live where ${mine('live')}
        and not live.is_successful and live.error_message is null and live.notification_sent_at >= ${staleBefore})
      and (
        exists (select 1 from notifications n where ${mine('n')}
          and not n.is_successful and n.error_message is null and n.notification_sent_at < ${staleBefore})
        or (${channel.hasNewsSql(scope)}
          and not ${inRetryBackOffSql((n) => channelRowsSql(channel, n, id), instant.now)})
      )
    order by ${id}
    limit ${options.limit ?? 500}
  `);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}
