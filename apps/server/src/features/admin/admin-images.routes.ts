import {
  AdminCourseIdParamSchema,
  AdminCourseImageSchema,
  ImageIdParamSchema,
  ImageUploadInputSchema,
  ImageUploadResultSchema,
  ReorderImagesInputSchema,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import {
  deleteCourseImage,
  invalidImageError,
  listCourseImages,
  reorderCourseImages,
  uploadCourseImage,
} from './admin-images.service';
import { ANSWERS_NOT_FOUND, adminRoute } from './admin-route';
import type { ImageStorage } from './image-storage';

const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

/** Course image management (admin-console §7). Guarded by adminRoutes. */
export async function adminImageRoutes(
  fastify: FastifyInstance,
  options: { storage: ImageStorage },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;
  const { storage } = options;

  app.post('/api/admin/golf-courses/:id/upload-image', {
    // Room for files somewhat over the limit, so they get the spec's message rather than a bare 413.
    bodyLimit: UPLOAD_BODY_LIMIT,
    errorHandler: (error) => {
      throw error.statusCode === 413 ? invalidImageError() : error;
    },
    ...adminRoute(
      'Upload a course image (data URL; JPEG, PNG or WebP by content, at most 5 MB)',
      ImageUploadResultSchema,
      { params: AdminCourseIdParamSchema, ...ANSWERS_NOT_FOUND, body: ImageUploadInputSchema },
      ({ params, body }) => uploadCourseImage({ db, storage, courseId: params.id, input: body, clock }),
    ),
  });

  app.get(
    '/api/admin/golf-courses/:id/images',
    adminRoute(
      "A course's images, cover first",
      z.array(AdminCourseImageSchema),
      { params: AdminCourseIdParamSchema, ...ANSWERS_NOT_FOUND },
      ({ params }) => listCourseImages({ db, storage, courseId: params.id }),
    ),
  );

  app.delete(
    '/api/admin/golf-courses/delete-image/:imageId',
    adminRoute(
      'Delete an image (files and row)',
      z.object({ id: z.number().int(), message: z.string() }),
      { params: ImageIdParamSchema, ...ANSWERS_NOT_FOUND },
      ({ params }) => deleteCourseImage({ db, storage, imageId: params.imageId, clock }),
    ),
  );

  app.patch(
    '/api/admin/golf-courses/reorder-images',
    adminRoute(
      "Set the order of one course's images; the first is the cover",
      z.array(AdminCourseImageSchema),
      { body: ReorderImagesInputSchema },
      ({ body }) => reorderCourseImages({ db, storage, imageIds: body.imageIds, clock }),
    ),
  );
}

const ImageFileParamsSchema = z.object({
  courseId: z.string().regex(/^\d{1,10}$/),
  file: z.string().max(100),
});

/** Public image files. Names carry a random id and never change, so they are cached for a year. */
export async function imageFileRoutes(
  fastify: FastifyInstance,
  options: { storage: ImageStorage },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/images/:courseId/:file',
    { schema: { hide: true, params: ImageFileParamsSchema } },
    async (request, reply) => {
      const key = `${request.params.courseId}/${request.params.file}`;
      const opened = await options.storage.open(key);
      if (!opened) throw notFound('Image not found');
      // A key names one file forever, so it is its own entity tag.
      const etag = `"${key.replace('/', '-')}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', opened.size)
        .send(opened.body);
    },
  );
}
