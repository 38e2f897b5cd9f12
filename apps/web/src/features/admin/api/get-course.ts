import type { AdminGolfCourse } from '@teewatch/shared';
import { useAdminGet } from './admin-get';
import { adminKeys } from './admin-keys';

// Always fetched fresh when the form opens: the form's "original" must be what the server holds now.
export function useCourse(id: number | undefined) {
  return useAdminGet<AdminGolfCourse>(adminKeys.course(id ?? 0), `/api/admin/golf-courses/${id ?? 0}`, {
    staleTime: 0,
    gcTime: 0,
    retry: false,
    enabled: id !== undefined,
  });
}
