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
import { ANSWERS_NOT_FOUND, adminRoute } from './admin-route';

/** Dashboard, monitoring requests and notification history (admin-console §7). Guarded by adminRoutes. */
export async function adminRequestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;

  app.get(
    '/api/admin/dashboard',
    adminRoute('Counters and recent activity', AdminDashboardSchema, {}, () =>
      getAdminDashboard({ db, config: app.ctx.config, now: clock() }),
    ),
  );

  app.get(
    '/api/admin/requests',
    adminRoute(
      'Monitoring requests, filtered and paginated',
      AdminRequestListSchema,
      { querystring: AdminRequestListQuerySchema },
      ({ query }) => listMonitoringRequests({ db, query }),
    ),
  );

  app.delete(
    '/api/admin/requests/cleanup',
    adminRoute('Deactivate expired monitoring requests', CleanupResultSchema, {}, () =>
      cleanupExpiredRequests({ db, clock }),
    ),
  );

  app.put(
    '/api/admin/requests/:id/toggle',
    adminRoute(
      "Flip a monitoring request's is_active",
      RequestToggledSchema,
      { params: RequestIdParamSchema, ...ANSWERS_NOT_FOUND },
      ({ params }) =>
        toggleMonitoringRequest({
          db,
          id: params.id,
          onReactivated: app.ctx.alerts.onMonitoringRequestReactivated,
        }),
    ),
  );

  app.get(
    '/api/admin/notifications',
    adminRoute(
      'Notification history, filtered and paginated',
      AdminNotificationListSchema,
      { querystring: AdminNotificationListQuerySchema },
      ({ query }) => listNotifications({ db, query }),
    ),
  );
}
