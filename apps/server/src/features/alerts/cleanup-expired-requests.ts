import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringRequests } from '../../db/schema';

/**
 * The admin's "Cleanup Expired": deactivates every request whose 30 days are over. The plan already
 * ignores expired requests, so this only makes the stored flag agree with the dates.
 */
export async function cleanupExpiredRequests(options: {
  db: Db;
  now?: Date;
}): Promise<{ deactivated: number }> {
  const now = options.now ?? new Date();
  const rows = await options.db
    .update(monitoringRequests)
    .set({ isActive: false })
    .where(and(eq(monitoringRequests.isActive, true), lte(monitoringRequests.expiresAt, now)))
    .returning({ id: monitoringRequests.id });
  return { deactivated: rows.length };
}
