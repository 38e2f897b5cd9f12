import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GolfCourse } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

export function getGolfCourses(signal?: AbortSignal): Promise<GolfCourse[]> {
  return apiRequest<GolfCourse[]>('/api/golf-courses', { signal });
}

export const golfCoursesQueryOptions = () =>
  queryOptions({ queryKey: ['golf-courses'], queryFn: ({ signal }) => getGolfCourses(signal) });

export function useGolfCourses() {
  return useQuery(golfCoursesQueryOptions());
}
