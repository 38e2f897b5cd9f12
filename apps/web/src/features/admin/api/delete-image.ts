import { apiRequest } from '../../../lib/api-client';

export function deleteCourseImage(imageId: number): Promise<unknown> {
  return apiRequest(`/api/admin/golf-courses/delete-image/${imageId}`, { method: 'DELETE' });
}
