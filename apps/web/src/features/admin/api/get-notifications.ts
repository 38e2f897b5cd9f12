import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_NOTIFICATIONS, type AdminNotificationList } from '@teewatch/shared';
import { adminGet } from './admin-get';
import { adminKeys } from './admin-keys';

export type NotificationListParams = {
  page: number;
  search: string;
  method: 'all' | 'email' | 'sms';
  status: 'all' | 'success' | 'failed';
};

export const notificationsQuery = (params: NotificationListParams) =>
  queryOptions({
    queryKey: adminKeys.notifications(params),
    queryFn: adminGet<AdminNotificationList>('/api/admin/notifications', {
      ...params,
      limit: ADMIN_PAGE_SIZE_NOTIFICATIONS,
    }),
    placeholderData: keepPreviousData,
  });

export function useNotifications(params: NotificationListParams) {
  return useQuery(notificationsQuery(params));
}
