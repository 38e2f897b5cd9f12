import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { clearCounter, clearCountersStartingWith, hitCounter, readCounter } from '../../lib/rate-counter';

// Brute-force guard per (account, client address), after Auth0's brute-force protection: once one
// address has sent AUTH_FAILED_SIGN_INS_PER_ACCOUNT wrong passwords for one email, that address may not
// try that email again for AUTH_ACCOUNT_LOCK_MINUTES after the last failure. The owner, from any other
// address, signs in at once: a stranger who knows a golfer's email can no longer keep them out (the
// per-account lock this replaces let anyone do that). An attacker spread over many addresses is slowed
// by the per-address limit across accounts (better-auth's rate limit), and the account holder is told
// by email each time an address is blocked. A correct sign-in clears that pair's count; a password
// reset clears every block on the account.

const accountPrefix = (email: string) => `failed-sign-in|${email.trim().toLowerCase()}|`;
const keyOf = (email: string, address: string) => `${accountPrefix(email)}${address}`;
const windowMs = (config: Config) => config.accountLockMinutes * 60_000;

type PairOptions = { db: Db; config: Config; email: string; address: string; clock: Clock };

/** Minutes until this address may try this account again, or undefined when the pair is not blocked. */
export async function signInBlockMinutesLeft(options: PairOptions): Promise<number | undefined> {
  const { db, config, email, address } = options;
  const now = options.clock();
  const state = await readCounter(db, keyOf(email, address), windowMs(config), now);
  if (!state || state.count < config.failedSignInsPerAccount) return undefined;
  return Math.max(1, Math.ceil((state.lastHitMs + windowMs(config) - now.getTime()) / 60_000));
}

/** Counts one wrong password; says whether this one blocked the pair (true exactly once per block). */
export async function recordFailedSignIn(options: PairOptions): Promise<{ blockedNow: boolean }> {
  const { db, config, email, address } = options;
  const count = await hitCounter(db, keyOf(email, address), windowMs(config), options.clock());
  return { blockedNow: count === config.failedSignInsPerAccount };
}

/** A correct password from this address: its earlier failures no longer count. */
export async function clearFailedSignIns(options: { db: Db; email: string; address: string }) {
  await clearCounter(options.db, keyOf(options.email, options.address));
}

/** A password reset: every address blocked for this account may try again. */
export async function clearAccountSignInBlocks(options: { db: Db; email: string }) {
  await clearCountersStartingWith(options.db, accountPrefix(options.email));
}
