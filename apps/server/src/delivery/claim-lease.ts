import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor, Tx } from '../db/client';

// The lease on a claim, the same for every channel (decisions 0007, 0130): a notifications row in flight
// younger than ALERT_CLAIM_TIMEOUT_SECONDS belongs to the worker sending it; an older one was abandoned
// (a crash, a stop) and the next claimer resumes it as it was, renewing the lease.

/** Claims in flight since before this instant are abandoned. */
export function claimStaleBefore(config: Config, now: Date): Date {
  return new Date(now.getTime() - config.alerts.claimTimeoutSeconds * 1000);
}

/**
 * Reads one recipient's claims in flight (oldest first): 'live' while any is inside its lease (its
 * worker is sending, so there is nothing to do), else the oldest, abandoned, to resume (if any).
 */
export function abandonedClaimOf<Row extends { notificationSentAt: Date }>(
  inFlight: Row[],
  config: Config,
  now: Date,
): Row | 'live' | undefined {
  const staleBefore = claimStaleBefore(config, now);
  if (inFlight.some((row) => row.notificationSentAt >= staleBefore)) return 'live';
  return inFlight[0];
}

/** The resumer holds the claim from now on: a second resumer waits out a full lease again. */
export async function renewClaimLease(tx: Tx, notificationId: number, now: Date): Promise<void> {
  await tx.execute(sql`update notifications set notification_sent_at = ${now} where id = ${notificationId}`);
}

/**
 * Hands a claim not yet accepted by its provider back at once (a stopping worker, decision 0221): its lease
 * is moved to before the stale line, so the next listing anywhere resumes it as it was (the same content
 * and id), without the failure back-off a given-up claim would wait out, and seconds later instead of
 * after ALERT_CLAIM_TIMEOUT_SECONDS.
 */
export async function releaseClaimLease(
  db: Executor,
  config: Config,
  notificationId: number,
  now: Date,
): Promise<void> {
  const expired = new Date(claimStaleBefore(config, now).getTime() - 1000);
  await db.execute(sql`
    update notifications set notification_sent_at = ${expired}
    where id = ${notificationId} and not is_successful and error_message is null
  `);
}
