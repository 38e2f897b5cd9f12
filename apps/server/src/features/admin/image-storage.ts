import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseImageFiles } from '../../db/schema';

/**
 * Where course images live: the database (decision 0233), so an image uploaded through one process is
 * served by every other on the same PostgreSQL (and PGlite the same way, one code path). The interface
 * stays small, so an S3-compatible store could still replace it without touching the services.
 */
export type ImageStorage = {
  /** Stores bytes under a relative key like `12/<uuid>-1600.webp`. */
  put(key: string, bytes: Buffer): Promise<void>;
  remove(keys: string[]): Promise<void>;
  /** The file's bytes, or undefined when the key is unknown or unsafe. */
  open(key: string): Promise<{ body: Buffer; size: number } | undefined>;
  /** The public URL the file is served at. */
  urlOf(key: string): string;
};

export const IMAGE_URL_PREFIX = '/images/';

/** Only keys we generate are ever touched: `<courseId>/<uuid>-<width>.webp`. No `..`, no other names. */
export const IMAGE_KEY_PATTERN =
  /^\d{1,10}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{2,4}\.webp$/;

/** Image files as rows of course_image_files. */
export function createImageStorage(options: { db: Db }): ImageStorage {
  const { db } = options;
  return {
    async put(key, bytes) {
      if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`unsafe image key ${key}`);
      await db.insert(courseImageFiles).values({ key, content: bytes });
    },
    async remove(keys) {
      const safe = keys.filter((key) => IMAGE_KEY_PATTERN.test(key));
      if (safe.length > 0) await db.delete(courseImageFiles).where(inArray(courseImageFiles.key, safe));
    },
    async open(key) {
      if (!IMAGE_KEY_PATTERN.test(key)) return undefined;
      const [row] = await db
        .select({ content: courseImageFiles.content })
        .from(courseImageFiles)
        .where(eq(courseImageFiles.key, key));
      return row ? { body: row.content, size: row.content.length } : undefined;
    },
    urlOf: (key) => `${IMAGE_URL_PREFIX}${key}`,
  };
}

/**
 * Copies the images an earlier version kept under DATA_DIR/images into the database, once: a key already
 * there is left as it is, so running it at every start is harmless. The files stay where they were.
 * Returns how many files were copied.
 */
export async function importDataDirImages(options: { db: Db; dataDir: string }): Promise<number> {
  if (options.dataDir === 'memory://') return 0;
  const root = path.resolve(options.dataDir, 'images');
  const courses = await readdir(root, { withFileTypes: true }).catch(() => []);
  let copied = 0;
  for (const course of courses.filter((entry) => entry.isDirectory())) {
    for (const file of await readdir(path.join(root, course.name))) {
      const key = `${course.name}/${file}`;
      if (!IMAGE_KEY_PATTERN.test(key)) continue;
      const content = await readFile(path.join(root, key));
      const inserted = await options.db
        .insert(courseImageFiles)
        .values({ key, content })
        .onConflictDoNothing()
        .returning({ key: courseImageFiles.key });
      copied += inserted.length;
    }
  }
  return copied;
}
