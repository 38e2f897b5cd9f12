import { ADMIN_PAGE_SIZE_NOTIFICATIONS, type AdminNotificationList } from '@teewatch/shared';
import { useAdminList } from './admin-get';
import { adminKeys } from './admin-keys';

export type NotificationListParams = {
  page: number;
  search: string;
  method: 'all' | 'email' | 'sms';
  status: 'all' | 'success' | 'failed';
};

export function useNotifications(params: NotificationListParams) {
  return useAdminList<AdminNotificationList>(adminKeys.notifications(params), '/api/admin/notifications', {
    ...params,
    limit: ADMIN_PAGE_SIZE_NOTIFICATIONS,
  });
}
