import { z } from 'zod';
import { AlertChannelsSchema, NOTIFICATION_METHODS } from '../alert-channels';
import { ADMIN_PAGE_SIZE_REQUESTS } from '../constants';
import { ActiveToggledSchema } from '../id-result';
import { IsoInstantSchema } from '../iso-instant';
import { pagedListSchema } from './paged-list';
import { idParam, limitParam, pageParam, searchParam } from './query-params';

// Monitoring requests as the admin sees them (admin-console §7).

export const ADMIN_REQUEST_STATUSES = ['all', 'active', 'inactive'] as const;

export const AdminRequestListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(ADMIN_PAGE_SIZE_REQUESTS),
  status: z.enum(ADMIN_REQUEST_STATUSES).default('all'),
  search: searchParam,
});
export type AdminRequestListQuery = z.input<typeof AdminRequestListQuerySchema>;

export const AdminMonitoringRequestSchema = z.object({
  id: z.number().int(),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  /** The channels its alerts go by (decision 0260); optional for older servers. */
  alert_channels: AlertChannelsSchema.optional(),
  /** The spec's email, sms or both, derived from alert_channels. */
  notification_method: z.enum(NOTIFICATION_METHODS),
  course_ids: z.array(z.number().int()),
  course_names: z.array(z.string()),
  /** 'HH:00' local (America/Vancouver), as the golfer chose it. */
  start_time: z.string(),
  end_time: z.string(),
  preferred_dates: z.array(z.string()),
  number_of_players: z.number().int(),
  created_at: IsoInstantSchema,
  expires_at: IsoInstantSchema,
  is_active: z.boolean(),
});
export type AdminMonitoringRequest = z.infer<typeof AdminMonitoringRequestSchema>;

export const AdminRequestListSchema = pagedListSchema('requests', AdminMonitoringRequestSchema);
export type AdminRequestList = z.infer<typeof AdminRequestListSchema>;

export const RequestIdParamSchema = z.object({ id: idParam('Invalid request ID') });

export const RequestToggledSchema = ActiveToggledSchema;

export const CleanupResultSchema = z.object({ count: z.number().int(), message: z.string() });
export type CleanupResult = z.infer<typeof CleanupResultSchema>;
