import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useReloadCourseImages } from './get-course-images';

export function deleteCourseImage(imageId: number): Promise<unknown> {
  return apiRequest(`/api/admin/golf-courses/delete-image/${imageId}`, { method: 'DELETE' });
}

/** Stays pending until the image list has been read again without the deleted image. */
export function useDeleteCourseImage(courseId: number) {
  const reloadImages = useReloadCourseImages(courseId);
  return useMutation({ mutationFn: deleteCourseImage, onSuccess: reloadImages });
}
