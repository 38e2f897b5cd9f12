import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { idleCountersBatch } from '../../lib/rate-counter';

// The retention schedule the privacy page states (issue 48 item 5, decision 0252), applied hourly by
// the `privacy.retention` job. Each step works in batches of RETENTION_BATCH rows (one short statement
// each), so a large backlog never holds a long lock or a long transaction.

export const RETENTION_BATCH = 500;

export type RetentionResult = { notifications: number; sessionDetails: number; rateLimits: number };

/**
 * A rate-limit counter is never deleted while a limit could still read it: the longest window in use
 * is the account lock's (AUTH_ACCOUNT_LOCK_MINUTES) or the password-reset hour, so a counter stays at
 * least that long plus an hour whatever RETENTION_RATE_LIMIT_HOURS says.
 */
function rateLimitKeepMs(config: Config): number {
  const longestWindowMs = Math.max(config.accountLockMinutes, 60) * 60_000;
  return Math.max(config.retention.rateLimitHours * 3_600_000, longestWindowMs + 3_600_000);
}

/** Runs `step` (one batch, answering how many rows it touched) until a batch comes back short. */
async function inBatches(db: Db, step: (limit: number) => SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(await db.execute(step(RETENTION_BATCH)));
    const touched = Number(row?.n ?? 0);
    total += touched;
    if (touched < RETENTION_BATCH) return total;
  }
}

/**
 * - notifications (who was emailed, texted or pushed what) older than RETENTION_NOTIFICATIONS_DAYS are
 *   deleted, except a still-watching request's own: its first-email and once-per-held-time bookkeeping
 *   reads them, and they go once it stops;
 * - sessions created more than RETENTION_SESSION_DETAILS_DAYS ago lose their IP address and user agent
 *   (the session itself stays valid until it expires);
 * - rate-limit counters unused for RETENTION_RATE_LIMIT_HOURS (see rateLimitKeepMs) are deleted.
 */
export async function applyRetention(options: {
  db: Db;
  config: Config;
  now: Date;
}): Promise<RetentionResult> {
  const { db, config, now } = options;
  const day = 86_400_000;
  const notificationsBefore = new Date(now.getTime() - config.retention.notificationsDays * day);
  const sessionsBefore = new Date(now.getTime() - config.retention.sessionDetailsDays * day);
  const rateLimitBeforeMs = now.getTime() - rateLimitKeepMs(config);

  const notifications = await inBatches(
    db,
    (limit) => sql`with doomed as (
        select n.id from notifications n
        where n.notification_sent_at < ${notificationsBefore}
          and not exists (select 1 from monitoring_requests r
            where r.id = n.request_id and r.is_active and r.expires_at > ${now})
        order by n.id limit ${limit}),
      gone as (delete from notifications where id in (select id from doomed) returning 1)
      select count(*)::int as n from gone`,
  );
  const sessionDetails = await inBatches(
    db,
    (limit) => sql`with doomed as (
        select id from session
        where created_at < ${sessionsBefore} and (ip_address is not null or user_agent is not null)
        limit ${limit}),
      cleared as (update session set ip_address = null, user_agent = null
        where id in (select id from doomed) returning 1)
      select count(*)::int as n from cleared`,
  );
  const rateLimits = await inBatches(db, idleCountersBatch(rateLimitBeforeMs));
  return { notifications, sessionDetails, rateLimits };
}
