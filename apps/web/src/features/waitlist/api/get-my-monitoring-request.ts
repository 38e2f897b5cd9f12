import { useQuery } from '@tanstack/react-query';
import type { MonitoringRequest } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { isSessionEnded } from '../../../lib/error-message';

/** GET /api/users/me/monitoring-requests/{id}: one of the signed-in golfer's requests, to edit it. */
export function getMyMonitoringRequest(id: number, signal?: AbortSignal): Promise<MonitoringRequest> {
  return apiRequest<MonitoringRequest>(`/api/users/me/monitoring-requests/${id}`, { signal });
}

export function useMyMonitoringRequest(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['monitoring-requests', 'me', id],
    queryFn: ({ signal }) => getMyMonitoringRequest(id, signal),
    enabled,
    // The form is filled once from this; a refetch must not overwrite what the golfer is typing.
    staleTime: Number.POSITIVE_INFINITY,
    // The session ended: sign in and come back to this request (the route's boundary).
    throwOnError: isSessionEnded,
  });
}
