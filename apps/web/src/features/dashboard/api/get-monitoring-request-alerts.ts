import { useQuery } from '@tanstack/react-query';
import type { MonitoringRequestAlert } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/users/me/monitoring-requests/{id}/alerts: what a request sent, newest first. */
export function getMonitoringRequestAlerts(
  id: number,
  signal?: AbortSignal,
): Promise<MonitoringRequestAlert[]> {
  return apiRequest<MonitoringRequestAlert[]>(`/api/users/me/monitoring-requests/${id}/alerts`, { signal });
}

/** Loaded only when the golfer opens the history. */
export function useMonitoringRequestAlerts(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['monitoring-requests', 'me', id, 'alerts'],
    queryFn: ({ signal }) => getMonitoringRequestAlerts(id, signal),
    enabled,
    staleTime: 15_000,
  });
}
