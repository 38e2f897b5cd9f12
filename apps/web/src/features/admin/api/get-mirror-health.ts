import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MirrorHealth } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function getMirrorHealth(signal?: AbortSignal): Promise<MirrorHealth> {
  return apiRequest<MirrorHealth>('/api/admin/mirror-health', { signal });
}

export const mirrorHealthQuery = () =>
  queryOptions({
    queryKey: adminKeys.mirrorHealth(),
    queryFn: ({ signal }) => getMirrorHealth(signal),
    // The mirror moves every minute; the dashboard follows without a manual reload.
    refetchInterval: 30_000,
  });

export function useMirrorHealth() {
  return useQuery(mirrorHealthQuery());
}
