import { GolfCourseSchema } from '@teewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAdmin, TEST_ORIGIN, type TestApp } from '../../../test/test-context';
import { golfCourses } from '../../db/schema';
import { SEED_COURSES } from '../../db/seed-courses';
import { courseCacheFor } from './course-cache';

describe('public course API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('lists the seeded Metro Vancouver catalogue in the envelope, in name order', async () => {
    const response = await t.app.inject({ url: '/api/golf-courses' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const courses = body.data.map((course: unknown) => GolfCourseSchema.parse(course));
    expect(courses).toHaveLength(SEED_COURSES.length);
    const names = courses.map((course: { name: string }) => course.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(
      expect.arrayContaining([
        'Fraserview Golf Course',
        'University Golf Club',
        'Burnaby Mountain Golf Course',
      ]),
    );
    const fraserview = courses.find((course: { name: string }) => course.name === 'Fraserview Golf Course');
    expect(fraserview).toMatchObject({
      city: 'Vancouver',
      location: 'Vancouver, BC',
      holes: 18,
      par: 72,
      booking_advance_days: 30,
      // Where the map and "Near me" place it (seed-course-coordinates.ts); null where no source gave any.
      latitude: 49.2194,
      longitude: -123.049,
    });
    const unplaced = courses.filter((course: { latitude?: number | null }) => course.latitude === null);
    expect(unplaced.every((course: { longitude?: number | null }) => course.longitude === null)).toBe(true);
  });

  it('serves the same list at /list and hides inactive courses everywhere', async () => {
    const [langara] = await t.ctx.db
      .select()
      .from(golfCourses)
      .where(eq(golfCourses.name, 'Langara Golf Course'));
    await t.ctx.db.update(golfCourses).set({ isActive: false }).where(eq(golfCourses.id, langara!.id));
    // A write straight to the database skips the admin routes that clear the course cache.
    courseCacheFor(t.ctx).invalidate();
    const list = (await t.app.inject({ url: '/api/golf-courses/list' })).json();
    expect(list.data.map((c: { name: string }) => c.name)).not.toContain('Langara Golf Course');
    const one = await t.app.inject({ url: `/api/golf-courses/${langara!.id}` });
    expect(one.statusCode).toBe(404);
    await t.ctx.db.update(golfCourses).set({ isActive: true }).where(eq(golfCourses.id, langara!.id));
    courseCacheFor(t.ctx).invalidate();
  });

  it('serves the list and details with an ETag, answers 304 to a matching If-None-Match, and drops the cache on an admin edit', async () => {
    const first = await t.app.inject({ url: '/api/golf-courses' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ url: '/api/golf-courses', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const course = first.json().data[0];
    const detail = await t.app.inject({ url: `/api/golf-courses/${course.id}` });
    const detailEtag = detail.headers.etag as string;
    expect(
      (
        await t.app.inject({
          url: `/api/golf-courses/${course.id}`,
          headers: { 'if-none-match': detailEtag },
        })
      ).statusCode,
    ).toBe(304);

    const admin = await signUpAdmin(t, 'cache-admin@example.com');
    const toggled = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/golf-courses/${course.id}/toggle`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
    });
    expect(toggled.statusCode).toBe(200);
    const afterEdit = await t.app.inject({ url: '/api/golf-courses', headers: { 'if-none-match': etag } });
    expect(afterEdit.statusCode).toBe(200);
    expect(afterEdit.json().data.map((c: { id: number }) => c.id)).not.toContain(course.id);
    expect((await t.app.inject({ url: `/api/golf-courses/${course.id}` })).statusCode).toBe(404);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/golf-courses/${course.id}/toggle`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
    });
    expect((await t.app.inject({ url: '/api/golf-courses' })).json().data[0].id).toBe(course.id);
  });

  it('returns one course by id', async () => {
    const list = (await t.app.inject({ url: '/api/golf-courses' })).json();
    const first = list.data[0];
    const response = await t.app.inject({ url: `/api/golf-courses/${first.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(first);
  });

  it('answers 400 "Invalid course ID" for a non-numeric id and 404 for an unknown one', async () => {
    for (const bad of ['abc', '1.5', '-3', '1e3', '0', '2147483648', '99999999999999999999']) {
      const response = await t.app.inject({ url: `/api/golf-courses/${bad}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'Invalid course ID' });
    }
    const missing = await t.app.inject({ url: '/api/golf-courses/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: "The course you're looking for doesn't exist" });
  });

  it("gives each course's booking page", async () => {
    const list = (await t.app.inject({ url: '/api/golf-courses' })).json();
    const university = list.data.find((c: { name: string }) => c.name === 'University Golf Club');
    const response = await t.app.inject({ url: `/api/golf-courses/${university.id}/booking-url` });
    expect(response.json()).toEqual({
      success: true,
      data: { bookingUrl: 'https://www.chronogolf.com/club/university-golf-club' },
    });
    expect((await t.app.inject({ url: '/api/golf-courses/x/booking-url' })).statusCode).toBe(400);
  });

  it('never overwrites an admin edit when seeding again', async () => {
    const { seedCatalogue } = await import('../../db/seed');
    await t.ctx.db
      .update(golfCourses)
      .set({ description: 'Edited by an admin' })
      .where(eq(golfCourses.name, 'McCleery Golf Course'));
    expect(await seedCatalogue(t.ctx.db)).toBe(0);
    const rows = await t.ctx.db
      .select()
      .from(golfCourses)
      .where(eq(golfCourses.name, 'McCleery Golf Course'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.description).toBe('Edited by an admin');
  });

  it('publishes an OpenAPI document with the course routes', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/golf-courses', '/api/golf-courses/{id}']),
    );
  });
});
