import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseStats } from '@teewatch/shared';
import { adminGet } from './admin-get';
import { adminKeys } from './admin-keys';

export const courseStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.courseStats(),
    queryFn: adminGet<CourseStats>('/api/admin/golf-courses/stats'),
  });

export function useCourseStats() {
  return useQuery(courseStatsQuery());
}
