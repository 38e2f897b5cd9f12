import { z } from 'zod';
import { ADMIN_PAGE_SIZE_NOTIFICATIONS, SENT_NOTIFICATION_METHODS } from '../constants';
import { IsoInstantSchema } from '../iso-instant';
import { pagedListSchema } from './paged-list';
import { limitParam, pageParam, searchParam } from './query-params';

// The alert history as the admin sees it (admin-console §7).

export const SMS_DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'undelivered', 'failed'] as const;

export const AdminNotificationListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(ADMIN_PAGE_SIZE_NOTIFICATIONS),
  search: searchParam,
  method: z.enum(['all', ...SENT_NOTIFICATION_METHODS]).default('all'),
  status: z.enum(['all', 'success', 'failed']).default('all'),
});
export type AdminNotificationListQuery = z.input<typeof AdminNotificationListQuerySchema>;

export const NotificationRecordSchema = z.object({
  id: z.number().int(),
  /** Null when the golfer deleted their account: the row stays in the history without them (decision 0102). */
  request_id: z.number().int().nullable(),
  notification_sent_at: IsoInstantSchema,
  notification_method: z.enum(SENT_NOTIFICATION_METHODS),
  is_successful: z.boolean(),
  error_message: z.string().nullable(),
  /**
   * A text's delivery as Twilio reported it (issue 36): queued, sent, delivered, undelivered or failed,
   * with Twilio's error code, and how many segments it took; null for email and push.
   */
  delivery_status: z.enum(SMS_DELIVERY_STATUSES).nullable(),
  provider_error_code: z.number().int().nullable(),
  segments: z.number().int().nullable(),
  /** A test alert the golfer asked for from their account page (decision 0262), not an alert. */
  is_test: z.boolean(),
  /**
   * Where it went, as the admin may see it: an email's address, a text's number masked to its last four
   * digits ("•••• 1234"), a push's device; null once the golfer deleted their account or the device.
   */
  destination: z.string().max(320).nullable(),
  /** contact_email is null when the golfer deleted their account. */
  monitoring_request: z.object({ contact_email: z.string().nullable() }),
});
export type NotificationRecord = z.infer<typeof NotificationRecordSchema>;

export const AdminNotificationListSchema = pagedListSchema('notifications', NotificationRecordSchema);
export type AdminNotificationList = z.infer<typeof AdminNotificationListSchema>;
