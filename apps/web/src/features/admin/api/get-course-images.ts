import type { AdminCourseImage } from '@teewatch/shared';
import { useAdminGet } from './admin-get';
import { adminKeys } from './admin-keys';

export function useCourseImages(id: number) {
  return useAdminGet<AdminCourseImage[]>(adminKeys.courseImages(id), `/api/admin/golf-courses/${id}/images`, {
    staleTime: 0,
  });
}
