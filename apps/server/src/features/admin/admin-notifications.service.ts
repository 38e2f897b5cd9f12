import type { AdminNotificationList, AdminNotificationListQuerySchema } from '@teewatch/shared';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { monitoringRequests, notifications, pushSubscriptions } from '../../db/schema';
import { type AdminListOptions, containsPattern, countAll, listPage } from './admin-pagination';
import { toNotificationRecord } from './admin-requests.queries';

export const notificationColumns = {
  id: notifications.id,
  requestId: notifications.requestId,
  notificationSentAt: notifications.notificationSentAt,
  notificationMethod: notifications.notificationMethod,
  isSuccessful: notifications.isSuccessful,
  errorMessage: notifications.errorMessage,
  deliveryStatus: notifications.deliveryStatus,
  providerErrorCode: notifications.providerErrorCode,
  segments: notifications.segments,
  kind: notifications.kind,
  recipient: notifications.recipient,
  deviceLabel: pushSubscriptions.deviceLabel,
  contactEmail: monitoringRequests.contactEmail,
};

/** Notification history, newest first; search matches the request's contact email or the recipient. */
export async function listNotifications({
  db,
  query,
}: AdminListOptions<typeof AdminNotificationListQuerySchema>): Promise<AdminNotificationList> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    query.method === 'all' ? undefined : eq(notifications.notificationMethod, query.method),
    query.status === 'all' ? undefined : eq(notifications.isSuccessful, query.status === 'success'),
    pattern
      ? or(ilike(monitoringRequests.contactEmail, pattern), ilike(notifications.recipient, pattern))
      : undefined,
  );
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
      .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, notifications.pushSubscriptionId))
      .where(where)
      .orderBy(desc(notifications.notificationSentAt), desc(notifications.id))
      .$dynamic(),
  );
  return { notifications: rows.map(toNotificationRecord), pagination };
}
