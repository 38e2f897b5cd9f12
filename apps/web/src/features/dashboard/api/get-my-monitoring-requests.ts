import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonitoringRequest } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

export const MY_REQUESTS_QUERY_KEY = ['monitoring-requests', 'me'] as const;

/** GET /api/users/me/monitoring-requests: the signed-in golfer's own requests, newest first. */
export function getMyMonitoringRequests(signal?: AbortSignal): Promise<MonitoringRequest[]> {
  return apiRequest<MonitoringRequest[]>('/api/users/me/monitoring-requests', { signal });
}

export const myMonitoringRequestsQueryOptions = queryOptions({
  queryKey: MY_REQUESTS_QUERY_KEY,
  queryFn: ({ signal }) => getMyMonitoringRequests(signal),
  // The dashboard shows how fresh each watch is, so it should not go stale for long.
  staleTime: 15_000,
});

export function useMyMonitoringRequests(enabled: boolean) {
  return useQuery({ ...myMonitoringRequestsQueryOptions, enabled });
}
