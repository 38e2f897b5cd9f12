import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_NOTIFICATIONS, type AdminNotificationList } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type NotificationListParams = {
  page: number;
  search: string;
  method: 'all' | 'email' | 'sms';
  status: 'all' | 'success' | 'failed';
};

export function getNotifications(
  params: NotificationListParams,
  signal?: AbortSignal,
): Promise<AdminNotificationList> {
  return apiRequest<AdminNotificationList>('/api/admin/notifications', {
    query: { ...params, limit: ADMIN_PAGE_SIZE_NOTIFICATIONS },
    signal,
  });
}

export const notificationsQuery = (params: NotificationListParams) =>
  queryOptions({
    queryKey: adminKeys.notifications(params),
    queryFn: ({ signal }) => getNotifications(params, signal),
    placeholderData: keepPreviousData,
  });

export function useNotifications(params: NotificationListParams) {
  return useQuery(notificationsQuery(params));
}
