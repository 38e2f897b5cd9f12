import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp } from '../../../test/admin-test-helpers';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../../test/test-context';

/**
 * Every route the app knows, read from Fastify's own route tree (printRoutes), so a route added later
 * anywhere is walked without anyone listing it here.
 */
function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const methods = match[3]?.split(', ') ?? [];
    for (const method of methods) routes.push({ method, url: stack.join('') });
  }
  return routes;
}

describe('admin authorisation walker', () => {
  let testApp: TestApp;
  let golfer: string;
  let admin: string;
  let adminRoutes: { method: string; url: string }[];

  beforeAll(async () => {
    testApp = await createTestApp();
    golfer = await signUp(testApp.app, { email: 'golfer@example.com' });
    admin = await signUpAdmin(testApp);
    adminRoutes = registeredRoutes(testApp.app).filter(
      (route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD',
    );
  });
  afterAll(async () => {
    await closeTestApp(testApp);
  });

  it('finds every admin route of the spec', () => {
    const names = adminRoutes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard',
        'GET /api/admin/requests',
        'DELETE /api/admin/requests/cleanup',
        'PUT /api/admin/requests/:id/toggle',
        'GET /api/admin/notifications',
        'GET /api/admin/golf-courses',
        'POST /api/admin/golf-courses',
        'GET /api/admin/golf-courses/stats',
        'GET /api/admin/mirror-health',
        'GET /api/admin/golf-courses/:id',
        'PUT /api/admin/golf-courses/:id',
        'DELETE /api/admin/golf-courses/:id',
        'PATCH /api/admin/golf-courses/:id/toggle',
        'GET /api/admin/golf-courses/:id/usage',
        'POST /api/admin/golf-courses/validate-config',
        'POST /api/admin/golf-courses/:id/test-api',
        'POST /api/admin/golf-courses/cache/clear',
        'POST /api/admin/golf-courses/:id/upload-image',
        'GET /api/admin/golf-courses/:id/images',
        'DELETE /api/admin/golf-courses/delete-image/:imageId',
        'PATCH /api/admin/golf-courses/reorder-images',
      ]),
    );
  });

  const call = (route: { method: string; url: string }, cookie?: string) =>
    testApp.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:\w+/g, '1'),
      headers: cookie ? { cookie } : {},
      ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
    });

  it('answers anonymous callers 401 on every admin route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route);
      expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('answers signed-in golfers 403 on every admin route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route, golfer);
      expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
    }
  });

  it('lets admins through on every admin route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route, admin);
      expect({ route, denied: [401, 403].includes(response.statusCode) }).toEqual({ route, denied: false });
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });
});
