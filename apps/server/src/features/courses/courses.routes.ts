import { BookingUrlSchema, CourseIdParamSchema, envelopeSchema, GolfCourseSchema } from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../http/api-document';
import { courseCacheFor, sendCached } from './course-cache';
import { getBookingUrl } from './courses.service';

const CourseListEnvelope = envelopeSchema(z.array(GolfCourseSchema));

/** The schema of a route on one active course, named by the id in its path (404 when it names none). */
function oneCourseSchema<D extends z.ZodType>(summary: string, data: D) {
  return {
    tags: ['courses'],
    summary,
    params: CourseIdParamSchema,
    response: { 200: envelopeSchema(data) },
    ...answers({ errors: [404] }),
  };
}

export async function courseRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const cache = courseCacheFor(app.ctx);

  // The spec names both paths; /list is the one the pickers call.
  for (const [url, summary] of [
    ['/api/golf-courses', 'Active golf courses'],
    ['/api/golf-courses/list', 'Active golf courses (picker list)'],
  ] as const) {
    app.get(
      url,
      { schema: { tags: ['courses'], summary, response: { 200: CourseListEnvelope } } },
      async (request, reply) => sendCached(request, reply, await cache.list()),
    );
  }

  app.get(
    '/api/golf-courses/:id',
    { schema: oneCourseSchema('One active golf course', GolfCourseSchema) },
    async (request, reply) => sendCached(request, reply, await cache.one(request.params.id)),
  );

  app.get(
    '/api/golf-courses/:id/booking-url',
    { schema: oneCourseSchema("The course's booking page", BookingUrlSchema) },
    async (request) => ({
      success: true,
      data: { bookingUrl: await getBookingUrl({ db, id: request.params.id }) },
    }),
  );
}
