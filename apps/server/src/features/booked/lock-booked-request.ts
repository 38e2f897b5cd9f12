import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { monitoringRequests } from '../../db/schema';

/**
 * The request "I booked it" and "keep watching for better" change, locked for the rest of `tx` so two
 * clicks (an email's and a text's) apply one after the other; undefined when it is gone.
 */
export async function lockBookedRequest(tx: Tx, requestId: number) {
  const [row] = await tx
    .select({
      isActive: monitoringRequests.isActive,
      expiresAt: monitoringRequests.expiresAt,
      createdAt: monitoringRequests.createdAt,
      endHour: monitoringRequests.endHour,
      preferredDates: monitoringRequests.preferredDates,
      bookedDates: monitoringRequests.bookedDates,
      groupId: monitoringRequests.groupId,
      weeklyDays: monitoringRequests.weeklyDays,
    })
    .from(monitoringRequests)
    .where(eq(monitoringRequests.id, requestId))
    .for('update');
  return row;
}
