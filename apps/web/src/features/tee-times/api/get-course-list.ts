import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GolfCourse } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/golf-courses/list: the course filter's options and each course's booking page. */
export function getCourseList(signal?: AbortSignal): Promise<GolfCourse[]> {
  return apiRequest<GolfCourse[]>('/api/golf-courses/list', { signal });
}

export const courseListQueryOptions = queryOptions({
  queryKey: ['golf-courses', 'list'],
  queryFn: ({ signal }) => getCourseList(signal),
  staleTime: 5 * 60_000,
});

export function useCourseList() {
  return useQuery(courseListQueryOptions);
}
