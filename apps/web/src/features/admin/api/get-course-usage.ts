import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseUsage } from '@teewatch/shared';
import { adminGet } from './admin-get';
import { adminKeys } from './admin-keys';

export const courseUsageQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.courseUsage(id),
    queryFn: adminGet<CourseUsage>(`/api/admin/golf-courses/${id}/usage`),
    retry: false,
  });

export function useCourseUsage(id: number) {
  return useQuery(courseUsageQuery(id));
}
