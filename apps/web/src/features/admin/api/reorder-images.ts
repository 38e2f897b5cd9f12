import { apiRequest } from '../../../lib/api-client';

/** The first id becomes the cover image. */
export function reorderCourseImages(imageIds: number[]): Promise<unknown> {
  return apiRequest('/api/admin/golf-courses/reorder-images', { method: 'PATCH', body: { imageIds } });
}
