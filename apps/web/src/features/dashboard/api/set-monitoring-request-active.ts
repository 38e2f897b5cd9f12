import { apiRequest } from '../../../lib/api-client';
import { useMyRequestsMutation } from './use-my-requests-mutation';

/** PATCH /api/users/me/monitoring-requests/{id} with the new is_active. */
export function setMonitoringRequestActive(options: { id: number; isActive: boolean }): Promise<unknown> {
  return apiRequest(`/api/users/me/monitoring-requests/${options.id}`, {
    method: 'PATCH',
    body: { is_active: options.isActive },
  });
}

export function useSetMonitoringRequestActive() {
  // Flip the local flag at once (the spec's behaviour); the list refetches in the background.
  return useMyRequestsMutation(setMonitoringRequestActive, (list, _answer, { id, isActive }) =>
    list.map((request) => (request.id === id ? { ...request, is_active: isActive } : request)),
  );
}
