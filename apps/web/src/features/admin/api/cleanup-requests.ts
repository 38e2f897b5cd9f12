import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CleanupResult } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function cleanupExpiredRequests(): Promise<CleanupResult> {
  return apiRequest<CleanupResult>('/api/admin/requests/cleanup', { method: 'DELETE' });
}

export function useCleanupExpiredRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanupExpiredRequests,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.requestsAll() }),
  });
}
