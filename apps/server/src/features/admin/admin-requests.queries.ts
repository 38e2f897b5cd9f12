import {
  type AdminMonitoringRequest,
  legacyNotificationMethod,
  type NotificationRecord,
} from '@teewatch/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  golfCourses,
  monitoringRequestCourses,
  type monitoringRequests,
  type notifications,
} from '../../db/schema';

type RequestRow = typeof monitoringRequests.$inferSelect;

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Requests with their course ids and names, in the given order. Deleted courses keep their names here
 * (the join ignores deleted_at) so a request stays readable after its course is removed.
 */
export async function withCourses(db: Db, rows: RequestRow[]): Promise<AdminMonitoringRequest[]> {
  const coursesByRequest = new Map<number, { id: number; name: string }[]>();
  if (rows.length > 0) {
    const links = await db
      .select({ requestId: monitoringRequestCourses.requestId, id: golfCourses.id, name: golfCourses.name })
      .from(monitoringRequestCourses)
      .innerJoin(golfCourses, eq(golfCourses.id, monitoringRequestCourses.courseId))
      .where(
        inArray(
          monitoringRequestCourses.requestId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(monitoringRequestCourses.requestId), asc(golfCourses.name));
    for (const link of links) {
      const list = coursesByRequest.get(link.requestId) ?? [];
      list.push({ id: link.id, name: link.name });
      coursesByRequest.set(link.requestId, list);
    }
  }
  return rows.map((row) => {
    const courses = coursesByRequest.get(row.id) ?? [];
    return {
      id: row.id,
      contact_email: row.contactEmail,
      contact_phone: row.contactPhone,
      alert_channels: row.alertChannels,
      notification_method: legacyNotificationMethod(row.alertChannels),
      course_ids: courses.map((course) => course.id),
      course_names: courses.map((course) => course.name),
      start_time: hourText(row.startHour),
      end_time: hourText(row.endHour),
      preferred_dates: row.preferredDates,
      number_of_players: row.numberOfPlayers,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      is_active: row.isActive,
    };
  });
}

type NotificationRow = Pick<
  typeof notifications.$inferSelect,
  | 'id'
  | 'requestId'
  | 'notificationSentAt'
  | 'notificationMethod'
  | 'isSuccessful'
  | 'errorMessage'
  | 'deliveryStatus'
  | 'providerErrorCode'
  | 'segments'
  | 'kind'
  | 'recipient'
> & { contactEmail: string | null; deviceLabel: string | null };

/** A text's number shown by its last four digits only: the admin console never shows a full number. */
export function maskPhoneNumber(number: string): string {
  return `•••• ${number.replace(/\D/g, '').slice(-4)}`;
}

function destinationOf(row: NotificationRow): string | null {
  if (row.notificationMethod === 'push') return row.deviceLabel;
  if (row.recipient === null) return null;
  return row.notificationMethod === 'sms' ? maskPhoneNumber(row.recipient) : row.recipient;
}

export function toNotificationRecord(row: NotificationRow): NotificationRecord {
  return {
    id: row.id,
    request_id: row.requestId,
    notification_sent_at: row.notificationSentAt.toISOString(),
    notification_method: row.notificationMethod,
    is_successful: row.isSuccessful,
    error_message: row.errorMessage,
    delivery_status: row.deliveryStatus,
    provider_error_code: row.providerErrorCode,
    segments: row.segments,
    is_test: row.kind === 'test',
    destination: destinationOf(row),
    monitoring_request: { contact_email: row.contactEmail },
  };
}
