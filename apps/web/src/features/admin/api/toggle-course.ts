import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshCourseLists } from './refresh-course-lists';

export function toggleCourse(id: number): Promise<{ id: number; is_active: boolean }> {
  return apiRequest(`/api/admin/golf-courses/${id}/toggle`, { method: 'PATCH' });
}

export function useToggleCourse() {
  const refresh = useRefreshCourseLists();
  return useMutation({ mutationFn: toggleCourse, onSettled: refresh });
}
