import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { takeAllowance } from '../../lib/rate-counter';

// Reset requests per email address (issue 26): at most RESET_REQUESTS_PER_EMAIL in RESET_WINDOW_MINUTES,
// counted for every address asked about, with or without an account, so the refusal says nothing about
// who has one. It stops a stranger filling a golfer's inbox with reset links; the per-address limit
// (better-auth's rate limit on /request-password-reset) stops one client asking about many addresses.

export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_WINDOW_MINUTES = 60;

/** Counts one request for `email`; the minutes to wait when it is over the limit, else undefined. */
export async function resetRequestMinutesToWait(options: {
  db: Db;
  email: string;
  clock: Clock;
}): Promise<number | undefined> {
  const allowance = await takeAllowance({
    db: options.db,
    now: options.clock(),
    key: `password-reset|${options.email.trim().toLowerCase()}`,
    limit: RESET_REQUESTS_PER_EMAIL,
    windowMs: RESET_WINDOW_MINUTES * 60_000,
  });
  return allowance.isOver ? allowance.minutesToWait : undefined;
}
