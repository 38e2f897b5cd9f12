import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCourseImage } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function getCourseImages(id: number, signal?: AbortSignal): Promise<AdminCourseImage[]> {
  return apiRequest<AdminCourseImage[]>(`/api/admin/golf-courses/${id}/images`, { signal });
}

export const courseImagesQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.courseImages(id),
    queryFn: ({ signal }) => getCourseImages(id, signal),
    staleTime: 0,
  });

export function useCourseImages(id: number) {
  return useQuery(courseImagesQuery(id));
}
