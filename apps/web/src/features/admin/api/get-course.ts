import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminGolfCourse } from '@teewatch/shared';
import { adminGet } from './admin-get';
import { adminKeys } from './admin-keys';

// Always fetched fresh when the form opens: the form's "original" must be what the server holds now.
export const courseQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.course(id),
    queryFn: adminGet<AdminGolfCourse>(`/api/admin/golf-courses/${id}`),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useCourse(id: number | undefined) {
  return useQuery({ ...courseQuery(id ?? 0), enabled: id !== undefined });
}
