import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { sendSignInBlockedEmail } from './account-emails';

/**
 * Tells the account holder that one address was just blocked from signing in to their account (once
 * per block: account-lock.ts reports the failure that blocked it). Nothing is sent for an email with
 * no account.
 */
export async function notifySignInBlocked(options: {
  db: Db;
  config: Config;
  clock: Clock;
  email: string;
  address: string;
}): Promise<void> {
  const { db, config, clock } = options;
  const [holder] = await db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.email, options.email.trim().toLowerCase()))
    .limit(1);
  if (!holder) return;
  await sendSignInBlockedEmail({
    config,
    clock,
    to: holder.email,
    name: holder.name,
    address: options.address,
    failures: config.failedSignInsPerAccount,
    blockedMinutes: config.accountLockMinutes,
  });
}
