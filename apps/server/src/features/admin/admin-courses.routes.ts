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
  DiscoveredSiteSchema,
  DiscoverInputSchema,
  TestApiInputSchema,
  TestApiResultSchema,
  TestConfigInputSchema,
  ValidateConfigInputSchema,
  ValidateConfigResultSchema,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodApp } from '../../http/zod-app';
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
import { discoverBookingSite } from './admin-discover.service';
import { ANSWERS_NOT_FOUND, adminRoute } from './admin-route';
import { testCourseSource, testSourceConfig } from './admin-source-test.service';

/** For a route on one course, named by the id in its path: 404 when it names none. */
const ON_ONE_COURSE = { params: AdminCourseIdParamSchema, ...ANSWERS_NOT_FOUND };

/** Golf course management (admin-console §7). Guarded by adminRoutes. */
export async function adminCourseRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  courseRecordRoutes(app);
  courseSourceRoutes(app);
}

/** The courses themselves: listed, counted, created, read, replaced, toggled, deleted. */
function courseRecordRoutes(app: ZodApp): void {
  const { db, clock } = app.ctx;

  app.get(
    '/api/admin/golf-courses',
    adminRoute(
      'Courses, filtered and paginated',
      AdminCourseListSchema,
      { querystring: AdminCourseListQuerySchema },
      ({ query }) => listAdminCourses({ db, query, clock }),
    ),
  );

  app.get(
    '/api/admin/golf-courses/stats',
    adminRoute('Course counters', CourseStatsSchema, {}, () => getCourseStats({ db })),
  );

  app.post(
    '/api/admin/golf-courses',
    adminRoute(
      'Create a course',
      AdminGolfCourseSchema,
      { body: CourseFormSchema, status: 201 },
      ({ body }) => createCourse({ db, sources: app.ctx.sources, input: body }),
    ),
  );

  app.get(
    '/api/admin/golf-courses/:id',
    adminRoute('One course', AdminGolfCourseSchema, ON_ONE_COURSE, ({ params }) =>
      getAdminCourse({ db, id: params.id }),
    ),
  );

  app.put(
    '/api/admin/golf-courses/:id',
    adminRoute(
      'Replace a course’s details',
      AdminGolfCourseSchema,
      { ...ON_ONE_COURSE, body: CourseFormSchema },
      ({ params, body }) => updateCourse({ db, sources: app.ctx.sources, id: params.id, input: body, clock }),
    ),
  );

  app.patch(
    '/api/admin/golf-courses/:id/toggle',
    adminRoute('Activate or deactivate a course', CourseToggledSchema, ON_ONE_COURSE, ({ params }) =>
      toggleCourse({ db, id: params.id, clock }),
    ),
  );

  app.delete(
    '/api/admin/golf-courses/:id',
    adminRoute(
      'Delete a course (kept hidden so requests naming it still read well)',
      CourseDeletedSchema,
      ON_ONE_COURSE,
      ({ params }) => deleteCourse({ db, id: params.id, clock }),
    ),
  );

  app.get(
    '/api/admin/golf-courses/:id/usage',
    adminRoute('Usage summary for the delete dialog', CourseUsageSchema, ON_ONE_COURSE, ({ params }) =>
      getCourseUsage({ db, id: params.id, clock }),
    ),
  );
}

/** A course's source: its configuration checked and tried, a booking site recognised, the search cache cleared. */
function courseSourceRoutes(app: ZodApp): void {
  const { db, clock } = app.ctx;

  app.post(
    '/api/admin/golf-courses/validate-config',
    adminRoute(
      'Check the API configuration has what its type needs',
      ValidateConfigResultSchema,
      { body: ValidateConfigInputSchema },
      ({ body }) => validateApiConfig({ apiType: body.api_type, apiConfig: body.api_config }),
    ),
  );

  app.post(
    '/api/admin/golf-courses/test-config',
    adminRoute(
      "Read the source with the course form's values, saved or not (a new course too), through the host's " +
        'budget; the answer says which values were used',
      TestApiResultSchema,
      { body: TestConfigInputSchema },
      ({ body }) => testSourceConfig({ sources: app.ctx.sources, config: body, clock }),
    ),
  );

  app.post(
    '/api/admin/golf-courses/:id/test-api',
    adminRoute(
      "Call the course's source now and report slots found, latency or the error",
      TestApiResultSchema,
      { ...ON_ONE_COURSE, body: TestApiInputSchema },
      ({ params, body }) =>
        testCourseSource({ db, sources: app.ctx.sources, id: params.id, date: body?.date, clock }),
    ),
  );

  app.post(
    '/api/admin/golf-courses/discover',
    adminRoute(
      'Recognise the booking system at a booking page address (by what it answers, through the host budget) ' +
        'and list its courses as the site names them; nothing is created',
      DiscoveredSiteSchema,
      { body: DiscoverInputSchema },
      ({ body }) =>
        discoverBookingSite({ db, sources: app.ctx.sources, config: app.ctx.config, url: body.url }),
    ),
  );

  app.post(
    '/api/admin/golf-courses/cache/clear',
    adminRoute('Clear the tee-time search cache', CacheClearedSchema, {}, async () => {
      await app.ctx.teeTimeSearch.clearCache();
      return { message: 'Cache cleared' };
    }),
  );
}
