import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, signUpAdmin, TEST_ORIGIN, type TestApp } from '../../test/test-context';
import { golfCourses, monitoringRequests, user } from '../db/schema';

// Issue 13, holes 3–6 and 8, each with the request an attacker sent in the audit.

const date = addDaysToIsoDate(vancouverToday(new Date()), 3);
const FOREIGN = 'https://evil.example';

describe('hardening against hostile input and cross-site writes', () => {
  let t: TestApp;
  let golfer: string;
  let admin: string;
  let courseId: number;

  beforeAll(async () => {
    t = await createTestApp({ MAX_REQUESTS_PER_USER: '3' });
    golfer = await signUp(t.app, { email: 'golfer@example.com' });
    admin = await signUpAdmin(t);
    courseId = (await t.app.inject({ url: '/api/golf-courses' })).json().data[0].id;
  });
  afterAll(async () => t?.close());

  const waitlist = (contactEmail: string) => ({
    courseIds: [courseId],
    preferredDates: [date],
    startTime: '07:00',
    endTime: '10:00',
    numberOfPlayers: 2,
    contactEmail,
  });
  // A POST from the app's own origin, as the session behind `cookie`.
  const postAs = (
    cookie: string,
    url: string,
    payload: object | string,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN, ...headers }, payload });
  const create = (payload: object | string, headers: Record<string, string> = {}) =>
    postAs(golfer, '/api/monitoring-requests', payload, headers);
  const storedRequests = async () => (await t.ctx.db.select({ n: count() }).from(monitoringRequests))[0]!.n;

  describe('each of the audit’s 500 causes answers 400', () => {
    it('a course id beyond int4', async () => {
      for (const id of ['2147483648', '99999999999999999999']) {
        const response = await t.app.inject({ url: `/api/golf-courses/${id}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          error: 'Invalid course ID',
          validationErrors: expect.any(Array),
        });
      }
    });

    it('JSON nested 5,000 deep to /api/auth/*', async () => {
      const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: `{"email":${deep},"password":"x"}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/nested deeper than 32 levels/);
    });

    it('a NUL byte in contactEmail, in admin course fields and api_config, and in the admin list search', async () => {
      const before = await storedRequests();
      expect((await create(waitlist('nul\u0000@example.com'))).statusCode).toBe(400);
      expect(await storedRequests()).toBe(before);
      const course = {
        name: 'Nul\u0000Course',
        location: 'Vancouver, BC',
        api_type: 'cps',
        api_course_id: '1',
        api_config: {
          baseUrl: 'https://x.example',
          referer: 'https://x.example',
          siteId: '1',
          websiteId: 'a\u0000',
        },
      };
      const adminPost = (payload: object) => postAs(admin, '/api/admin/golf-courses', payload);
      expect((await adminPost(course)).statusCode).toBe(400);
      expect(
        (
          await adminPost({
            ...course,
            name: 'Fine',
            api_config: { ...course.api_config, websiteId: 'a' },
            description: 'x\u0000',
          })
        ).statusCode,
      ).toBe(400);
      const search = await t.app.inject({
        url: '/api/admin/requests?search=%00',
        headers: { cookie: admin },
      });
      expect(search.statusCode).toBe(400);
      expect(search.json()).toMatchObject({ success: false, error: 'Text may not contain NUL characters' });
    });

    it('lone surrogates are refused, not stored', async () => {
      const before = await storedRequests();
      const response = await create(
        JSON.stringify(waitlist('a@example.com')).replace('a@example.com', 'a\\ud800@example.com'),
        { 'content-type': 'application/json' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Text must be valid Unicode (no lone surrogates)');
      expect(await storedRequests()).toBe(before);
    });

    it('better-auth update-user with {"name": null}, and a 20,000-character name', async () => {
      const update = (payload: object) => postAs(golfer, '/api/auth/update-user', payload);
      expect((await update({ name: null })).statusCode).toBe(400);
      expect((await update({ name: 'n'.repeat(20_000) })).statusCode).toBe(400);
      // Past the auth routes' 64 KB body limit the body is refused unread (decision 0256).
      expect((await update({ name: 'n'.repeat(100_000) })).statusCode).toBe(413);
      const signUpHuge = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'huge@example.com', password: 'secret123', name: 'n'.repeat(20_000) },
      });
      expect(signUpHuge.statusCode).toBe(400);
      expect(signUpHuge.json().message).toBe('Name must be at most 200 characters');
      const [stored] = await t.ctx.db
        .select({ name: user.name })
        .from(user)
        .where(eq(user.email, 'golfer@example.com'));
      expect(stored!.name).toBe('Test Golfer');
    });
  });

  it('refuses a 10,000-character contactEmail, and caps stored requests per user, paused included', async () => {
    const long = `${'a'.repeat(9_988)}@example.com`;
    const tooLong = await create(waitlist(long));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('Email addresses have at most 254 characters');

    const cookie = await signUp(t.app, { email: 'hoarder@example.com' });
    const post = () => create(waitlist('hoarder@example.com'), { cookie });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await post()).json().data.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/me/monitoring-requests/${ids[0]}`,
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { is_active: false },
    });
    const fourth = await post();
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toBe(
      'You already have 3 waitlist requests, paused ones included. A request frees its place when it expires.',
    );
  });

  describe('a foreign Origin on create, pause and delete gets 403 and changes nothing', () => {
    it('create', async () => {
      const before = await storedRequests();
      const response = await create(waitlist('golfer@example.com'), { origin: FOREIGN });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, error: 'Cross-site requests are not allowed' });
      // No Origin, but the browser says the page was on another site.
      const fetchMeta = await t.app.inject({
        method: 'POST',
        url: '/api/monitoring-requests',
        headers: { cookie: golfer, 'sec-fetch-site': 'cross-site' },
        payload: waitlist('golfer@example.com'),
      });
      expect(fetchMeta.statusCode).toBe(403);
      expect(await storedRequests()).toBe(before);
    });

    it('pause', async () => {
      const id = (await create(waitlist('golfer@example.com'))).json().data.id;
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/me/monitoring-requests/${id}`,
        headers: { cookie: golfer, origin: FOREIGN },
        payload: { is_active: false },
      });
      expect(response.statusCode).toBe(403);
      const [row] = await t.ctx.db.select().from(monitoringRequests).where(eq(monitoringRequests.id, id));
      expect(row!.isActive).toBe(true);
    });

    it('delete (a course by an admin, and the account itself)', async () => {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/golf-courses/${courseId}`,
        headers: { cookie: admin, origin: FOREIGN },
      });
      expect(response.statusCode).toBe(403);
      const [course] = await t.ctx.db.select().from(golfCourses).where(eq(golfCourses.id, courseId));
      expect(course!.deletedAt).toBeNull();
      const deleteUser = await t.app.inject({
        method: 'POST',
        url: '/api/auth/delete-user',
        headers: { cookie: golfer, origin: FOREIGN },
        payload: { password: 'secret123' },
      });
      expect(deleteUser.statusCode).toBe(403);
      expect(await t.ctx.db.select().from(user).where(eq(user.email, 'golfer@example.com'))).toHaveLength(1);
    });
  });

  it('sends the security headers on the API, on errors and on unknown paths', async () => {
    for (const url of ['/api/golf-courses', '/api/golf-courses/abc', '/', '/health']) {
      const response = await t.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // http://localhost: no HSTS (it would pin a local run to https).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('exposure in production defaults', () => {
  it('no /metrics without METRICS_TOKEN; with it, only to the bearer (else 404); /api/docs off with API_DOCS=false; HSTS behind https', {
    timeout: 180_000,
  }, async () => {
    const closed = await createTestApp({ API_DOCS: 'false' });
    const open = await createTestApp({
      METRICS_TOKEN: 'metrics-token-0123456789',
      PUBLIC_URL: 'https://teewatch.example',
    });
    try {
      expect((await closed.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect((await closed.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
      expect((await open.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect(
        (
          await open.app.inject({
            url: '/metrics',
            headers: { authorization: 'Bearer wrong-token-0123456789' },
          })
        ).statusCode,
      ).toBe(404);
      const metrics = await open.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer metrics-token-0123456789' },
      });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('http_request_duration_seconds');
      expect((await open.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
      const hsts = (await open.app.inject({ url: '/health' })).headers['strict-transport-security'];
      expect(hsts).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await closed.close();
      await open.close();
    }
  });

  it('trusts the Vite dev origin only in development', { timeout: 180_000 }, async () => {
    const prod = await createTestApp();
    const dev = await createTestApp({ NODE_ENV: 'development' });
    try {
      const post = (t: TestApp) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: 'http://localhost:5173' },
          payload: { email: 'nobody@example.com', password: 'whatever1' },
        });
      expect((await post(prod)).statusCode).toBe(403);
      expect((await post(dev)).statusCode).toBe(401);
    } finally {
      await prod.close();
      await dev.close();
    }
  });
});
