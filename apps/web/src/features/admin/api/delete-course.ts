import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function deleteCourse(id: number): Promise<{ id: number; message: string }> {
  return apiRequest(`/api/admin/golf-courses/${id}`, { method: 'DELETE' });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.coursesAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.courseStats() });
    },
  });
}
