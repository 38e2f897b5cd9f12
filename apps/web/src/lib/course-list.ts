import type { GolfCourse } from '@teewatch/shared';
import { apiRequest } from './api-client';
import { type AppQueryOptions, useQuery } from './query';

/**
 * GET /api/golf-courses/list: the active courses Teewatch reads, shared by the tee-times filter, the waitlist
 * picker and the home page's count. A directory-only course (decision 0161) has no times to search or watch,
 * so it is left out here; the courses page lists it.
 */
export async function getCourseList(signal?: AbortSignal): Promise<GolfCourse[]> {
  const courses = await apiRequest<GolfCourse[]>('/api/golf-courses/list', { signal });
  return courses.filter((course) => !course.directory_only);
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
