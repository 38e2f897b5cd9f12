import {
  AdminDashboardSchema,
  AdminNotificationListQuerySchema,
  AdminNotificationListSchema,
  AdminRequestListQuerySchema,
  AdminRequestListSchema,
  CleanupResultSchema,
  RequestIdParamSchema,
  RequestToggledSchema,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAdminDashboard } from './admin-dashboard.service';
import { listNotifications } from './admin-notifications.service';
import {
  cleanupExpiredRequests,
  listMonitoringRequests,
  toggleMonitoringRequest,
} from './admin-requests.service';
import { ANSWERS_NOT_FOUND, adminSchema } from './admin-schema';

/** Dashboard, monitoring requests and notification history (admin-console §7). Guarded by adminRoutes. */
export async function adminRequestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;

  app.get(
    '/api/admin/dashboard',
    { schema: adminSchema('Counters and recent activity', AdminDashboardSchema) },
    async () => ({ success: true, data: await getAdminDashboard({ db }) }),
  );

  app.get(
    '/api/admin/requests',
    {
      schema: adminSchema('Monitoring requests, filtered and paginated', AdminRequestListSchema, {
        querystring: AdminRequestListQuerySchema,
      }),
    },
    async (request) => ({ success: true, data: await listMonitoringRequests({ db, query: request.query }) }),
  );

  app.delete(
    '/api/admin/requests/cleanup',
    { schema: adminSchema('Deactivate expired monitoring requests', CleanupResultSchema) },
    async () => ({ success: true, data: await cleanupExpiredRequests({ db, clock }) }),
  );

  app.put(
    '/api/admin/requests/:id/toggle',
    {
      schema: adminSchema("Flip a monitoring request's is_active", RequestToggledSchema, {
        params: RequestIdParamSchema,
        ...ANSWERS_NOT_FOUND,
      }),
    },
    async (request) => ({
      success: true,
      data: await toggleMonitoringRequest({
        db,
        id: request.params.id,
        onReactivated: app.ctx.alerts.onMonitoringRequestReactivated,
      }),
    }),
  );

  app.get(
    '/api/admin/notifications',
    {
      schema: adminSchema('Notification history, filtered and paginated', AdminNotificationListSchema, {
        querystring: AdminNotificationListQuerySchema,
      }),
    },
    async (request) => ({ success: true, data: await listNotifications({ db, query: request.query }) }),
  );
}
