import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { smsOptOuts } from '../../../db/schema';

// Numbers that asked for no more texts (decision 0171): a stop word replied to us, or Twilio's 21610
// (the number replied STOP at the carrier). Every text checks this list; START takes a number off it.

export async function recordOptOut(
  db: Db | Tx,
  phone: string,
  source: 'reply' | 'carrier',
  now: Date,
): Promise<void> {
  await db.insert(smsOptOuts).values({ phone, source, optedOutAt: now }).onConflictDoNothing();
}

export async function clearOptOut(db: Db | Tx, phone: string): Promise<void> {
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
}
