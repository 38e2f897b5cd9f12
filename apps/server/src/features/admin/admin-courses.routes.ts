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
  TestConfigInputSchema,
  ValidateConfigInputSchema,
  ValidateConfigResultSchema,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../http/api-document';
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
import { ANSWERS_NOT_FOUND, adminSchema } from './admin-schema';
import { testCourseSource, testSourceConfig } from './admin-source-test.service';

/** Golf course management (admin-console §7). Guarded by adminRoutes. */
export async function adminCourseRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;

  app.get(
    '/api/admin/golf-courses',
    {
      schema: adminSchema('Courses, filtered and paginated', AdminCourseListSchema, {
        querystring: AdminCourseListQuerySchema,
      }),
    },
    async (request) => ({ success: true, data: await listAdminCourses({ db, query: request.query, clock }) }),
  );

  app.get(
    '/api/admin/golf-courses/stats',
    { schema: adminSchema('Course counters', CourseStatsSchema) },
    async () => ({ success: true, data: await getCourseStats({ db }) }),
  );

  app.post(
    '/api/admin/golf-courses',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a course',
        body: CourseFormSchema,
        response: { 201: envelopeSchema(AdminGolfCourseSchema) },
        ...answers({ access: 'admin' }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await createCourse({ db, input: request.body }) }),
  );

  app.get(
    '/api/admin/golf-courses/:id',
    {
      schema: adminSchema('One course', AdminGolfCourseSchema, {
        params: AdminCourseIdParamSchema,
        ...ANSWERS_NOT_FOUND,
      }),
    },
    async (request) => ({ success: true, data: await getAdminCourse({ db, id: request.params.id }) }),
  );

  app.put(
    '/api/admin/golf-courses/:id',
    {
      schema: adminSchema('Replace a course’s details', AdminGolfCourseSchema, {
        params: AdminCourseIdParamSchema,
        ...ANSWERS_NOT_FOUND,
        body: CourseFormSchema,
      }),
    },
    async (request) => ({
      success: true,
      data: await updateCourse({ db, id: request.params.id, input: request.body, clock }),
    }),
  );

  app.patch(
    '/api/admin/golf-courses/:id/toggle',
    {
      schema: adminSchema('Activate or deactivate a course', CourseToggledSchema, {
        params: AdminCourseIdParamSchema,
        ...ANSWERS_NOT_FOUND,
      }),
    },
    async (request) => ({ success: true, data: await toggleCourse({ db, id: request.params.id, clock }) }),
  );

  app.delete(
    '/api/admin/golf-courses/:id',
    {
      schema: adminSchema(
        'Delete a course (kept hidden so requests naming it still read well)',
        CourseDeletedSchema,
        { params: AdminCourseIdParamSchema, ...ANSWERS_NOT_FOUND },
      ),
    },
    async (request) => ({ success: true, data: await deleteCourse({ db, id: request.params.id, clock }) }),
  );

  app.get(
    '/api/admin/golf-courses/:id/usage',
    {
      schema: adminSchema('Usage summary for the delete dialog', CourseUsageSchema, {
        params: AdminCourseIdParamSchema,
        ...ANSWERS_NOT_FOUND,
      }),
    },
    async (request) => ({ success: true, data: await getCourseUsage({ db, id: request.params.id, clock }) }),
  );

  app.post(
    '/api/admin/golf-courses/validate-config',
    {
      schema: adminSchema('Check the API configuration has what its type needs', ValidateConfigResultSchema, {
        body: ValidateConfigInputSchema,
      }),
    },
    async (request) => ({
      success: true,
      data: validateApiConfig({ apiType: request.body.api_type, apiConfig: request.body.api_config }),
    }),
  );

  app.post(
    '/api/admin/golf-courses/test-config',
    {
      schema: adminSchema(
        "Read the source with the course form's values, saved or not (a new course too), through the host's " +
          'budget; the answer says which values were used',
        TestApiResultSchema,
        { body: TestConfigInputSchema },
      ),
    },
    async (request) => ({
      success: true,
      data: await testSourceConfig({ sources: app.ctx.sources, config: request.body, clock }),
    }),
  );

  app.post(
    '/api/admin/golf-courses/:id/test-api',
    {
      schema: adminSchema(
        "Call the course's source now and report slots found, latency or the error",
        TestApiResultSchema,
        { params: AdminCourseIdParamSchema, ...ANSWERS_NOT_FOUND, body: TestApiInputSchema },
      ),
    },
    async (request) => ({
      success: true,
      data: await testCourseSource({
        db,
        sources: app.ctx.sources,
        id: request.params.id,
        date: request.body?.date,
        clock,
      }),
    }),
  );

  app.post(
    '/api/admin/golf-courses/cache/clear',
    { schema: adminSchema('Clear the tee-time search cache', CacheClearedSchema) },
    async () => {
      await app.ctx.teeTimeSearch.clearCache();
      return { success: true, data: { message: 'Cache cleared' } };
    },
  );
}
