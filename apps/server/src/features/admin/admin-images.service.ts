import { randomUUID } from 'node:crypto';
import {
  type AdminCourseImage,
  IMAGE_UPLOAD_INVALID_MESSAGE,
  IMAGE_UPLOAD_LIMIT_MESSAGE,
  type ImageUploadInput,
  type ImageUploadResult,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_COURSE,
} from '@teewatch/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { courseImages, golfCourses } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { COURSE_NOT_FOUND } from './admin-courses.service';
import type { ImageStorage } from './image-storage';

/** Stored widths: the full image for pages and a thumbnail for lists and the admin grid. */
export const IMAGE_WIDTH_FULL = 1600;
export const IMAGE_WIDTH_THUMBNAIL = 480;
/** Refuse decompression bombs: a 5 MB PNG can claim gigapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

type ImageFormat = 'jpeg' | 'png' | 'webp';

/** What every operation on a course's images works with: the database, the image files, the clock. */
type ImagesContext = { db: Db; storage: ImageStorage; clock: Clock };

/** The format the bytes really are, by their magic numbers; the claimed type and name are ignored. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

export const invalidImageError = () =>
  badRequest(IMAGE_UPLOAD_INVALID_MESSAGE, [{ field: 'fileData', message: IMAGE_UPLOAD_INVALID_MESSAGE }]);

/** Data URL → bytes, refusing anything over the limit before decoding it in full. */
export function decodeDataUrl(fileData: string): Buffer {
  const comma = fileData.indexOf(',');
  const base64 = fileData.slice(comma + 1).replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw invalidImageError();
  if (Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0) > MAX_IMAGE_BYTES) {
    throw invalidImageError();
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) throw invalidImageError();
  return bytes;
}

type ProcessedImage = { full: Buffer; thumbnail: Buffer; width: number; height: number };

/** Checks the bytes decode as a JPEG, PNG or WebP and renders the stored WebP versions. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw invalidImageError();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw invalidImageError();
    const oriented = image.rotate();
    const [full, thumbnail] = await Promise.all([
      oriented
        .clone()
        .resize({ width: IMAGE_WIDTH_FULL, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
      oriented
        .clone()
        .resize({ width: IMAGE_WIDTH_THUMBNAIL, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    return { full: full.data, thumbnail, width: full.info.width, height: full.info.height };
  } catch (error) {
    // Truncated or corrupt files fail inside sharp: to the admin that is simply not a valid image.
    if (error instanceof AppError) throw error;
    throw invalidImageError();
  }
}

const fullKey = (storageKey: string) => `${storageKey}-${IMAGE_WIDTH_FULL}.webp`;
const thumbnailKey = (storageKey: string) => `${storageKey}-${IMAGE_WIDTH_THUMBNAIL}.webp`;

async function assertCourseExists(db: Db, courseId: number): Promise<{ id: number; name: string }> {
  const [course] = await db
    .select({ id: golfCourses.id, name: golfCourses.name })
    .from(golfCourses)
    .where(and(eq(golfCourses.id, courseId), isNull(golfCourses.deletedAt)));
  if (!course) throw notFound(COURSE_NOT_FOUND);
  return course;
}

async function countImages(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(courseImages)
    .where(eq(courseImages.courseId, courseId));
  return row?.count ?? 0;
}

/**
 * Keeps `golf_courses.image_url` equal to the cover (first image). With no images left, an image_url that
 * did not come from an upload (not under /images/) is kept.
 */
async function syncCover(db: Db, courseId: number, now: Date): Promise<void> {
  await db
    .update(golfCourses)
    .set({
      imageUrl: sql`coalesce(
        (select ${courseImages.url} from ${courseImages} where ${courseImages.courseId} = ${courseId}
          order by ${courseImages.position}, ${courseImages.id} limit 1),
        case when ${golfCourses.imageUrl} like '/images/%' then null else ${golfCourses.imageUrl} end)`,
      updatedAt: now,
    })
    .where(eq(golfCourses.id, courseId));
}

/** Positions 0..n-1 in the current order, after a delete left a gap. */
async function compactPositions(db: Db, courseId: number): Promise<void> {
  await db.execute(sql`
    update ${courseImages} set position = ordered.rank
    from (
      select id, (row_number() over (order by position, id) - 1)::smallint as rank
      from ${courseImages} where course_id = ${courseId}
    ) as ordered
    where ${courseImages.id} = ordered.id`);
}

