import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_UPLOAD_INVALID_MESSAGE,
  IMAGE_UPLOAD_LIMIT_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_COURSE,
} from '@teewatch/shared';

/**
 * The client's checks before an upload (admin-console §5): JPEG, PNG or WebP of at most 5 MB, and no
 * more than 8 images per course counting those already stored and those still uploading. The server
 * checks again by content; this only saves a pointless upload.
 */
export function checkUploadBatch(options: {
  files: readonly { type: string; size: number }[];
  existingCount: number;
}): string | undefined {
  const { files, existingCount } = options;
  const isValid = (file: { type: string; size: number }) =>
    (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) &&
    file.size > 0 &&
    file.size <= MAX_IMAGE_BYTES;
  if (files.some((file) => !isValid(file))) return IMAGE_UPLOAD_INVALID_MESSAGE;
  if (existingCount + files.length > MAX_IMAGES_PER_COURSE) return IMAGE_UPLOAD_LIMIT_MESSAGE;
  return undefined;
}

/** Moves one entry of a list to another index (drag and drop, or the move up/down buttons). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
