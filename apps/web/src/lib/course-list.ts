import type { GolfCourse } from '@teewatch/shared';
import { apiRequest } from './api-client';
import { type AppQueryOptions, useQuery } from './query';

/** GET /api/golf-courses/list: the active courses, shared by the tee-times filter and the waitlist picker. */
export function getCourseList(signal?: AbortSignal): Promise<GolfCourse[]> {
  return apiRequest<GolfCourse[]>('/api/golf-courses/list', { signal });
}

export const courseListQueryOptions = {
  queryKey: ['golf-courses', 'list'],
  queryFn: ({ signal }) => getCourseList(signal),
  staleTime: 5 * 60_000,
} satisfies AppQueryOptions<GolfCourse[]>;

/** The course list; the home page's count reads it too, before TanStack Query has loaded (lib/query.ts). */
export function useCourseList() {
  return useQuery(courseListQueryOptions);
}
