import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonitoringRequest } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { MY_REQUESTS_QUERY_KEY } from './get-my-monitoring-requests';

/** PATCH /api/users/me/monitoring-requests/{id} with the new is_active. */
export function setMonitoringRequestActive(options: { id: number; isActive: boolean }): Promise<unknown> {
  return apiRequest(`/api/users/me/monitoring-requests/${options.id}`, {
    method: 'PATCH',
    body: { is_active: options.isActive },
  });
}

export function useSetMonitoringRequestActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMonitoringRequestActive,
    onSuccess: (_answer, { id, isActive }) => {
      // Flip the local flag at once (the spec's behaviour); the list refetches in the background.
      queryClient.setQueryData<MonitoringRequest[]>(MY_REQUESTS_QUERY_KEY, (list) =>
        list?.map((request) => (request.id === id ? { ...request, is_active: isActive } : request)),
      );
      void queryClient.invalidateQueries({ queryKey: MY_REQUESTS_QUERY_KEY });
    },
  });
}
