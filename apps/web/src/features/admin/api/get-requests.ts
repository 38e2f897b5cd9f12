import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_REQUESTS, type AdminRequestList } from '@teewatch/shared';
import { adminGet } from './admin-get';
import { adminKeys } from './admin-keys';

export type RequestListParams = { page: number; status: 'all' | 'active' | 'inactive'; search: string };

export const requestsQuery = (params: RequestListParams) =>
  queryOptions({
    queryKey: adminKeys.requests(params),
    queryFn: adminGet<AdminRequestList>('/api/admin/requests', {
      ...params,
      limit: ADMIN_PAGE_SIZE_REQUESTS,
    }),
    placeholderData: keepPreviousData,
  });

export function useRequests(params: RequestListParams) {
  return useQuery(requestsQuery(params));
}
