import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userPhones } from '../../db/schema';

/**
 * The account's confirmed number, which a request alerting by text takes as its contact phone. The
 * phone routes (features/sms) confirm it; the waitlist reads it when a request is saved (decision 0192).
 */
export async function confirmedPhoneOf(db: Db | Tx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ phone: userPhones.phone })
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), isNotNull(userPhones.confirmedAt)));
  return row?.phone;
}
