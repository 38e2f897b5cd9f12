import { useEffect, useRef, useState } from 'react';
import { systemClock } from '../../../../lib/clock';
import { errorMessage } from '../../../../lib/error-message';
import { useReloadCourseImages } from '../../api/get-course-images';
import { useUploadCourseImage } from '../../api/upload-image';
import { checkUploadBatch } from '../../lib/upload-checks';

/** One file on its way up (admin-console §3: client only). */
export type UploadItem = {
  id: string;
  file: File;
  status: 'uploading' | 'completed' | 'error';
  error?: string;
};

/** How long a completed upload stays listed before the image list reloads (admin-console §9). */
const COMPLETED_LINGER_MS = 1000;
const NETWORK_FAILURE = 'Network error. Please check your connection and try again.';

/**
 * The upload queue (admin-console §3, §5): a batch is checked first (types, sizes, the per-course limit
 * counting the stored images and those still on their way), then its files go up side by side. A
 * finished file stays listed for a moment; a failed one until it is dismissed.
 */
export function useUploadQueue({ courseId, storedCount }: { courseId: number; storedCount: number }) {
  const upload = useUploadCourseImage(courseId);
  const reloadImages = useReloadCourseImages(courseId);
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  /** Why the last batch was refused on the client, if it was. */
  const [batchProblem, setBatchProblem] = useState<string>();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const activeCount = uploads.filter((item) => item.status === 'uploading').length;

  const patch = (id: string, change: Partial<UploadItem>) =>
    setUploads((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  const dismiss = (id: string) => setUploads((current) => current.filter((item) => item.id !== id));

  async function uploadOne(item: UploadItem) {
    try {
      await upload.mutateAsync(item.file);
      patch(item.id, { status: 'completed' });
      timers.current.push(
        setTimeout(() => {
          dismiss(item.id);
          void reloadImages();
        }, COMPLETED_LINGER_MS),
      );
    } catch (failure) {
      patch(item.id, {
        status: 'error',
        error: errorMessage(failure, NETWORK_FAILURE, { network: NETWORK_FAILURE }),
      });
    }
  }

  function addFiles(fileList: FileList | null) {
    const files = Array.from(fileList ?? []);
    if (files.length === 0) return;
    const problem = checkUploadBatch({ files, existingCount: storedCount + activeCount });
    setBatchProblem(problem);
    if (problem) return;
    const items: UploadItem[] = files.map((file) => ({
      id: `${systemClock().getTime()}-${Math.random().toString(36).slice(2)}`,
      file,
      status: 'uploading',
    }));
    setUploads((current) => [...current, ...items]);
    for (const item of items) void uploadOne(item);
  }

  return { uploads, activeCount, batchProblem, addFiles, dismiss };
}
