import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringRequests } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/**
 * The admin's "Cleanup Expired": deactivates every request whose 30 days are over. The plan already
 * ignores expired requests, so this only makes the stored flag agree with the dates.
 */
export async function cleanupExpiredRequests(options: {
  db: Db;
  clock: Clock;
}): Promise<{ deactivated: number }> {
  const now = options.clock();
  const rows = await options.db
    .update(monitoringRequests)
    .set({ isActive: false })
    .where(and(eq(monitoringRequests.isActive, true), lte(monitoringRequests.expiresAt, now)))
    .returning({ id: monitoringRequests.id });
  return { deactivated: rows.length };
}
