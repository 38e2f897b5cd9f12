import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseUsage } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function getCourseUsage(id: number, signal?: AbortSignal): Promise<CourseUsage> {
  return apiRequest<CourseUsage>(`/api/admin/golf-courses/${id}/usage`, { signal });
}

export const courseUsageQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.courseUsage(id),
    queryFn: ({ signal }) => getCourseUsage(id, signal),
    retry: false,
  });

export function useCourseUsage(id: number) {
  return useQuery(courseUsageQuery(id));
}
