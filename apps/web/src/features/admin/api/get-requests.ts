import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_REQUESTS, type AdminRequestList } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type RequestListParams = { page: number; status: 'all' | 'active' | 'inactive'; search: string };

export function getRequests(params: RequestListParams, signal?: AbortSignal): Promise<AdminRequestList> {
  return apiRequest<AdminRequestList>('/api/admin/requests', {
    query: { ...params, limit: ADMIN_PAGE_SIZE_REQUESTS },
    signal,
  });
}

export const requestsQuery = (params: RequestListParams) =>
  queryOptions({
    queryKey: adminKeys.requests(params),
    queryFn: ({ signal }) => getRequests(params, signal),
    placeholderData: keepPreviousData,
  });

export function useRequests(params: RequestListParams) {
  return useQuery(requestsQuery(params));
}
