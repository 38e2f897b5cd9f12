import { ADMIN_RECENT_ITEMS, type AdminDashboard } from '@teewatch/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { monitoringRequests, notifications, pushSubscriptions } from '../../db/schema';
import { smsDailyAllowance } from '../../delivery';
import { notificationColumns } from './admin-notifications.service';
import { countAll } from './admin-pagination';
import { toNotificationRecord, withCourses } from './admin-requests.queries';

/**
 * Counters and the latest requests and notifications. Active Monitors counts is_active, like the list
 * filter; texts count the Vancouver day against SMS_DAILY_LIMIT.
 */
export async function getAdminDashboard(options: {
  db: Db;
  config: Pick<Config, 'sms' | 'outbox'>;
  now: Date;
}): Promise<AdminDashboard> {
  const { db } = options;
  const texts = await smsDailyAllowance(db, options.config, options.now);
  const [requestCounts] = await db
    .select({
      total: countAll,
      active: sql<number>`(count(*) filter (where ${monitoringRequests.isActive}))::int`,
    })
    .from(monitoringRequests);
  const [notificationCount] = await db.select({ total: countAll }).from(notifications);
  const recentRequestRows = await db
    .select()
    .from(monitoringRequests)
    .orderBy(desc(monitoringRequests.createdAt), desc(monitoringRequests.id))
    .limit(ADMIN_RECENT_ITEMS);
  const recentNotificationRows = await db
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(monitoringRequests, eq(monitoringRequests.id, notifications.requestId))
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, notifications.pushSubscriptionId))
    .orderBy(desc(notifications.notificationSentAt), desc(notifications.id))
    .limit(ADMIN_RECENT_ITEMS);
  return {
    stats: {
      totalRequests: requestCounts?.total ?? 0,
      activeRequests: requestCounts?.active ?? 0,
      totalNotifications: notificationCount?.total ?? 0,
    },
    texts: { today: texts.sentToday, dailyLimit: texts.limit, limitReached: texts.reached },
    outbox: options.config.outbox,
    recentRequests: await withCourses(db, recentRequestRows),
    recentNotifications: recentNotificationRows.map(toNotificationRecord),
  };
}
