import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshCourseLists } from './refresh-course-lists';

export function deleteCourse(id: number): Promise<{ id: number; message: string }> {
  return apiRequest(`/api/admin/golf-courses/${id}`, { method: 'DELETE' });
}

export function useDeleteCourse() {
  const refresh = useRefreshCourseLists();
  return useMutation({ mutationFn: deleteCourse, onSuccess: refresh });
}
