import type { AdminNotificationList, AdminNotificationListQuerySchema } from '@teewatch/shared';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { monitoringRequests, notifications } from '../../db/schema';
import { containsPattern, countAll, listPage } from './admin-pagination';
import { toNotificationRecord } from './admin-requests.queries';

export const notificationColumns = {
  id: notifications.id,
  requestId: notifications.requestId,
  notificationSentAt: notifications.notificationSentAt,
  notificationMethod: notifications.notificationMethod,
  isSuccessful: notifications.isSuccessful,
  errorMessage: notifications.errorMessage,
  contactEmail: monitoringRequests.contactEmail,
};

/** Notification history, newest first; search matches the request's contact email or the recipient. */
export async function listNotifications(options: {
  db: Db;
  query: z.output<typeof AdminNotificationListQuerySchema>;
}): Promise<AdminNotificationList> {
  const { db, query } = options;
  const conditions: SQL[] = [];
  if (query.method !== 'all') conditions.push(eq(notifications.notificationMethod, query.method));
  if (query.status !== 'all') conditions.push(eq(notifications.isSuccessful, query.status === 'success'));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(ilike(monitoringRequests.contactEmail, pattern), ilike(notifications.recipient, pattern))!,
    );
  }
  const where = and(...conditions);
  const { rows, pagination } = await listPage(
    query,
    db
      .select({ total: countAll })
      .from(notifications)
      .leftJoin(monitoringRequests, eq(monitoringRequests.id, notifications.requestId))
      .where(where),
    db
      .select(notificationColumns)
      .from(notifications)
      .leftJoin(monitoringRequests, eq(monitoringRequests.id, notifications.requestId))
      .where(where)
      .orderBy(desc(notifications.notificationSentAt), desc(notifications.id))
      .$dynamic(),
  );
  return { notifications: rows.map(toNotificationRecord), pagination };
}
