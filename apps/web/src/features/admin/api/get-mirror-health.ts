import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MirrorHealth } from '@teewatch/shared';
import { adminGet } from './admin-get';
import { adminKeys } from './admin-keys';

export const mirrorHealthQuery = () =>
  queryOptions({
    queryKey: adminKeys.mirrorHealth(),
    queryFn: adminGet<MirrorHealth>('/api/admin/mirror-health'),
    // The mirror moves every minute; the dashboard follows without a manual reload.
    refetchInterval: 30_000,
  });

export function useMirrorHealth() {
  return useQuery(mirrorHealthQuery());
}
