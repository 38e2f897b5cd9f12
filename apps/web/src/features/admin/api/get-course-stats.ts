import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseStats } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function getCourseStats(signal?: AbortSignal): Promise<CourseStats> {
  return apiRequest<CourseStats>('/api/admin/golf-courses/stats', { signal });
}

export const courseStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.courseStats(), queryFn: ({ signal }) => getCourseStats(signal) });

export function useCourseStats() {
  return useQuery(courseStatsQuery());
}
