import type { CourseStats } from '@teewatch/shared';
import { useAdminGet } from './admin-get';
import { adminKeys } from './admin-keys';

export function useCourseStats() {
  return useAdminGet<CourseStats>(adminKeys.courseStats(), '/api/admin/golf-courses/stats');
}
