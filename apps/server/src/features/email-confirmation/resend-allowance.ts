import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { takeAllowance } from '../../lib/rate-counter';

// How often someone may ask for a confirmation email again ("Resend"), counted in the shared
// `rate_limit` table like every other limit, so all API processes count together. Two counters, both
// hit on every ask: per account (a golfer clicking Resend again and again) and per client address (one
// client with many accounts), in 15-minute windows. The retention job keeps a counter at least an hour past
// the longest window in use (apply-retention.ts), so the window is never cut short.

export const RESEND_WINDOW_MS = 15 * 60_000;
export const RESENDS_PER_ACCOUNT = 3;
export const RESENDS_PER_CLIENT_ADDRESS = 10;

/** Counts one ask; true while both the account and the client address are within their limits. */
export async function takeResendAllowance(options: {
  db: Db;
  clock: Clock;
  userId: string;
  clientAddress: string;
}): Promise<boolean> {
  // Both counters at one instant, each hit on every ask (an ask refused for the account still counts
  // against the address).
  const now = options.clock();
  const take = (key: string, limit: number) =>
    takeAllowance({ db: options.db, now, key, limit, windowMs: RESEND_WINDOW_MS });
  const account = await take(`resend|account|${options.userId}`, RESENDS_PER_ACCOUNT);
  const address = await take(`resend|address|${options.clientAddress}`, RESENDS_PER_CLIENT_ADDRESS);
  return !account.isOver && !address.isOver;
}
