import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAdmin, type TestApp } from '../../../test/test-context';
import { buildApp } from '../../app';
import type { AppContext } from '../../app-context';
import { closeContext, createContext } from '../../create-context';
import { golfCourses } from '../../db/schema';
import { createImageStorage, importDataDirImages } from './image-storage';

// Decision 0233: course images live in the database, so every process on it serves every image.

const KEY = '12/0b6f3c2e-3f7a-4c1e-9a55-5d1f2e3a4b5c-1600.webp';

describe('course images shared by every process of one database', () => {
  let a: TestApp;
  let b: { app: FastifyInstance; ctx: AppContext; dataDir: string; close: () => Promise<void> };

  beforeAll(async () => {
    a = await createTestApp();
    // App B: its own DATA_DIR; its own connections to the same PostgreSQL database, or (PGlite, which
    // one process opens) the same embedded database.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-app-b-'));
    const config = { ...a.ctx.config, dataDir };
    const ownContext = Boolean(a.config.databaseUrl);
    const ctx = ownContext ? await createContext(config) : { ...a.ctx, config };
    const app = await buildApp({ ctx, logger: false });
    b = {
      app,
      ctx,
      dataDir,
      close: async () => {
        await app.close();
        if (ownContext) await closeContext(ctx);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('serves through app B an image uploaded through app A, with its cache headers and ETag', async () => {
    const admin = await signUpAdmin(a);
    const [course] = await a.ctx.db
      .insert(golfCourses)
      .values({ name: 'Shared Image Course', apiType: 'cps', apiCourseId: '1', location: 'Vancouver, BC' })
      .returning({ id: golfCourses.id });
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const uploaded = await a.app.inject({
      method: 'POST',
      url: `/api/admin/golf-courses/${course!.id}/upload-image`,
      headers: { cookie: admin },
      payload: {
        fileData: `data:image/png;base64,${png.toString('base64')}`,
        filename: 'a.png',
        contentType: 'image/png',
      },
    });
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json().data as { url: string };

    const served = await b.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"\d+-[0-9a-f-]{36}-\d+\.webp"$/);
    const revalidated = await b.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);

    expect(existsSync(path.join(b.dataDir, 'images'))).toBe(false);
    expect(existsSync(path.join(a.config.dataDir, 'images'))).toBe(false);
    expect((await b.app.inject({ url: url.replace(/-\d+\.webp$/, '-999.webp') })).statusCode).toBe(404);
  });

  it('copies the images an earlier version kept in DATA_DIR/images into the database, once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-old-images-'));
    mkdirSync(path.join(dataDir, 'images', '12'), { recursive: true });
    writeFileSync(path.join(dataDir, 'images', KEY), 'webp bytes of an earlier upload');
    writeFileSync(path.join(dataDir, 'images', '12', 'not-ours.txt'), 'ignored');
    expect(await importDataDirImages({ db: a.ctx.db, dataDir })).toBe(1);
    expect(await importDataDirImages({ db: a.ctx.db, dataDir })).toBe(0);
    const storage = createImageStorage({ db: b.ctx.db });
    const opened = await storage.open(KEY);
    expect(opened?.body.toString()).toBe('webp bytes of an earlier upload');
    expect(opened?.size).toBe(31);
    expect(existsSync(path.join(dataDir, 'images', KEY))).toBe(true);
    await storage.remove([KEY]);
    expect(await storage.open(KEY)).toBeUndefined();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('touches no key it did not generate', async () => {
    const storage = createImageStorage({ db: a.ctx.db });
    for (const key of ['../secret', '12/../../secret', '/etc/passwd', '12/x.webp', `${KEY}/..`]) {
      expect(await storage.open(key)).toBeUndefined();
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe image key/);
    }
    await storage.remove(['../secret']);
  });
});
