import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HeldTime, MonitoringRequest } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { MY_REQUESTS_QUERY_KEY } from './get-my-monitoring-requests';

/** PUT /api/users/me/monitoring-requests/{id}/held: the time the request holds, or null (decision 0195). */
export function setHeldTime(options: { id: number; held: HeldTime | null }): Promise<MonitoringRequest> {
  return apiRequest<MonitoringRequest>(`/api/users/me/monitoring-requests/${options.id}/held`, {
    method: 'PUT',
    body: { held: options.held },
  });
}

export function useSetHeldTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHeldTime,
    onSuccess: (saved) => {
      queryClient.setQueryData<MonitoringRequest[]>(MY_REQUESTS_QUERY_KEY, (list) =>
        list?.map((request) => (request.id === saved.id ? saved : request)),
      );
      void queryClient.invalidateQueries({ queryKey: MY_REQUESTS_QUERY_KEY });
    },
  });
}
