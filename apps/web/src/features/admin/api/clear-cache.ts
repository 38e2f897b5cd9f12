import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function clearCourseCache(): Promise<{ message: string }> {
  return apiRequest('/api/admin/golf-courses/cache/clear', { method: 'POST' });
}

export function useClearCourseCache() {
  return useMutation({ mutationFn: clearCourseCache });
}
