import { useQuery } from '@tanstack/react-query';
import type { CourseTeeTimes, TeeTimesResponse } from '@teewatch/shared';
import { apiEnvelope } from '../../../lib/api-client';
import { reaskAfterMs } from '../course-sheet-view';
import { type TeeTimeFilters, toQuery } from '../tee-times-filters';

/**
 * One search's answer: a card per course, the first date on which the mirror holds a time, and how many
 * courses the search covers live (the rest are in the directory only: decision 0161).
 */
export type TeeTimesAnswer = Pick<TeeTimesResponse, 'firstDateWithTimes' | 'coverage'> & {
  courses: CourseTeeTimes[];
};

/** GET /api/tee-times: one entry per course, each with its slots, its sheet's status and its age. */
export async function getTeeTimes(filters: TeeTimeFilters, signal?: AbortSignal): Promise<TeeTimesAnswer> {
  const envelope = await apiEnvelope<
    CourseTeeTimes[],
    Pick<TeeTimesResponse, 'firstDateWithTimes' | 'coverage'>
  >('/api/tee-times', { query: toQuery(filters), signal });
  return {
    courses: envelope.data ?? [],
    firstDateWithTimes: envelope.firstDateWithTimes,
    coverage: envelope.coverage,
  };
}

export const teeTimesKey = (filters: TeeTimeFilters) => ['tee-times', filters] as const;

export function useTeeTimes(filters: TeeTimeFilters) {
  return useQuery({
    queryKey: teeTimesKey(filters),
    queryFn: ({ signal }) => getTeeTimes(filters, signal),
    // Every filter change asks again: the server answers from its mirror, so that is cheap.
    staleTime: 0,
    retry: false,
    // A course not read yet (a cold start) fills in as its first read lands (decision 0206).
    refetchInterval: (query) => reaskAfterMs(query.state.data?.courses ?? [], query.state.dataUpdateCount),
  });
}
