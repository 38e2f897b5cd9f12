import { useQuery } from '@tanstack/react-query';
import type { CourseTeeTimes } from '@teewatch/shared';
import { apiEnvelope } from '../../../lib/api-client';
import { type TeeTimeFilters, toQuery } from '../tee-times-filters';

/** GET /api/tee-times: one entry per course, each with its slots or its source's error. */
export async function getTeeTimes(filters: TeeTimeFilters, signal?: AbortSignal): Promise<CourseTeeTimes[]> {
  const envelope = await apiEnvelope<CourseTeeTimes[]>('/api/tee-times', { query: toQuery(filters), signal });
  return envelope.data ?? [];
}

export function useTeeTimes(filters: TeeTimeFilters) {
  return useQuery({
    queryKey: ['tee-times', filters],
    queryFn: ({ signal }) => getTeeTimes(filters, signal),
    // Every filter change and every Refresh asks again; the server's short cache keeps that cheap.
    staleTime: 0,
    retry: false,
  });
}
