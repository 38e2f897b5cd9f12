import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function toggleRequest(id: number): Promise<{ id: number; is_active: boolean }> {
  return apiRequest(`/api/admin/requests/${id}/toggle`, { method: 'PUT' });
}

/** Flips a request between Active and Inactive, then reloads the list (admin-console §4). */
export function useToggleRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.requestsAll() }),
  });
}
