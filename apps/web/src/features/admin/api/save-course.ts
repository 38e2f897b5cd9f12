import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGolfCourse, CourseFormInput } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/golf-courses (create) or PUT /api/admin/golf-courses/{id} (update). */
export function saveCourse(options: { id?: number; input: CourseFormInput }): Promise<AdminGolfCourse> {
  const { id, input } = options;
  return id === undefined
    ? apiRequest<AdminGolfCourse>('/api/admin/golf-courses', { method: 'POST', body: input })
    : apiRequest<AdminGolfCourse>(`/api/admin/golf-courses/${id}`, { method: 'PUT', body: input });
}

export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'golf-courses'] }),
  });
}
