import {
  AdminCourseListSchema,
  AdminGolfCourseSchema,
  CourseStatsSchema,
  CourseUsageSchema,
} from '@teewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, cpsCoursePayload, insertRequest, userIdOf } from '../../../test/admin-test-helpers';
import { createTestApp, dataOf, signUp, signUpAdmin, type TestApp } from '../../../test/test-context';
import { golfCourses } from '../../db/schema';
import { seedCatalogue } from '../../db/seed';

const validCourse = {
  ...cpsCoursePayload('Teewatch Test Links'),
  holes: 18,
  par: 72,
  length_yards: 6500,
  course_rating: 71.4,
  slope_rating: 128,
  facilities: ['Pro Shop', 'Driving Range'],
};

describe('admin golf courses', () => {
  let testApp: TestApp;
  let admin: string;
  let userId: string;

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await signUpAdmin(testApp);
    await signUp(testApp.app, { email: 'golfer@example.com' });
    userId = await userIdOf(testApp.ctx.db, 'golfer@example.com');
  });
  afterAll(async () => {
    await closeTestApp(testApp);
  });

  it('creates a course with the spec defaults and derives city and source', async () => {
    const response = await inject('POST', '/api/admin/golf-courses', validCourse);
    const course = dataOf(response, 201, AdminGolfCourseSchema);
    expect(course).toMatchObject({
      name: 'Teewatch Test Links',
      city: 'Delta',
      location: 'Delta, BC',
      booking_advance_days: 30,
      booking_open_time: '00:00',
      is_public: true,
      is_active: true,
      api_source: 'vancouver',
      course_rating: 71.4,
      facilities: ['Pro Shop', 'Driving Range'],
    });
    const fetched = await inject('GET', `/api/admin/golf-courses/${course.id}`);
    expect(fetched.json().data.api_config).toEqual(validCourse.api_config);
  });

  it('creates a legacy CPS v3 course, named as a source by its tenant', async () => {
    const api_config = { baseUrl: 'https://w.cps.golf/KingsLinksV3', hole: '18' };
    const response = await inject('POST', '/api/admin/golf-courses', {
      ...cpsCoursePayload('Teewatch v3 Links'),
      api_type: 'cps-v3',
      api_course_id: '1',
      api_config: { ...api_config, siteId: '1' },
    });
    const course = dataOf(response, 201, AdminGolfCourseSchema);
    expect(course).toMatchObject({ api_type: 'cps-v3', api_source: 'kingslinks', api_config });
  });

  it('rejects bad input with one message per field', async () => {
    const response = await inject('POST', '/api/admin/golf-courses', {
      ...validCourse,
      name: '',
      location: 'Seattle, WA',
      holes: 10,
      length_yards: 900,
      par: 90,
      course_rating: 70.25,
      slope_rating: 200,
      booking_advance_days: 91,
      booking_open_time: '7am',
      api_config: { baseUrl: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    const byField = Object.fromEntries(
      body.validationErrors.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(byField).toMatchObject({
      name: 'Course name is required',
      location: 'Please choose a location from the list',
      holes: 'Number of holes must be 9, 18 or 27',
      length_yards: 'Length must be between 1000 and 8000 yards',
      par: 'Par must be between 27 and 80',
      course_rating: 'Course rating must be between 60 and 80, in steps of 0.1',
      slope_rating: 'Slope rating must be between 55 and 155',
      booking_advance_days: 'Booking advance days must be between 1 and 90',
      booking_open_time: 'Booking open time must be a time HH:MM (UTC)',
    });
    // Config issues come after the object passes, so they are checked on their own.
    const config = await inject('POST', '/api/admin/golf-courses', {
      ...validCourse,
      api_type: 'chronogolf',
      api_config: { baseUrl: 'nope' },
    });
    expect(config.statusCode).toBe(400);
    expect(config.json().validationErrors).toEqual(
      expect.arrayContaining([
        { field: 'api_config.baseUrl', message: 'Please enter a valid URL (https://...)' },
        { field: 'api_config.clubUrl', message: 'Club URL is required' },
      ]),
    );
  });

  it('keeps a free-cancellation cutoff only with where it is stated (decision 0196)', async () => {
    for (const { fields, refused } of [
      {
        fields: { free_cancellation_hours: 24 },
        refused: {
          field: 'free_cancellation_source',
          message: 'Say where the course states its cancellation cutoff (a link or a note)',
        },
      },
      {
        fields: { free_cancellation_hours: 0, free_cancellation_source: 'https://example.com/policy' },
        refused: {
          field: 'free_cancellation_hours',
          message: 'Free cancellation cutoff must be a whole number of hours, 1 to 168',
        },
      },
    ]) {
      const answer = await inject('POST', '/api/admin/golf-courses', { ...validCourse, ...fields });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().validationErrors).toContainEqual(refused);
    }
    const created = await inject('POST', '/api/admin/golf-courses', {
      ...validCourse,
      free_cancellation_hours: 24,
      free_cancellation_source: 'https://example.com/policy',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const shown = await testApp.app.inject({ method: 'GET', url: `/api/golf-courses/${id}` });
    expect(shown.json().data).toMatchObject({
      free_cancellation_hours: 24,
      free_cancellation_source: 'https://example.com/policy',
    });
  });

  it('updates a course, keeping chronogolf extra config keys', async () => {
    const created = (await inject('POST', '/api/admin/golf-courses', validCourse)).json().data;
    const response = await inject('PUT', `/api/admin/golf-courses/${created.id}`, {
      ...validCourse,
      name: 'Renamed Links',
      location: 'Surrey, BC',
      api_type: 'chronogolf',
      api_config: {
        baseUrl: 'https://www.chronogolf.com/marketplace/v2/teetimes',
        clubUrl: 'https://www.chronogolf.com/club/renamed',
        clubId: '123',
        affiliationTypeId: '9',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Renamed Links',
      city: 'Surrey',
      api_type: 'chronogolf',
      api_source: 'chronogolf',
      api_config: {
        baseUrl: 'https://www.chronogolf.com/marketplace/v2/teetimes',
        clubUrl: 'https://www.chronogolf.com/club/renamed',
        clubId: '123',
        affiliationTypeId: '9',
      },
    });
    expect((await inject('PUT', '/api/admin/golf-courses/999999', validCourse)).statusCode).toBe(404);
    expect((await inject('GET', '/api/admin/golf-courses/abc')).statusCode).toBe(400);
    expect((await inject('GET', '/api/admin/golf-courses/99999999999')).statusCode).toBe(400);
  });

  it('toggles is_active', async () => {
    const created = (await inject('POST', '/api/admin/golf-courses', validCourse)).json().data;
    const off = await inject('PATCH', `/api/admin/golf-courses/${created.id}/toggle`);
    expect(off.json()).toEqual({ success: true, data: { id: created.id, is_active: false } });
    const golferView = await testApp.app.inject({ method: 'GET', url: `/api/golf-courses/${created.id}` });
    expect(golferView.statusCode).toBe(404);
    const on = await inject('PATCH', `/api/admin/golf-courses/${created.id}/toggle`);
    expect(on.json().data.is_active).toBe(true);
  });

  it('lists with filters, search and pagination, and counts stats', async () => {
    const stats = CourseStatsSchema.parse((await inject('GET', '/api/admin/golf-courses/stats')).json().data);
    const types = stats.apiTypeDistribution;
    // Directory-only courses (decision 0161) have no booking system Teewatch reads.
    expect(stats.totalCourses).toBe(types.cps + types['cps-v3'] + types.chronogolf + (types.none ?? 0));
    expect(types['cps-v3']).toBeGreaterThan(0);
    expect(types.none).toBeGreaterThan(0);
    expect(stats.activeCourses).toBeLessThanOrEqual(stats.totalCourses);

    const firstPage = AdminCourseListSchema.parse(
      (await inject('GET', '/api/admin/golf-courses')).json().data,
    );
    expect(firstPage.pagination).toEqual({
      page: 1,
      limit: 10,
      total: stats.totalCourses,
      totalPages: Math.ceil(stats.totalCourses / 10),
    });
    expect(firstPage.courses.length).toBe(Math.min(10, stats.totalCourses));

    const cps = (await inject('GET', '/api/admin/golf-courses?api_type=cps&limit=100')).json().data;
    expect(cps.pagination.total).toBe(stats.apiTypeDistribution.cps);
    expect(cps.courses.every((course: { api_type: string }) => course.api_type === 'cps')).toBe(true);

    const inactive = (await inject('GET', '/api/admin/golf-courses?is_active=false')).json().data;
    expect(inactive.pagination.total).toBe(stats.totalCourses - stats.activeCourses);

    const byLocation = (await inject('GET', '/api/admin/golf-courses?search=delta,%20bc&limit=100')).json()
      .data;
    expect(byLocation.courses.length).toBeGreaterThan(0);
    expect(byLocation.courses.every((course: { location: string }) => course.location === 'Delta, BC')).toBe(
      true,
    );

    const byName = (await inject('GET', '/api/admin/golf-courses?search=RENAMED')).json().data;
    expect(byName.courses.map((course: { name: string }) => course.name)).toEqual(['Renamed Links']);

    const wildcard = (await inject('GET', '/api/admin/golf-courses?search=%25')).json().data;
    expect(wildcard.pagination.total).toBe(0);

    const bad = await inject('GET', '/api/admin/golf-courses?is_active=maybe&page=0');
    expect(bad.statusCode).toBe(400);
    expect((await inject('GET', '/api/admin/golf-courses?page=1e20')).statusCode).toBe(400);
    expect((await inject('GET', '/api/admin/golf-courses?limit=1000')).statusCode).toBe(400);
  });

  it('soft-deletes: hidden everywhere, requests keep the name, the seed does not bring it back', async () => {
    const [seeded] = await testApp.ctx.db
      .select({ id: golfCourses.id, name: golfCourses.name })
      .from(golfCourses)
      .where(eq(golfCourses.seedKey, 'cps:golfvancouver:1'));
    const now = Date.now();
    await insertRequest(testApp.ctx.db, {
      userId,
      courseIds: [seeded!.id],
      createdAt: new Date(now - 3_600_000),
    });
    const lastId = await insertRequest(testApp.ctx.db, {
      userId,
      courseIds: [seeded!.id],
      createdAt: new Date(now - 60_000),
    });
    await insertRequest(testApp.ctx.db, {
      userId,
      courseIds: [seeded!.id],
      isActive: false,
      createdAt: new Date(now - 7_200_000),
    });
    await insertRequest(testApp.ctx.db, {
      userId,
      courseIds: [seeded!.id],
      createdAt: new Date(now - 40 * 86_400_000),
      expiresAt: new Date(now - 10 * 86_400_000),
    });

    const usage = CourseUsageSchema.parse(
      (await inject('GET', `/api/admin/golf-courses/${seeded!.id}/usage`)).json().data,
    );
    expect(usage.activeMonitoringRequests).toBe(2);
    expect(usage.totalHistoricalRequests).toBe(4);
    expect(Date.parse(usage.lastRequestDate!)).toBeCloseTo(now - 60_000, -3);

    const statsBefore = (await inject('GET', '/api/admin/golf-courses/stats')).json().data;
    const deleted = await inject('DELETE', `/api/admin/golf-courses/${seeded!.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.id).toBe(seeded!.id);

    expect((await inject('GET', `/api/admin/golf-courses/${seeded!.id}`)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/admin/golf-courses/${seeded!.id}`)).statusCode).toBe(404);
    const statsAfter = (await inject('GET', '/api/admin/golf-courses/stats')).json().data;
    expect(statsAfter.totalCourses).toBe(statsBefore.totalCourses - 1);
    const list = (await inject('GET', '/api/admin/golf-courses?limit=100')).json().data;
    expect(list.courses.some((course: { id: number }) => course.id === seeded!.id)).toBe(false);
    const publicList = (await testApp.app.inject({ method: 'GET', url: '/api/golf-courses' })).json().data;
    expect(publicList.some((course: { id: number }) => course.id === seeded!.id)).toBe(false);

    const requests = (await inject('GET', `/api/admin/requests?search=${lastId}`)).json().data.requests;
    expect(requests[0].course_names).toEqual([seeded!.name]);

    expect(await seedCatalogue(testApp.ctx.db)).toBe(0);
    const [row] = await testApp.ctx.db.select().from(golfCourses).where(eq(golfCourses.id, seeded!.id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('validates an API configuration', async () => {
    const missing = await inject('POST', '/api/admin/golf-courses/validate-config', {
      api_type: 'cps',
      api_config: { baseUrl: 'https://golfvancouver.cps.golf', siteId: ' ' },
    });
    expect(missing.json().data).toEqual({
      valid: false,
      message: 'Missing required fields: referer, siteId, websiteId',
      missingFields: ['referer', 'siteId', 'websiteId'],
    });
    const valid = await inject('POST', '/api/admin/golf-courses/validate-config', {
      api_type: 'chronogolf',
      api_config: {
        baseUrl: 'https://www.chronogolf.com/marketplace/v2/teetimes',
        clubUrl: 'https://x.example/club',
      },
    });
    expect(valid.json().data.valid).toBe(true);
    const badType = await inject('POST', '/api/admin/golf-courses/validate-config', { api_type: 'teeon' });
    expect(badType.statusCode).toBe(400);
  });

  it('clears the search cache', async () => {
    const response = await inject('POST', '/api/admin/golf-courses/cache/clear');
    expect(response.json()).toEqual({ success: true, data: { message: 'Cache cleared' } });
  });
});
