import { MAX_ACTIVE_MONITORING_REQUESTS } from '@teewatch/shared';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { monitoringRequests } from '../../db/schema';
import { AppError } from '../../http/app-error';

// How many requests one golfer may hold: live ones (the spec's limit) and stored ones, paused included.

export const TOO_MANY_REQUESTS_MESSAGE = `You already have ${MAX_ACTIVE_MONITORING_REQUESTS} active waitlist requests. Pause one on your dashboard before adding another.`;

/** Default of MAX_REQUESTS_PER_USER: paused requests count too, so one account cannot pile up hundreds. */
export const DEFAULT_MAX_REQUESTS_PER_USER = 25;
export const tooManyStoredRequestsMessage = (max: number) =>
  `You already have ${max} waitlist requests, paused ones included. A request frees its place when it expires.`;

/** Throws 409 when the user already has the maximum of live (active, unexpired) requests. */
export async function assertRoomForAnotherActiveRequest(tx: Tx, userId: string, now: Date): Promise<void> {
  // Serialises one user's concurrent writes so the limit cannot be overshot by a race.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`monitoring-requests:${userId}`}))`);
  const [active] = await tx
    .select({ total: count() })
    .from(monitoringRequests)
    .where(
      and(
        eq(monitoringRequests.userId, userId),
        eq(monitoringRequests.isActive, true),
        gt(monitoringRequests.expiresAt, now),
      ),
    );
  if ((active?.total ?? 0) >= MAX_ACTIVE_MONITORING_REQUESTS) {
    throw new AppError('CONFLICT', TOO_MANY_REQUESTS_MESSAGE);
  }
}

/** Throws 409 when the user already holds `max` unexpired requests, paused included (run after the lock above). */
export async function assertRoomForAnotherRequest(
  tx: Tx,
  userId: string,
  now: Date,
  max: number,
): Promise<void> {
  const [stored] = await tx
    .select({ total: count() })
    .from(monitoringRequests)
    .where(and(eq(monitoringRequests.userId, userId), gt(monitoringRequests.expiresAt, now)));
  if ((stored?.total ?? 0) >= max) throw new AppError('CONFLICT', tooManyStoredRequestsMessage(max));
}
