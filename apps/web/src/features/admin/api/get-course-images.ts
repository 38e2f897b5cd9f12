import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCourseImage } from '@teewatch/shared';
import { adminGet } from './admin-get';
import { adminKeys } from './admin-keys';

export const courseImagesQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.courseImages(id),
    queryFn: adminGet<AdminCourseImage[]>(`/api/admin/golf-courses/${id}/images`),
    staleTime: 0,
  });

export function useCourseImages(id: number) {
  return useQuery(courseImagesQuery(id));
}
