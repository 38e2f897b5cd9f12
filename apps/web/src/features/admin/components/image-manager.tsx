import { useQueryClient } from '@tanstack/react-query';
import { type AdminCourseImage, MAX_IMAGES_PER_COURSE } from '@teewatch/shared';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingState, Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { errorMessage, isNetworkError } from '../../../lib/error-message';
import { adminKeys } from '../api/admin-keys';
import { deleteCourseImage } from '../api/delete-image';
import { useCourseImages } from '../api/get-course-images';
import { reorderCourseImages } from '../api/reorder-images';
import { readFileAsDataUrl, uploadCourseImage } from '../api/upload-image';
import { checkUploadBatch, moveItem } from '../lib/upload-checks';
import { Badge } from './badge';

/** One file on its way up (admin-console §3: client only). */
type UploadItem = {
  id: string;
  file: File;
  progress: number;
  status: 'uploading' | 'completed' | 'error';
  url?: string;
  imageId?: number;
  error?: string;
};

/** How long a completed upload stays listed before the image list reloads (admin-console §9). */
const COMPLETED_LINGER_MS = 1000;

/** Upload, reorder (drag and drop or buttons) and delete a course's images (admin-console §2). */
export function ImageManager({
  courseId,
  onReorderingChange,
}: {
  courseId: number;
  onReorderingChange: (isReordering: boolean) => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const images = useCourseImages(courseId);
  const [localOrder, setLocalOrder] = useState<AdminCourseImage[]>();
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [uploadMessage, setUploadMessage] = useState<string>();
  const [isDragOver, setIsDragOver] = useState(false);
  const [dragIndex, setDragIndex] = useState<number>();
  const [confirmDelete, setConfirmDelete] = useState<AdminCourseImage>();
  const [deletingId, setDeletingId] = useState<number>();
  const [isReordering, setIsReordering] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  useEffect(() => onReorderingChange(isReordering), [isReordering, onReorderingChange]);

  const list = localOrder ?? images.data ?? [];
  const activeUploads = uploads.filter((upload) => upload.status === 'uploading').length;

  const reloadImages = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.courseImages(courseId) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.coursesAll() }),
    ]);

  const patchUpload = (id: string, patch: Partial<UploadItem>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...patch } : upload)));

  async function uploadOne(item: UploadItem) {
    try {
      const fileData = await readFileAsDataUrl(item.file);
      patchUpload(item.id, { progress: 50 });
      const result = await uploadCourseImage({
        courseId,
        input: { fileData, filename: item.file.name, contentType: item.file.type },
      });
      patchUpload(item.id, { status: 'completed', progress: 100, url: result.url, imageId: result.imageId });
      timers.current.push(
        setTimeout(() => {
          setUploads((current) => current.filter((upload) => upload.id !== item.id));
          void reloadImages();
        }, COMPLETED_LINGER_MS),
      );
    } catch (failure) {
      const network = 'Network error. Please check your connection and try again.';
      patchUpload(item.id, { status: 'error', error: errorMessage(failure, network, { network }) });
    }
  }

  function handleFiles(fileList: FileList | null) {
    const files = Array.from(fileList ?? []);
    if (files.length === 0) return;
    const problem = checkUploadBatch({ files, existingCount: list.length + activeUploads });
    setUploadMessage(problem);
    if (problem) return;
    const items: UploadItem[] = files.map((file) => ({
      id: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
      file,
      progress: 0,
      status: 'uploading',
    }));
    setUploads((current) => [...current, ...items]);
    for (const item of items) void uploadOne(item);
  }

  /**
   * The image actions have two texts in the spec: '{base}' with the server's reason as the detail, and
   * '{base}: Network error' when the call never got an answer.
   */
  function showActionFailure(failure: unknown, base: string) {
    if (isNetworkError(failure)) toast.show({ type: 'error', title: `${base}: Network error` });
    // No reason from the server leaves the detail out rather than repeating the title.
    else toast.show({ type: 'error', title: base, message: errorMessage(failure, '') });
  }

  async function reorder(from: number, to: number) {
    if (isReordering || from === to) return;
    const previous = list;
    const next = moveItem(previous, from, to);
    setLocalOrder(next);
    setIsReordering(true);
    setAnnouncement(`Image moved to position ${to + 1} of ${next.length}.`);
    try {
      await reorderCourseImages(next.map((image) => image.id));
      await reloadImages();
    } catch (failure) {
      showActionFailure(failure, 'Failed to reorder images');
    } finally {
      setLocalOrder(undefined);
      setIsReordering(false);
    }
  }

  async function remove(image: AdminCourseImage) {
    setConfirmDelete(undefined);
    setDeletingId(image.id);
    try {
      await deleteCourseImage(image.id);
      await reloadImages();
      toast.show({ type: 'success', title: 'Image deleted' });
    } catch (failure) {
      showActionFailure(failure, 'Failed to delete image');
    } finally {
      setDeletingId(undefined);
    }
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setIsDragOver(false);
    handleFiles(event.dataTransfer.files);
  }

  const isFull = list.length + activeUploads >= MAX_IMAGES_PER_COURSE;

  return (
    <div className="mt-4 space-y-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the file input inside is the keyboard path */}
      <div
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setIsDragOver(true);
        }}
        onDragLeave={() => setIsDragOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-6 text-center ${
          isDragOver ? 'border-emerald-600 bg-emerald-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <p className="text-sm text-slate-700">Drag and drop images here, or</p>
        {/* The file input is hidden inside its label, so the label shows the ring while the input has focus. */}
        <label
          htmlFor={inputId}
          className={`cursor-pointer ${buttonClass()} focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-emerald-700`}
        >
          Choose images
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="sr-only"
            onChange={(event) => {
              handleFiles(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <p className="text-xs text-slate-600">
          JPG, PNG or WebP, up to 5 MB each, at most {MAX_IMAGES_PER_COURSE} images ({list.length} of{' '}
          {MAX_IMAGES_PER_COURSE} used){isFull ? ' — limit reached' : ''}.
        </p>
      </div>

      {uploadMessage ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {uploadMessage}
        </p>
      ) : null}

      {uploads.length > 0 ? (
        <ul aria-label="Uploads" className="space-y-2">
          {uploads.map((upload) => (
            <li
              key={upload.id}
              className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
            >
              <span className="min-w-0 flex-1 truncate text-slate-800">{upload.file.name}</span>
              {upload.status === 'uploading' ? (
                <span className="flex items-center gap-2 text-slate-600">
                  <Spinner className="h-4 w-4" /> Uploading...
                </span>
              ) : upload.status === 'completed' ? (
                <span className="text-emerald-800">Uploaded</span>
              ) : (
                <>
                  <span role="alert" className="text-red-700">
                    {upload.error}
                  </span>
                  <Button
                    variant="secondary"
                    size="icon"
                    onClick={() => setUploads((current) => current.filter((entry) => entry.id !== upload.id))}
                  >
                    Dismiss<span className="sr-only"> error for {upload.file.name}</span>
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {images.isPending ? (
        <LoadingState text="Loading images..." />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">No images yet.</p>
      ) : (
        <>
          <p className="text-xs text-slate-600">
            The first image is the cover. Drag images to reorder them, or use the move buttons.
          </p>
          <ol aria-label="Course images" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {list.map((image, index) => (
              <li
                key={image.id}
                draggable={!isReordering}
                onDragStart={(event) => {
                  setDragIndex(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(image.id));
                }}
                onDragOver={(event) => {
                  if (dragIndex === undefined) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                }}
                onDrop={(event) => {
                  if (dragIndex === undefined) return;
                  event.preventDefault();
                  event.stopPropagation();
                  const from = dragIndex;
                  setDragIndex(undefined);
                  void reorder(from, index);
                }}
                onDragEnd={() => setDragIndex(undefined)}
                data-image-id={image.id}
                className={`overflow-hidden rounded-lg border bg-white ${
                  dragIndex === index ? 'border-emerald-600 opacity-60' : 'border-slate-200'
                } ${isReordering ? '' : 'cursor-move'}`}
              >
                <div className="relative aspect-[4/3] bg-slate-100">
                  <img
                    src={image.thumbnail_url || image.url}
                    alt={image.alt_text || `Course image ${index + 1}`}
                    className="h-full w-full object-cover"
                    draggable={false}
                  />
                  {index === 0 ? (
                    <span className="absolute top-2 left-2">
                      <Badge tone="green">Cover</Badge>
                    </span>
                  ) : null}
                </div>
                <div className="flex items-center justify-between gap-1 p-2">
                  <span className="text-xs text-slate-600">
                    {index + 1} of {list.length}
                  </span>
                  <div className="flex gap-1">
                    <Button
                      variant="secondary"
                      size="icon"
                      disabled={isReordering || index === 0}
                      onClick={() => void reorder(index, index - 1)}
                      aria-label={`Move image ${index + 1} up`}
                    >
                      <span aria-hidden="true">↑</span>
                    </Button>
                    <Button
                      variant="secondary"
                      size="icon"
                      disabled={isReordering || index === list.length - 1}
                      onClick={() => void reorder(index, index + 1)}
                      aria-label={`Move image ${index + 1} down`}
                    >
                      <span aria-hidden="true">↓</span>
                    </Button>
                    <Button
                      variant="dangerOutline"
                      size="icon"
                      disabled={deletingId === image.id}
                      onClick={() => setConfirmDelete(image)}
                      aria-label={`Delete image ${index + 1}`}
                    >
                      {deletingId === image.id ? (
                        <Spinner className="h-4 w-4" />
                      ) : (
                        <span aria-hidden="true">🗑</span>
                      )}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}

      <ConfirmDialog
        open={confirmDelete !== undefined}
        title="Delete Image"
        message="Are you sure you want to delete this image?"
        confirmLabel="Delete"
        onConfirm={() => confirmDelete && void remove(confirmDelete)}
        onCancel={() => setConfirmDelete(undefined)}
      />
    </div>
  );
}
