import type { JustOpened } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/insights/just-opened: reopenings of the last day still free (type-only import: the home page stays light). */
export function getJustOpened(signal?: AbortSignal): Promise<JustOpened> {
  return apiRequest<JustOpened>('/api/insights/just-opened', { signal });
}

export function useJustOpened() {
  return useQuery({
    queryKey: ['just-opened'],
    queryFn: ({ signal }) => getJustOpened(signal),
    refetchInterval: 60_000,
    retry: 1,
  });
}
