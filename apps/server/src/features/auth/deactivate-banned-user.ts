import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringRequests } from '../../db/schema';

/** Pauses every waitlist request of a banned user (an unban does not resume them: the user decides). */
export async function deactivateRequestsOfBannedUser(db: Db, userId: string): Promise<void> {
  await db.update(monitoringRequests).set({ isActive: false }).where(eq(monitoringRequests.userId, userId));
}
