import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows-of';

/**
 * The one recipient lock of every channel (issue 49 item 2): a transaction-scoped advisory lock, tried
 * (a recipient another worker is claiming for is skipped: there is nothing to do here), keyed by the
 * channel's name and the recipient's id and released at commit. Not the recipient's row: two channels
 * of one request never wait on each other, and no row lock meets a golfer's cap lock in the other order
 * (the deadlock of decision 0212).
 */
export async function tryRecipientLock(tx: Tx, channelName: string, recipientId: number): Promise<boolean> {
  const [row] = rowsOf<{ locked: boolean }>(
    await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${channelName}), ${recipientId}::int) as locked`,
    ),
  );
  return row?.locked === true;
}
