import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { smsOptOuts, userPhones } from '../../../db/schema';

// What a send checks of the number itself, just before a text goes (decision 0172).

/** Whether the number replied STOP (and has not texted START since). */
export async function isOptedOut(db: Db | Tx, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phone, phone));
  return Boolean(row);
}

/** Whether some account confirmed this number (only such numbers are sent alerts). */
export async function isConfirmedNumber(db: Db | Tx, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userPhones.userId })
    .from(userPhones)
    .where(and(eq(userPhones.phone, phone), isNotNull(userPhones.confirmedAt)));
  return Boolean(row);
}
