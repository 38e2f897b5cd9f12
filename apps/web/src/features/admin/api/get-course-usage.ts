import type { CourseUsage } from '@teewatch/shared';
import { useAdminGet } from './admin-get';
import { adminKeys } from './admin-keys';

export function useCourseUsage(id: number) {
  return useAdminGet<CourseUsage>(adminKeys.courseUsage(id), `/api/admin/golf-courses/${id}/usage`, {
    retry: false,
  });
}
