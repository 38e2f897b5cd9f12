import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function toggleCourse(id: number): Promise<{ id: number; is_active: boolean }> {
  return apiRequest(`/api/admin/golf-courses/${id}/toggle`, { method: 'PATCH' });
}

export function useToggleCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCourse,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.coursesAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.courseStats() });
    },
  });
}
