import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where course images live. Files under `DATA_DIR/images` by default; the interface is small so an
 * S3-compatible store can replace it (DESIGN §6) without touching the services.
 */
export type ImageStorage = {
  /** Stores bytes under a relative key like `12/<uuid>-1600.webp`. */
  put(key: string, bytes: Buffer): Promise<void>;
  remove(keys: string[]): Promise<void>;
  /** A stream of the file, or undefined when the key is unknown or unsafe. */
  open(key: string): Promise<{ body: Readable | Buffer; size: number } | undefined>;
  /** The public URL the file is served at. */
  urlOf(key: string): string;
};

export const IMAGE_URL_PREFIX = '/images/';

/** Only keys we generate are ever touched: `<courseId>/<uuid>-<width>.webp`. No `..`, no other names. */
export const IMAGE_KEY_PATTERN =
  /^\d{1,10}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{2,4}\.webp$/;

/** Files under DATA_DIR/images, or memory when the data dir is 'memory://' (tests: nothing on disk). */
export function createImageStorage(options: { dataDir: string }): ImageStorage {
  return options.dataDir === 'memory://' ? createMemoryImageStorage() : createLocalImageStorage(options);
}

export function createLocalImageStorage(options: { dataDir: string }): ImageStorage {
  const root = path.resolve(options.dataDir, 'images');
  const fileOf = (key: string): string | undefined => {
    if (!IMAGE_KEY_PATTERN.test(key)) return undefined;
    const file = path.resolve(root, key);
    return file.startsWith(root + path.sep) ? file : undefined;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      if (!file) throw new Error(`unsafe image key ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async remove(keys) {
      await Promise.all(
        keys.map(async (key) => {
          const file = fileOf(key);
          if (file) await rm(file, { force: true });
        }),
      );
    },
    async open(key) {
      const file = fileOf(key);
      if (!file) return undefined;
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        return { body: createReadStream(file), size: info.size };
      } catch {
        return undefined;
      }
    },
    urlOf: (key) => `${IMAGE_URL_PREFIX}${key}`,
  };
}

export function createMemoryImageStorage(): ImageStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`unsafe image key ${key}`);
      files.set(key, bytes);
    },
    async remove(keys) {
      for (const key of keys) files.delete(key);
    },
    async open(key) {
      const bytes = files.get(key);
      return bytes ? { body: bytes, size: bytes.length } : undefined;
    },
    urlOf: (key) => `${IMAGE_URL_PREFIX}${key}`,
  };
}
