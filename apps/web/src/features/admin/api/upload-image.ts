import { useMutation } from '@tanstack/react-query';
import type { ImageUploadInput, ImageUploadResult } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

/** The spec's upload payload: the file as a data URL with its name and type. */
export function uploadCourseImage(options: {
  courseId: number;
  input: ImageUploadInput;
}): Promise<ImageUploadResult> {
  return apiRequest<ImageUploadResult>(`/api/admin/golf-courses/${options.courseId}/upload-image`, {
    method: 'POST',
    body: options.input,
    // A 5 MB file is about 7 MB as base64; give slow links time to send it.
    timeoutMs: 60_000,
  });
}

export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/**
 * Reads one file and uploads it. Several run side by side (one call per file, through `mutateAsync`,
 * whose promise belongs to its own call). The image list is reloaded by the caller, once the
 * finished upload has been shown for a moment.
 */
export function useUploadCourseImage(courseId: number) {
  return useMutation({
    mutationFn: async (file: File) => {
      const fileData = await readFileAsDataUrl(file);
      return uploadCourseImage({
        courseId,
        input: { fileData, filename: file.name, contentType: file.type },
      });
    },
  });
}
