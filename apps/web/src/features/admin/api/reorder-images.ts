import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useReloadCourseImages } from './get-course-images';

/** The first id becomes the cover image. */
export function reorderCourseImages(imageIds: number[]): Promise<unknown> {
  return apiRequest('/api/admin/golf-courses/reorder-images', { method: 'PATCH', body: { imageIds } });
}

/**
 * Stays pending until the new order has been read back, so a list shown in the order being saved
 * never flips back to the old one in between.
 */
export function useReorderCourseImages(courseId: number) {
  const reloadImages = useReloadCourseImages(courseId);
  return useMutation({ mutationFn: reorderCourseImages, onSuccess: reloadImages });
}
