import { LAST_ADMIN_MESSAGE } from '@teewatch/shared';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringRequests, notifications, user, verification } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { clearCountersNaming } from '../../lib/rate-counter';

/**
 * Deletes an account and the golfer's personal data in one transaction (decision 0102):
 * - the admin notification history keeps its rows, detached: no request, no recipient, no stored message
 *   (the composed message names the address); what was sent and when stays for the admins' counts;
 *   the golfer's test alerts' rows likewise;
 * - the requests go, and with them their courses, dates and per-opening alert rows (they cascade);
 * - better-auth's verification rows (reset and deletion tokens name the user id) and our counters in
 *   `rate_limit` whose key names the address or the id (failed sign-ins) go;
 * - the user row goes, and sessions, sign-in accounts and confirmed contact addresses cascade with it.
 * The last admin is refused: nobody would be left to run the console. Admin rows are locked while
 * counting, so two admins deleting themselves at once cannot both pass.
 */
export async function eraseAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, userId));
    if (!target) return;
    if (target.role === 'admin') {
      // Every admin row, in one order, so concurrent deletions wait for each other instead of deadlocking.
      const admins = await tx
        .select({ id: user.id })
        .from(user)
        .where(eq(user.role, 'admin'))
        .orderBy(asc(user.id))
        .for('update');
      if (!admins.some((admin) => admin.id !== userId)) throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
    }
    const requestIds = tx
      .select({ id: monitoringRequests.id })
      .from(monitoringRequests)
      .where(eq(monitoringRequests.userId, userId));
    await tx
      .update(notifications)
      .set({ requestId: null, recipient: null, messageSource: null })
      .where(inArray(notifications.requestId, requestIds));
    // The test alerts' rows (decision 0262) belong to no request: detached by their test_alerts rows,
    // which cascade with the user.
    await tx.execute(sql`update notifications set recipient = null, message_source = null
      where id in (select notification_id from test_alerts where user_id = ${userId})`);
    await tx.delete(monitoringRequests).where(eq(monitoringRequests.userId, userId));
    await tx
      .delete(verification)
      .where(or(eq(verification.value, userId), eq(verification.identifier, target.email)));
    await clearCountersNaming(tx, target.email, userId);
    await tx.delete(user).where(eq(user.id, userId));
  });
}
