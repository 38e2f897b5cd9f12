import { useQueryClient } from '@tanstack/react-query';
import type { AdminCourseImage } from '@teewatch/shared';
import { useAdminGet } from './admin-get';
import { adminKeys } from './admin-keys';

export function useCourseImages(id: number) {
  return useAdminGet<AdminCourseImage[]>(adminKeys.courseImages(id), `/api/admin/golf-courses/${id}/images`, {
    staleTime: 0,
  });
}

/** After an upload, a reorder or a deletion: the course's images, and the list that shows its cover. */
export function useReloadCourseImages(courseId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.courseImages(courseId) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.coursesAll() }),
    ]);
}
