import { z } from 'zod';
import { NotificationRecordSchema } from './notifications';
import { AdminMonitoringRequestSchema } from './requests';

// The admin dashboard's figures (admin-console §7).

export const AdminDashboardSchema = z.object({
  stats: z.object({
    totalRequests: z.number().int(),
    activeRequests: z.number().int(),
    totalNotifications: z.number().int(),
  }),
  recentRequests: z.array(AdminMonitoringRequestSchema),
  recentNotifications: z.array(NotificationRecordSchema),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
