import {
  AdminCourseImageSchema,
  envelopeSchema,
  IMAGE_UPLOAD_INVALID_MESSAGE,
  IMAGE_UPLOAD_LIMIT_MESSAGE,
  MAX_IMAGES_PER_COURSE,
} from '@teewatch/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closeTestApp } from '../../../test/admin-test-helpers';
import { createTestApp, signUpAdmin, type TestApp } from '../../../test/test-context';
import { golfCourses } from '../../db/schema';

const ImageListEnvelope = envelopeSchema(z.array(AdminCourseImageSchema));

async function pngOf(width: number, height: number, color = { r: 20, g: 120, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('admin course images', () => {
  let testApp: TestApp;
  let admin: string;
  let courseId: number;

  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const upload = (id: number, fileData: string, filename = 'photo.png', contentType = 'image/png') =>
    inject('POST', `/api/admin/golf-courses/${id}/upload-image`, { fileData, filename, contentType });
  const listImages = async (id: number) =>
    ImageListEnvelope.parse((await inject('GET', `/api/admin/golf-courses/${id}/images`)).json()).data!;
  const imageUrlOf = async (id: number) => {
    const [row] = await testApp.ctx.db
      .select({ imageUrl: golfCourses.imageUrl })
      .from(golfCourses)
      .where(eq(golfCourses.id, id));
    return row!.imageUrl;
  };
  const newCourse = async (name: string) => {
    const [row] = await testApp.ctx.db
      .insert(golfCourses)
      .values({ name, apiType: 'cps', apiCourseId: '1', location: 'Vancouver, BC' })
      .returning({ id: golfCourses.id });
    return row!.id;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await signUpAdmin(testApp);
    courseId = await newCourse('Image Test Course');
  });
  afterAll(async () => {
    await closeTestApp(testApp);
  });

  it('stores a real image as resized WebP files, serves them with cache headers and sets the cover', async () => {
    const response = await upload(courseId, dataUrl(await pngOf(2400, 1200)));
    expect(response.statusCode).toBe(200);
    const { url, imageId } = response.json().data;
    expect(url).toMatch(new RegExp(`^/images/${courseId}/[0-9a-f-]{36}-1600\\.webp$`));
    expect(imageId).toBeGreaterThan(0);

    const file = await testApp.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const full = await sharp(file.rawPayload).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    const [image] = await listImages(courseId);
    expect(image).toMatchObject({ id: imageId, url, position: 0, width: 1600, height: 800 });
    const thumbnail = await testApp.app.inject({ method: 'GET', url: image!.thumbnail_url });
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(480);

    expect(await imageUrlOf(courseId)).toBe(url);
    const publicCourse = (
      await testApp.app.inject({ method: 'GET', url: `/api/golf-courses/${courseId}` })
    ).json();
    expect(publicCourse.data.image_url).toBe(url);
  });

  it('never enlarges a small image and accepts JPEG and WebP by content whatever the claimed type', async () => {
    const jpeg = await sharp(await pngOf(300, 200))
      .jpeg()
      .toBuffer();
    const response = await upload(courseId, dataUrl(jpeg, 'image/png'), 'photo.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const webp = await sharp(await pngOf(300, 200))
      .webp()
      .toBuffer();
    expect((await upload(courseId, dataUrl(webp), 'photo.gif', 'image/gif')).statusCode).toBe(200);
    const images = await listImages(courseId);
    expect(images.map((image) => image.width)).toEqual([1600, 300, 300]);
  });

  it('refuses a renamed non-image, a GIF, a truncated image and a malformed data URL', async () => {
    const text = Buffer.from('this is not an image, just some text pretending to be a PNG\n'.repeat(20));
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const truncated = (await pngOf(400, 400)).subarray(0, 60);
    for (const fileData of [
      dataUrl(text),
      dataUrl(gif, 'image/gif'),
      dataUrl(truncated),
      'data:image/png;base64,@@@@',
    ]) {
      const response = await upload(courseId, fileData);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: IMAGE_UPLOAD_INVALID_MESSAGE });
    }
    const notDataUrl = await upload(courseId, 'https://example.com/photo.png');
    expect(notDataUrl.statusCode).toBe(400);
    expect(notDataUrl.json().error).toBe(IMAGE_UPLOAD_INVALID_MESSAGE);
    expect(await listImages(courseId)).toHaveLength(3);
  });

  it('refuses a 6 MB file with the spec message', async () => {
    // A real PNG header followed by padding: rejected on size before anything decodes it.
    const big = Buffer.concat([await pngOf(10, 10), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const response = await upload(courseId, dataUrl(big));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: IMAGE_UPLOAD_INVALID_MESSAGE });
  });

  it('refuses a ninth image', async () => {
    const otherCourse = await newCourse('Full Course');
    const small = dataUrl(await pngOf(40, 40));
    for (let index = 0; index < MAX_IMAGES_PER_COURSE; index++) {
      expect((await upload(otherCourse, small)).statusCode).toBe(200);
    }
    const ninth = await upload(otherCourse, small);
    expect(ninth.statusCode).toBe(400);
    expect(ninth.json()).toMatchObject({ success: false, error: IMAGE_UPLOAD_LIMIT_MESSAGE });
    expect(IMAGE_UPLOAD_LIMIT_MESSAGE).toBe('Maximum upload limit reached (8 images)');
    expect(await listImages(otherCourse)).toHaveLength(8);
  });

  it('holds the limit when uploads race', async () => {
    const racedCourse = await newCourse('Raced Course');
    const small = dataUrl(await pngOf(32, 32));
    const responses = await Promise.all(Array.from({ length: 10 }, () => upload(racedCourse, small)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(8).fill(200), 400, 400]);
    expect((await listImages(racedCourse)).map((image) => image.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('answers 404 for a missing or deleted course', async () => {
    expect((await upload(999_999, dataUrl(await pngOf(10, 10)))).statusCode).toBe(404);
    expect((await inject('GET', '/api/admin/golf-courses/999999/images')).statusCode).toBe(404);
  });

  it('reorders: the first image becomes the cover; the list must be exactly the course images', async () => {
    const before = await listImages(courseId);
    const reversed = before.map((image) => image.id).reverse();
    const response = await inject('PATCH', '/api/admin/golf-courses/reorder-images', { imageIds: reversed });
    expect(response.statusCode).toBe(200);
    expect(ImageListEnvelope.parse(response.json()).data!.map((image) => image.id)).toEqual(reversed);
    expect((await listImages(courseId)).map((image) => image.position)).toEqual([0, 1, 2]);
    expect(await imageUrlOf(courseId)).toBe(before.at(-1)!.url);

    const partial = await inject('PATCH', '/api/admin/golf-courses/reorder-images', {
      imageIds: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    const unknown = await inject('PATCH', '/api/admin/golf-courses/reorder-images', {
      imageIds: [...reversed.slice(1), 999_999],
    });
    expect(unknown.statusCode).toBe(400);
    const repeated = await inject('PATCH', '/api/admin/golf-courses/reorder-images', {
      imageIds: [reversed[0], reversed[0]],
    });
    expect(repeated.statusCode).toBe(400);
  });

  it('deletes an image: files and row go, positions close up, the cover follows', async () => {
    const before = await listImages(courseId);
    const cover = before[0]!;
    const response = await inject('DELETE', `/api/admin/golf-courses/delete-image/${cover.id}`);
    expect(response.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: cover.url })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: cover.thumbnail_url })).statusCode).toBe(404);
    const after = await listImages(courseId);
    expect(after.map((image) => image.id)).toEqual(before.slice(1).map((image) => image.id));
    expect(after.map((image) => image.position)).toEqual([0, 1]);
    expect(await imageUrlOf(courseId)).toBe(after[0]!.url);
    expect((await inject('DELETE', `/api/admin/golf-courses/delete-image/${cover.id}`)).statusCode).toBe(404);

    for (const image of after) await inject('DELETE', `/api/admin/golf-courses/delete-image/${image.id}`);
    expect(await imageUrlOf(courseId)).toBeNull();
  });

  it('serves only well-formed image paths', async () => {
    for (const url of [
      '/images/1/..%2F..%2Fauth-secret',
      '/images/1/%2e%2e',
      '/images/abc/x.webp',
      '/images/1/00000000-0000-0000-0000-000000000000-1600.webp',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(response.statusCode);
    }
  });
});
