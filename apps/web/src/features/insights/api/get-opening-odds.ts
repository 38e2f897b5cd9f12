import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OpeningOdds } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

export type OpeningOddsQuery = {
  courseIds: number[];
  timeStart: string;
  timeEnd: string;
  /** Weekdays of the tee dates (0 = Sunday); empty means every day. */
  weekdays: number[];
};

/** GET /api/insights/odds for the chosen courses and window. */
export function getOpeningOdds(query: OpeningOddsQuery, signal?: AbortSignal): Promise<OpeningOdds> {
  return apiRequest<OpeningOdds>('/api/insights/odds', {
    signal,
    query: {
      courseIds: [...query.courseIds].sort((a, b) => a - b).join(','),
      timeStart: query.timeStart,
      timeEnd: query.timeEnd,
      weekdays: query.weekdays.length > 0 ? [...query.weekdays].sort().join(',') : undefined,
    },
  });
}

/** Idle until at least one course is chosen; keeps the last answer on screen while the next loads. */
export function useOpeningOdds(query: OpeningOddsQuery) {
  return useQuery({
    queryKey: ['opening-odds', query],
    queryFn: ({ signal }) => getOpeningOdds(query, signal),
    enabled: query.courseIds.length > 0 && query.timeEnd > query.timeStart,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 1,
  });
}
