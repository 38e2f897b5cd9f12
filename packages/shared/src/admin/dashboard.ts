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
  /**
   * Texts sent this Vancouver day against SMS_DAILY_LIMIT (issue 36): once the limit is reached, texts
   * wait for the next day while email and push still go.
   */
  texts: z.object({
    today: z.number().int(),
    dailyLimit: z.number().int(),
    limitReached: z.boolean(),
  }),
  /**
   * Mail and texts kept unsent in the outbox (SMTP_URL unset; no Twilio account): in production only with
   * MAIL_OUTBOX_ALLOWED / SMS_OUTBOX_ALLOWED, and the dashboard says so. Optional for older servers.
   */
  outbox: z.object({ mail: z.boolean(), texts: z.boolean() }).optional(),
  recentRequests: z.array(AdminMonitoringRequestSchema),
  recentNotifications: z.array(NotificationRecordSchema),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
