import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonitoringRequest } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { MY_REQUESTS_QUERY_KEY } from './get-my-monitoring-requests';

/** DELETE /api/users/me/monitoring-requests/{id}: the request and its alert history, for good. */
export function deleteMonitoringRequest(id: number): Promise<unknown> {
  return apiRequest(`/api/users/me/monitoring-requests/${id}`, { method: 'DELETE' });
}

export function useDeleteMonitoringRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMonitoringRequest,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<MonitoringRequest[]>(MY_REQUESTS_QUERY_KEY, (list) =>
        list?.filter((request) => request.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: MY_REQUESTS_QUERY_KEY });
    },
  });
}
