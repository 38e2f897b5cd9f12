import { apiRequest } from '../../../lib/api-client';
import { useMyRequestsMutation } from './use-my-requests-mutation';

/** DELETE /api/users/me/monitoring-requests/{id}: the request and its alert history, for good. */
export function deleteMonitoringRequest(id: number): Promise<unknown> {
  return apiRequest(`/api/users/me/monitoring-requests/${id}`, { method: 'DELETE' });
}

export function useDeleteMonitoringRequest() {
  return useMyRequestsMutation(deleteMonitoringRequest, (list, _answer, id) =>
    list.filter((request) => request.id !== id),
  );
}
