import {
  AdminCourseIdParamSchema,
  AdminCourseListQuerySchema,
  AdminCourseListSchema,
  AdminGolfCourseSchema,
  CacheClearedSchema,
  CourseDeletedSchema,
  CourseFormSchema,
  CourseStatsSchema,
  CourseToggledSchema,
  CourseUsageSchema,
  envelopeSchema,
  TestApiInputSchema,
  TestApiResultSchema,
  ValidateConfigInputSchema,
  ValidateConfigResultSchema,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createCourse,
  deleteCourse,
  getAdminCourse,
  getCourseStats,
  getCourseUsage,
  listAdminCourses,
  toggleCourse,
  updateCourse,
  validateApiConfig,
} from './admin-courses.service';
import { testCourseSource } from './admin-source-test.service';

/** Golf course management (admin-console §7). Guarded by adminRoutes. */
export async function adminCourseRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['admin'];
  const course = envelopeSchema(AdminGolfCourseSchema);

  app.get(
    '/api/admin/golf-courses',
    {
      schema: {
        tags,
        summary: 'Courses, filtered and paginated',
        querystring: AdminCourseListQuerySchema,
        response: { 200: envelopeSchema(AdminCourseListSchema) },
      },
    },
    async (request) => ({ success: true, data: await listAdminCourses({ db, query: request.query }) }),
  );

  app.get(
    '/api/admin/golf-courses/stats',
    { schema: { tags, summary: 'Course counters', response: { 200: envelopeSchema(CourseStatsSchema) } } },
    async () => ({ success: true, data: await getCourseStats({ db }) }),
  );

  app.post(
    '/api/admin/golf-courses',
    { schema: { tags, summary: 'Create a course', body: CourseFormSchema, response: { 201: course } } },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await createCourse({ db, input: request.body }) }),
  );

  app.get(
    '/api/admin/golf-courses/:id',
    { schema: { tags, summary: 'One course', params: AdminCourseIdParamSchema, response: { 200: course } } },
    async (request) => ({ success: true, data: await getAdminCourse({ db, id: request.params.id }) }),
  );

  app.put(
    '/api/admin/golf-courses/:id',
    {
      schema: {
        tags,
        summary: 'Replace a course’s details',
        params: AdminCourseIdParamSchema,
        body: CourseFormSchema,
        response: { 200: course },
      },
    },
    async (request) => ({
      success: true,
      data: await updateCourse({ db, id: request.params.id, input: request.body }),
    }),
  );

  app.patch(
    '/api/admin/golf-courses/:id/toggle',
    {
      schema: {
        tags,
        summary: 'Activate or deactivate a course',
        params: AdminCourseIdParamSchema,
        response: { 200: envelopeSchema(CourseToggledSchema) },
      },
    },
    async (request) => ({ success: true, data: await toggleCourse({ db, id: request.params.id }) }),
  );

  app.delete(
    '/api/admin/golf-courses/:id',
    {
      schema: {
        tags,
        summary: 'Delete a course (kept hidden so requests naming it still read well)',
        params: AdminCourseIdParamSchema,
        response: { 200: envelopeSchema(CourseDeletedSchema) },
      },
    },
    async (request) => ({ success: true, data: await deleteCourse({ db, id: request.params.id }) }),
  );

  app.get(
    '/api/admin/golf-courses/:id/usage',
    {
      schema: {
        tags,
        summary: 'Usage summary for the delete dialog',
        params: AdminCourseIdParamSchema,
        response: { 200: envelopeSchema(CourseUsageSchema) },
      },
    },
    async (request) => ({ success: true, data: await getCourseUsage({ db, id: request.params.id }) }),
  );

  app.post(
    '/api/admin/golf-courses/validate-config',
    {
      schema: {
        tags,
        summary: 'Check the API configuration has what its type needs',
        body: ValidateConfigInputSchema,
        response: { 200: envelopeSchema(ValidateConfigResultSchema) },
      },
    },
    async (request) => ({
      success: true,
      data: validateApiConfig({ apiType: request.body.api_type, apiConfig: request.body.api_config }),
    }),
  );

  app.post(
    '/api/admin/golf-courses/:id/test-api',
    {
      schema: {
        tags,
        summary: "Call the course's source now and report slots found, latency or the error",
        params: AdminCourseIdParamSchema,
        body: TestApiInputSchema,
        response: { 200: envelopeSchema(TestApiResultSchema) },
      },
    },
    async (request) => ({
      success: true,
      data: await testCourseSource({
        db,
        sources: app.ctx.sources,
        id: request.params.id,
        date: request.body?.date,
      }),
    }),
  );

  app.post(
    '/api/admin/golf-courses/cache/clear',
    {
      schema: {
        tags,
        summary: 'Clear the tee-time search cache',
        response: { 200: envelopeSchema(CacheClearedSchema) },
      },
    },
    async () => {
      await app.ctx.teeTimeSearch.clearCache();
      return { success: true, data: { message: 'Cache cleared' } };
    },
  );
}
