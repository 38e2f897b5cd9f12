import type { MonitoringRequestAlert } from '@teewatch/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

// The tee times each alert named, from the openings it was sent for, in one correlated subquery (no N+1).
// Columns of the outer row are written fully qualified for the reason given in monitoring-requests.queries.ts.
const teeTimesColumn = sql<MonitoringRequestAlert['tee_times'] | string>`coalesce((
  select json_agg(json_build_object('course_id', o.course_id, 'course_name', c.name, 'date', o.date, 'time', o.time)
    order by o.date, o.time, c.name)
  from slot_openings o
  join golf_courses c on c.id = o.course_id
  where o.id = any(notifications.opening_ids)
), '[]'::json)`;

/** Every alert one request sent or tried to send, newest first. The caller checks ownership first. */
export async function selectMonitoringRequestAlerts(
  db: Db,
  requestId: number,
): Promise<MonitoringRequestAlert[]> {
  const rows = await db
    .select({
      id: notifications.id,
      sentAt: notifications.notificationSentAt,
      method: notifications.notificationMethod,
      recipient: notifications.recipient,
      subject: notifications.subject,
      isSuccessful: notifications.isSuccessful,
      errorMessage: notifications.errorMessage,
      teeTimes: teeTimesColumn,
    })
    .from(notifications)
    .where(eq(notifications.requestId, requestId))
    .orderBy(desc(notifications.notificationSentAt), desc(notifications.id));
  return rows.map((row) => ({
    id: row.id,
    sent_at: row.sentAt.toISOString(),
    notification_method: row.method,
    // Only rows detached by an account's deletion lack a recipient, and those have no request to list them.
    recipient: row.recipient ?? '',
    subject: row.subject,
    is_successful: row.isSuccessful,
    error_message: row.errorMessage,
    tee_times: typeof row.teeTimes === 'string' ? JSON.parse(row.teeTimes) : row.teeTimes,
  }));
}
