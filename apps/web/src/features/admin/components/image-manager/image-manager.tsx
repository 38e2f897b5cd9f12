import { type AdminCourseImage, MAX_IMAGES_PER_COURSE } from '@teewatch/shared';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { LoadingState } from '../../../../components/spinner';
import { useToast } from '../../../../components/toast';
import { errorMessage, isNetworkError } from '../../../../lib/error-message';
import { useDeleteCourseImage } from '../../api/delete-image';
import { useCourseImages } from '../../api/get-course-images';
import { useReorderCourseImages } from '../../api/reorder-images';
import { moveItem } from '../../lib/upload-checks';
import { CourseImageList } from './course-image-list';
import { ImageDropZone } from './image-drop-zone';
import { UploadList } from './upload-list';
import { useUploadQueue } from './use-upload-queue';

/** Upload, reorder (drag and drop or buttons) and delete a course's images (admin-console §2). */
export function ImageManager({
  courseId,
  onReorderingChange,
}: {
  courseId: number;
  onReorderingChange: (isReordering: boolean) => void;
}) {
  const toast = useToast();
  const images = useCourseImages(courseId);
  const reorder = useReorderCourseImages(courseId);
  const remove = useDeleteCourseImage(courseId);
  /** The order being saved, shown until the saved order has been read back. */
  const [localOrder, setLocalOrder] = useState<AdminCourseImage[]>();
  const [confirmDelete, setConfirmDelete] = useState<AdminCourseImage>();
  const [announcement, setAnnouncement] = useState('');
  const list = localOrder ?? images.data ?? [];
  const queue = useUploadQueue({ courseId, storedCount: list.length });
  const isReordering = reorder.isPending;
  const deletingId = remove.isPending ? remove.variables : undefined;
  const isFull = list.length + queue.activeCount >= MAX_IMAGES_PER_COURSE;

  useEffect(() => onReorderingChange(isReordering), [isReordering, onReorderingChange]);

  /**
   * The image actions have two texts in the spec: '{base}' with the server's reason as the detail, and
   * '{base}: Network error' when the call never got an answer.
   */
  function showActionFailure(failure: unknown, base: string) {
    if (isNetworkError(failure)) toast.show({ type: 'error', title: `${base}: Network error` });
    // No reason from the server leaves the detail out rather than repeating the title.
    else toast.show({ type: 'error', title: base, message: errorMessage(failure, '') });
  }

  async function move(from: number, to: number) {
    if (isReordering || from === to) return;
    const next = moveItem(list, from, to);
    setLocalOrder(next);
    setAnnouncement(`Image moved to position ${to + 1} of ${next.length}.`);
    try {
      await reorder.mutateAsync(next.map((image) => image.id));
    } catch (failure) {
      showActionFailure(failure, 'Failed to reorder images');
    } finally {
      setLocalOrder(undefined);
    }
  }

  async function deleteImage(image: AdminCourseImage) {
    setConfirmDelete(undefined);
    try {
      await remove.mutateAsync(image.id);
      toast.show({ type: 'success', title: 'Image deleted' });
    } catch (failure) {
      showActionFailure(failure, 'Failed to delete image');
    }
  }

  return (
    <div className="mt-4 space-y-4">
      <ImageDropZone storedCount={list.length} isFull={isFull} onFiles={queue.addFiles} />

      {queue.batchProblem ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {queue.batchProblem}
        </p>
      ) : null}

      <UploadList uploads={queue.uploads} onDismiss={queue.dismiss} />

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {images.isPending ? (
        <LoadingState text="Loading images..." />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">No images yet.</p>
      ) : (
        <CourseImageList
          images={list}
          isReordering={isReordering}
          deletingId={deletingId}
          onMove={(from, to) => void move(from, to)}
          onDelete={setConfirmDelete}
        />
      )}

      <ConfirmDialog
        open={confirmDelete !== undefined}
        title="Delete Image"
        message="Are you sure you want to delete this image?"
        confirmLabel="Delete"
        onConfirm={() => confirmDelete && void deleteImage(confirmDelete)}
        onCancel={() => setConfirmDelete(undefined)}
      />
    </div>
  );
}
