import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GolfCourse } from '@teewatch/shared';
import { apiRequest } from './api-client';

/** GET /api/golf-courses/list: the active courses, shared by the tee-times filter and the waitlist picker. */
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
