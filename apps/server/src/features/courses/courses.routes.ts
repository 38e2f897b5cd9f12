import { BookingUrlSchema, CourseIdParamSchema, envelopeSchema, GolfCourseSchema } from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../http/api-document';
import { courseCacheFor, sendCached } from './course-cache';
import { getBookingUrl } from './courses.service';

const CourseListEnvelope = envelopeSchema(z.array(GolfCourseSchema));

export async function courseRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const cache = courseCacheFor(app.ctx);

  app.get(
    '/api/golf-courses',
    { schema: { tags: ['courses'], summary: 'Active golf courses', response: { 200: CourseListEnvelope } } },
    async (request, reply) => sendCached(request, reply, await cache.list()),
  );

  // The spec names both paths; /list is the one the pickers call.
  app.get(
    '/api/golf-courses/list',
    {
      schema: {
        tags: ['courses'],
        summary: 'Active golf courses (picker list)',
        response: { 200: CourseListEnvelope },
      },
    },
    async (request, reply) => sendCached(request, reply, await cache.list()),
  );

  app.get(
    '/api/golf-courses/:id',
    {
      schema: {
        tags: ['courses'],
        summary: 'One active golf course',
        params: CourseIdParamSchema,
        response: { 200: envelopeSchema(GolfCourseSchema) },
        ...answers({ errors: [404] }),
      },
    },
    async (request, reply) => sendCached(request, reply, await cache.one(request.params.id)),
  );

  app.get(
    '/api/golf-courses/:id/booking-url',
    {
      schema: {
        tags: ['courses'],
        summary: "The course's booking page",
        params: CourseIdParamSchema,
        response: { 200: envelopeSchema(BookingUrlSchema) },
        ...answers({ errors: [404] }),
      },
    },
    async (request) => ({
      success: true,
      data: { bookingUrl: await getBookingUrl({ db, id: request.params.id }) },
    }),
  );
}
