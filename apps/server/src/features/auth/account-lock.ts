import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { clearCounter, hitCounter, readCounter } from '../../lib/rate-counter';

// Per-account brute-force guard: AUTH_FAILED_SIGN_INS_PER_ACCOUNT wrong passwords for one email, from
// any number of addresses, lock that email's password sign-in for AUTH_ACCOUNT_LOCK_MINUTES after the
// last failure. Other accounts are unaffected; a correct sign-in clears the count. The price is that a
// stranger can keep one account locked by guessing; the owner can still reset it by waiting, and the
// per-address limit bounds how fast one client can do that.

const keyOf = (email: string) => `failed-sign-in|${email.trim().toLowerCase()}`;
const windowMs = (config: Config) => config.accountLockMinutes * 60_000;

type AccountLockOptions = { db: Db; config: Config; email: string; clock: Clock };

/** Minutes until the account may try again, or undefined when it is not locked. */
export async function accountLockMinutesLeft(options: AccountLockOptions) {
  const { db, config, email } = options;
  const nowMs = options.clock().getTime();
  const state = await readCounter(db, keyOf(email), windowMs(config), nowMs);
  if (!state || state.count < config.failedSignInsPerAccount) return undefined;
  return Math.max(1, Math.ceil((state.lastHitMs + windowMs(config) - nowMs) / 60_000));
}

export async function recordFailedSignIn(options: AccountLockOptions) {
  const { db, config, email } = options;
  await hitCounter(db, keyOf(email), windowMs(config), options.clock().getTime());
}

export async function clearFailedSignIns(options: { db: Db; email: string }) {
  await clearCounter(options.db, keyOf(options.email));
}
