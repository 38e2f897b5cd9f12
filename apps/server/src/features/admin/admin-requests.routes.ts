import {
  AdminDashboardSchema,
  AdminNotificationListQuerySchema,
  AdminNotificationListSchema,
  AdminRequestListQuerySchema,
  AdminRequestListSchema,
  CleanupResultSchema,
  envelopeSchema,
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

/** Dashboard, monitoring requests and notification history (admin-console §7). Guarded by adminRoutes. */
export async function adminRequestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['admin'];

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags,
        summary: 'Counters and recent activity',
        response: { 200: envelopeSchema(AdminDashboardSchema) },
      },
    },
    async () => ({ success: true, data: await getAdminDashboard({ db }) }),
  );

  app.get(
    '/api/admin/requests',
    {
      schema: {
        tags,
        summary: 'Monitoring requests, filtered and paginated',
        querystring: AdminRequestListQuerySchema,
        response: { 200: envelopeSchema(AdminRequestListSchema) },
      },
    },
    async (request) => ({ success: true, data: await listMonitoringRequests({ db, query: request.query }) }),
  );

  app.delete(
    '/api/admin/requests/cleanup',
    {
      schema: {
        tags,
        summary: 'Deactivate expired monitoring requests',
        response: { 200: envelopeSchema(CleanupResultSchema) },
      },
    },
    async () => ({ success: true, data: await cleanupExpiredRequests({ db }) }),
  );

  app.put(
    '/api/admin/requests/:id/toggle',
    {
      schema: {
        tags,
        summary: "Flip a monitoring request's is_active",
        params: RequestIdParamSchema,
        response: { 200: envelopeSchema(RequestToggledSchema) },
      },
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
      schema: {
        tags,
        summary: 'Notification history, filtered and paginated',
        querystring: AdminNotificationListQuerySchema,
        response: { 200: envelopeSchema(AdminNotificationListSchema) },
      },
    },
    async (request) => ({ success: true, data: await listNotifications({ db, query: request.query }) }),
  );
}