export async function uploadCourseImage(
  options: ImagesContext & { courseId: number; input: ImageUploadInput },
): Promise<ImageUploadResult> {
  const { db, storage, courseId } = options;
  const course = await assertCourseExists(db, courseId);
  // A cheap early refusal; the locked re-check below is the one that holds under concurrent uploads.
  if ((await countImages(db, courseId)) >= MAX_IMAGES_PER_COURSE)
    throw badRequest(IMAGE_UPLOAD_LIMIT_MESSAGE);
  const processed = await processImage(decodeDataUrl(options.input.fileData));

  const storageKey = `${courseId}/${randomUUID()}`;
  const keys = [fullKey(storageKey), thumbnailKey(storageKey)];
  await storage.put(keys[0]!, processed.full);
  await storage.put(keys[1]!, processed.thumbnail);
  const url = storage.urlOf(keys[0]!);
  try {
    const imageId = await db.transaction(async (tx) => {
      await tx
        .select({ id: golfCourses.id })
        .from(golfCourses)
        .where(eq(golfCourses.id, courseId))
        .for('update');
      const position = await countImages(tx, courseId);
      if (position >= MAX_IMAGES_PER_COURSE) throw badRequest(IMAGE_UPLOAD_LIMIT_MESSAGE);
      const [row] = await tx
        .insert(courseImages)
        .values({
          courseId,
          position,
          url,
          altText: course.name,
          storageKey,
          width: processed.width,
          height: processed.height,
          bytes: processed.full.length,
        })
        .returning({ id: courseImages.id });
      if (position === 0) await syncCover(tx, courseId, options.clock());
      return row!.id;
    });
    return { url, imageId };
  } catch (error) {
    await storage.remove(keys);
    throw error;
  }
}

type ImageRow = typeof courseImages.$inferSelect;

function toAdminImage(storage: ImageStorage, row: ImageRow): AdminCourseImage {
  return {
    id: row.id,
    url: row.url,
    alt_text: row.altText,
    position: row.position,
    thumbnail_url: storage.urlOf(thumbnailKey(row.storageKey)),
    width: row.width,
    height: row.height,
  };
}

async function selectCourseImages(db: Db, courseId: number): Promise<ImageRow[]> {
  return db
    .select()
    .from(courseImages)
    .where(eq(courseImages.courseId, courseId))
    .orderBy(asc(courseImages.position), asc(courseImages.id));
}

export async function listCourseImages(
  options: Omit<ImagesContext, 'clock'> & { courseId: number },
): Promise<AdminCourseImage[]> {
  await assertCourseExists(options.db, options.courseId);
  const rows = await selectCourseImages(options.db, options.courseId);
  return rows.map((row) => toAdminImage(options.storage, row));
}

export async function deleteCourseImage(
  options: ImagesContext & { imageId: number },
): Promise<{ id: number; message: string }> {
  const { db, storage, imageId } = options;
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(courseImages).where(eq(courseImages.id, imageId)).returning();
    if (!row) throw notFound('Image not found');
    await compactPositions(tx, row.courseId);
    await syncCover(tx, row.courseId, options.clock());
    return row;
  });
  // Files go only after the row is gone: a failed transaction never leaves a row pointing at nothing.
  await storage.remove([fullKey(removed.storageKey), thumbnailKey(removed.storageKey)]);
  return { id: removed.id, message: 'Image deleted' };
}

export const REORDER_MISMATCH_MESSAGE = "The image list must contain exactly the course's images";

/** Sets the order from a full list of one course's image ids; the first becomes the cover. */
export async function reorderCourseImages(
  options: ImagesContext & { imageIds: number[] },
): Promise<AdminCourseImage[]> {
  const { db, storage, imageIds } = options;
  const rows = await db.transaction(async (tx) => {
    const listed = await tx
      .select({ courseId: courseImages.courseId })
      .from(courseImages)
      .where(inArray(courseImages.id, imageIds));
    const courseIds = new Set(listed.map((row) => row.courseId));
    if (listed.length !== imageIds.length || courseIds.size !== 1) throw badRequest(REORDER_MISMATCH_MESSAGE);
    const courseId = listed[0]!.courseId;
    await tx
      .select({ id: golfCourses.id })
      .from(golfCourses)
      .where(eq(golfCourses.id, courseId))
      .for('update');
    if ((await countImages(tx, courseId)) !== imageIds.length) throw badRequest(REORDER_MISMATCH_MESSAGE);
    for (const [position, id] of imageIds.entries()) {
      await tx.update(courseImages).set({ position }).where(eq(courseImages.id, id));
    }
    await syncCover(tx, courseId, options.clock());
    return selectCourseImages(tx, courseId);
  });
  return rows.map((row) => toAdminImage(storage, row));
}
