import type { HeldTime, MonitoringRequest } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { useMyRequestsMutation } from './use-my-requests-mutation';

/** PUT /api/users/me/monitoring-requests/{id}/held: the time the request holds, or null (decision 0195). */
export function setHeldTime(options: { id: number; held: HeldTime | null }): Promise<MonitoringRequest> {
  return apiRequest<MonitoringRequest>(`/api/users/me/monitoring-requests/${options.id}/held`, {
    method: 'PUT',
    body: { held: options.held },
  });
}

export function useSetHeldTime() {
  return useMyRequestsMutation(setHeldTime, (list, saved) =>
    list.map((request) => (request.id === saved.id ? saved : request)),
  );
}
