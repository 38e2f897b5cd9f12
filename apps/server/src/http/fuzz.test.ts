import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, signUpAdmin, TEST_ORIGIN, type TestApp } from '../../test/test-context';

// Issue 13: malformed values over every field of every route a caller can reach, sent with the
// right cookie so validation (not the session check) is what answers. Nothing may answer 5xx, and the
// server must still be healthy afterwards. Routes that call the live upstream sources (tee-time
// search, the admin's test-api) are left out: their inputs are validated by the same shared schemas,
// but a fuzz run must not send traffic to real golf courses.

const date = addDaysToIsoDate(vancouverToday(new Date()), 4);

/** A value an attacker would try in place of a valid one. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    -2_147_483_649,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    1e308,
    1.5,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '💥',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../etc/passwd',
    '__proto__',
    'NaN',
    '-1',
    '2147483648',
    '9'.repeat(400),
    'x'.repeat(100_000),
    `${'a'.repeat(9_988)}@example.com`,
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null)), { maxLength: 300 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 5 }),
  fc.integer({ min: 1, max: 60 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
);

/** A hostile path segment or query value (text only). */
const hostileText = hostile.map((value) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'),
);

/** A lone surrogate has no UTF-8 form; an attacker sends its CESU-8 bytes instead. */
function encodePathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

type Who = 'golfer' | 'admin' | 'anonymous';
type Route = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  who: Who;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
};

const course = {
  name: 'Fuzz Course',
  location: 'Vancouver, BC',
  api_type: 'cps',
  api_course_id: '1',
  api_config: { baseUrl: 'https://x.example', referer: 'https://x.example', siteId: '1', websiteId: 'w' },
  description: 'd',
  holes: 18,
  par: 72,
  email: 'pro@example.com',
  facilities: ['Pro Shop'],
};

/** An admin list's page, size and search, the query each list route reads. */
const LIST_PAGE = { page: '1', limit: '10', search: 'a' };

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/golf-courses/:id', who: 'anonymous' },
  { method: 'GET', path: '/api/golf-courses/:id/booking-url', who: 'anonymous' },
  {
    method: 'POST',
    path: '/api/monitoring-requests',
    who: 'golfer',
    body: {
      courseIds: [1],
      preferredDates: [date],
      startTime: '07:00',
      endTime: '10:00',
      numberOfPlayers: 2,
      contactEmail: 'g@example.com',
      contactPhone: '604 555 0100',
      notificationMethod: 'email',
    },
  },
  {
    method: 'PATCH',
    path: '/api/users/me/monitoring-requests/:id',
    who: 'golfer',
    body: { is_active: false },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    who: 'anonymous',
    body: { email: 'new@example.com', password: 'secret123', name: 'New' },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    who: 'anonymous',
    body: { email: 'g@example.com', password: 'secret123' },
  },
  { method: 'POST', path: '/api/auth/update-user', who: 'golfer', body: { name: 'Renamed', image: null } },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    who: 'golfer',
    body: { currentPassword: 'secret123', newPassword: 'secret123' },
  },
  { method: 'POST', path: '/api/admin/golf-courses', who: 'admin', body: course },
  { method: 'PUT', path: '/api/admin/golf-courses/:id', who: 'admin', body: course },
  { method: 'PATCH', path: '/api/admin/golf-courses/:id/toggle', who: 'admin' },
  { method: 'GET', path: '/api/admin/golf-courses/:id/usage', who: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/golf-courses/validate-config',
    who: 'admin',
    body: { api_type: 'cps', api_config: course.api_config },
  },
  {
    method: 'POST',
    path: '/api/admin/golf-courses/reorder-images',
    who: 'admin',
    body: { imageIds: [1, 2] },
  },
  {
    method: 'POST',
    path: '/api/admin/golf-courses/:id/upload-image',
    who: 'admin',
    body: { fileData: 'data:image/png;base64,AAAA', filename: 'a.png', contentType: 'image/png' },
  },
  { method: 'GET', path: '/api/admin/golf-courses', who: 'admin', query: LIST_PAGE },
  { method: 'GET', path: '/api/admin/requests', who: 'admin', query: { ...LIST_PAGE, is_active: 'true' } },
  { method: 'GET', path: '/api/admin/notifications', who: 'admin', query: LIST_PAGE },
  { method: 'PATCH', path: '/api/admin/requests/:id/toggle', who: 'admin' },
  { method: 'GET', path: '/api/unsubscribe', who: 'anonymous', query: { token: 'v1.pause.1.x' } },
  {
    method: 'GET',
    path: '/api/booked',
    who: 'anonymous',
    query: { token: 'v1.booked.1.x', date: '2026-12-05' },
  },
  {
    method: 'POST',
    path: '/api/booked',
    who: 'anonymous',
    query: { token: 'v1.booked.1.x', date: '2026-12-05', scope: 'date' },
  },
  {
    method: 'GET',
    path: '/api/tee-times/calendar.ics',
    who: 'anonymous',
    query: { courseId: '1', date: '2026-12-05', time: '07:10', holes: '18' },
  },
  { method: 'POST', path: '/api/contact-email/confirm', who: 'anonymous', query: { token: 'c1.x.y' } },
];

describe('fuzz: hostile values in every field of every route', () => {
  let t: TestApp;
  const cookies: Record<Who, string> = { golfer: '', admin: '', anonymous: '' };
  const answers = new Map<number, number>();

  beforeAll(async () => {
    t = await createTestApp();
    cookies.golfer = await signUp(t.app, { email: 'g@example.com' });
    cookies.admin = await signUpAdmin(t);
  });
  afterAll(async () => t?.close());

  it('never answers 5xx', { timeout: 300_000 }, async () => {
    const field = (route: Route) =>
      fc.constantFrom(
        '(path)',
        '(whole body)',
        ...Object.keys(route.body ?? {}),
        ...Object.keys(route.query ?? {}),
      );
    const caseArb = fc
      .constantFrom(...ROUTES)
      .chain((route) => fc.tuple(fc.constant(route), field(route), hostile, hostileText));
    await fc.assert(
      fc.asyncProperty(caseArb, async ([route, target, value, text]) => {
        const body = route.body ? { ...route.body } : undefined;
        const query = { ...route.query };
        let id = '1';
        if (target === '(path)') id = text;
        else if (target in query) query[target] = text;
        else if (body) body[target] = value;
        const url = `${route.path.replace(':id', encodePathSegment(id))}?${new URLSearchParams(query)}`;
        const payload =
          target === '(whole body)' ? JSON.stringify(value) : body ? JSON.stringify(body) : undefined;
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: {
            origin: TEST_ORIGIN,
            ...(cookies[route.who] ? { cookie: cookies[route.who] } : {}),
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(payload !== undefined ? { payload } : {}),
        });
        answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          throw new Error(
            `${route.method} ${url} (${target}) answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
          );
        }
        expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/); // no stack traces
      }),
      { numRuns: 600, seed: 13 },
    );
    const health = await t.app.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    expect([...answers.keys()].every((status) => status < 500)).toBe(true);
  });
});
