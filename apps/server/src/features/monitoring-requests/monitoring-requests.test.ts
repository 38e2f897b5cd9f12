import {
  addDaysToIsoDate,
  CreateMonitoringRequestResultSchema,
  MAX_ACTIVE_MONITORING_REQUESTS,
  MonitoringRequestListResultSchema,
  vancouverToday,
} from '@teewatch/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../../test/test-context';
import { coursePolls, golfCourses, monitoringRequestCourses, monitoringRequests } from '../../db/schema';

let testApp: TestApp;
let alice: string;
let bob: string;
let courses: { id: number; name: string }[];

// Tomorrow onwards, so a test running across midnight never sends a date the server sees as past.
const today = vancouverToday(new Date());
const inDays = (days: number) => addDaysToIsoDate(today, days);

function payload(overrides: Record<string, unknown> = {}) {
  return {
    courseIds: [courses[0]!.id, courses[1]!.id],
    preferredDates: [inDays(3), inDays(1), inDays(3)],
    startTime: '07:00',
    endTime: '12:00',
    numberOfPlayers: 2,
    contactPhone: '',
    contactEmail: 'alice@example.com',
    notificationMethod: 'email',
    ...overrides,
  };
}

function post(cookie: string | undefined, body: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/monitoring-requests',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body as Record<string, unknown>,
  });
}

function list(cookie: string | undefined, url = '/api/users/me/monitoring-requests') {
  return testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

function patch(cookie: string | undefined, id: number | string, body: unknown) {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/users/me/monitoring-requests/${id}`,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body as Record<string, unknown>,
  });
}

async function create(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await post(cookie, payload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return CreateMonitoringRequestResultSchema.parse(response.json());
}

beforeAll(async () => {
  testApp = await createTestApp();
  alice = await signUp(testApp.app, { email: 'alice@example.com', name: 'Alice' });
  bob = await signUp(testApp.app, { email: 'bob@example.com', name: 'Bob' });
  courses = await testApp.ctx.db
    .select({ id: golfCourses.id, name: golfCourses.name })
    .from(golfCourses)
    .orderBy(asc(golfCourses.id));
  expect(courses.length).toBeGreaterThanOrEqual(4);
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /api/monitoring-requests', () => {
  it('creates a request with course names, sorted unique dates, ending when its last window closes', async () => {
    const before = Date.now();
    const result = await create(alice);
    const request = result.data!;
    expect(result.success).toBe(true);
    expect(result.removedCourses).toBeUndefined();
    expect(result.warningMessage).toBeUndefined();
    expect(request.courses.map((course) => course.id).sort()).toEqual(
      [courses[0]!.id, courses[1]!.id].sort(),
    );
    expect(request.courses.map((course) => course.name).sort()).toEqual(
      [courses[0]!.name, courses[1]!.name].sort(),
    );
    expect(request).toMatchObject({
      is_active: true,
      preferred_dates: [inDays(1), inDays(3)],
      start_time: '07:00',
      end_time: '12:00',
      number_of_players: 2,
      notification_method: 'email',
      contact_email: 'alice@example.com',
      contact_phone: null,
      last_checked_at: null,
    });
    const created = Date.parse(request.created_at);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    // The last preferred date is 3 days away, well inside the 30-day cap: it ends at 12:00 that day.
    const endsInVancouver = new Date(request.expires_at).toLocaleString('sv-SE', {
      timeZone: 'America/Vancouver',
    });
    expect(endsInVancouver).toBe(`${inDays(3)} 12:00:00`);
  });

  it('accepts dates up to 30 days ahead and keeps a given phone', async () => {
    const result = await create(alice, {
      preferredDates: [inDays(1), inDays(29)],
      contactPhone: '604-555-0100',
      numberOfPlayers: 0,
    });
    expect(result.data).toMatchObject({ contact_phone: '604-555-0100', number_of_players: 0 });
  });

  it.each([
    ['courseIds', { courseIds: [] }, 'Please select at least one golf course'],
    ['preferredDates', { preferredDates: [] }, 'Please select at least one preferred date'],
    ['endTime', { startTime: '12:00', endTime: '12:00' }, 'End time must be after start time'],
    ['contactEmail', { contactEmail: '' }, 'Email address is required'],
    ['contactEmail', { contactEmail: 'not-an-email' }, 'Please enter a valid email address'],
    ['preferredDates', { preferredDates: [inDays(-2)] }, 'Preferred dates cannot be in the past'],
    ['preferredDates', { preferredDates: [inDays(40)] }, 'Preferred dates must be within the next 30 days'],
    ['startTime', { startTime: '05:00' }, 'Please choose a time on the hour between 06:00 and 21:00'],
    ['endTime', { endTime: '22:00' }, 'Please choose a time on the hour between 06:00 and 21:00'],
    ['startTime', { startTime: '07:30' }, 'Please choose a time on the hour between 06:00 and 21:00'],
    ['numberOfPlayers', { numberOfPlayers: 5 }, 'Please choose 1, 2, 3, 4 or Any players'],
    ['courseIds', { courseIds: [3_000_000_000] }, 'Please select golf courses from the list'],
    ['notificationMethod', { notificationMethod: 'fax' }, "Notifications go by 'email', 'sms' or 'both'"],
    [
      'contactPhone',
      { notificationMethod: 'sms', contactPhone: '604-555-0100' },
      'Add and confirm your mobile number in your account to get alerts by text',
    ],
    ['contactPhone', { contactPhone: 'call me' }, 'Please enter a valid phone number'],
  ])('rejects a bad %s with 400 and the field message (%j)', async (field, overrides, message) => {
    const response = await post(alice, payload(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.error).toBe(message);
    expect(body.validationErrors).toEqual([{ field, message }]);
  });

  it('reports every bad field at once', async () => {
    const response = await post(alice, payload({ courseIds: [], contactEmail: '', endTime: '06:00' }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('Validation failed');
    expect(body.validationErrors.map((problem: { field: string }) => problem.field).sort()).toEqual([
      'contactEmail',
      'courseIds',
      'endTime',
    ]);
  });

  it('answers 400, not 500, to a missing or malformed body', async () => {
    expect((await post(alice, {})).statusCode).toBe(400);
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/monitoring-requests',
      headers: { origin: TEST_ORIGIN, cookie: alice, 'content-type': 'application/json' },
      payload: '{"courseIds": [',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().success).toBe(false);
  });

  it('removes inactive, deleted and unknown courses with a reason each', async () => {
    const [inactive, deleted, kept] = [courses[1]!, courses[2]!, courses[3]!];
    const { db } = testApp.ctx;
    await db.update(golfCourses).set({ isActive: false }).where(eq(golfCourses.id, inactive.id));
    await db.update(golfCourses).set({ deletedAt: new Date() }).where(eq(golfCourses.id, deleted.id));
    try {
      const result = await create(alice, { courseIds: [kept.id, inactive.id, 999_999, deleted.id] });
      expect(result.data!.courses).toEqual([{ id: kept.id, name: kept.name }]);
      expect(result.removedCourses).toEqual([
        { id: inactive.id, name: inactive.name, reason: 'This golf course is currently inactive' },
        { id: 999_999, name: 'Golf course #999999', reason: 'This golf course does not exist' },
        { id: deleted.id, name: deleted.name, reason: 'This golf course is no longer available' },
      ]);
      expect(result.warningMessage).toBe(
        '3 selected golf courses are not available and were removed from your request.',
      );

      const none = await post(alice, payload({ courseIds: [inactive.id, 999_999] }));
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({
        success: false,
        error: 'None of the selected golf courses are available for monitoring',
        validationErrors: [
          { field: 'courseIds', message: 'None of the selected golf courses are available for monitoring' },
        ],
      });
    } finally {
      await db.update(golfCourses).set({ isActive: true }).where(eq(golfCourses.id, inactive.id));
      await db.update(golfCourses).set({ deletedAt: null }).where(eq(golfCourses.id, deleted.id));
    }
  });

  it('removes a directory-only course: nothing is read for it, so no alert could come', async () => {
    const kept = courses[3]!;
    const [squamish] = await testApp.ctx.db
      .select({ id: golfCourses.id, name: golfCourses.name })
      .from(golfCourses)
      .where(eq(golfCourses.seedKey, 'directory:squamish-valley'));
    const erin = await signUp(testApp.app, { email: 'erin-directory@example.com', name: 'Erin' });
    const result = await create(erin, { courseIds: [kept.id, squamish!.id] });
    expect(result.data!.courses).toEqual([{ id: kept.id, name: kept.name }]);
    expect(result.removedCourses).toEqual([
      {
        id: squamish!.id,
        name: 'Squamish Valley Golf Club',
        reason: "Teewatch does not read this golf course's tee times: book on the course's site",
      },
    ]);
  });

  it('answers 401 "No valid session found" to anonymous callers, even with a bad body', async () => {
    for (const body of [payload(), {}]) {
      const response = await post(undefined, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, error: 'No valid session found' });
    }
  });
});

describe('listing and toggling', () => {
  it('lists only the caller’s own requests, newest first, on both paths', async () => {
    const carol = await signUp(testApp.app, { email: 'carol@example.com' });
    const first = await create(carol, { contactEmail: 'carol@example.com' });
    const second = await create(carol, { contactEmail: 'carol@example.com', courseIds: [courses[2]!.id] });

    for (const url of ['/api/users/me/monitoring-requests', '/api/monitoring-requests']) {
      const response = await list(carol, url);
      expect(response.statusCode).toBe(200);
      const body = MonitoringRequestListResultSchema.parse(response.json());
      expect(body.success).toBe(true);
      expect(body.data!.map((request) => request.id)).toEqual([second.data!.id, first.data!.id]);
      expect(body.data![0]!.courses).toEqual([{ id: courses[2]!.id, name: courses[2]!.name }]);
    }

    const bobs = MonitoringRequestListResultSchema.parse((await list(bob)).json());
    expect(bobs.data).toEqual([]);
  });

  it('reports when the request was last checked: the oldest poll over its courses and dates', async () => {
    const dave = await signUp(testApp.app, { email: 'dave@example.com' });
    const [a, b] = [courses[0]!.id, courses[1]!.id];
    const { data } = await create(dave, { courseIds: [a, b], preferredDates: [inDays(5)] });
    await testApp.ctx.db.insert(coursePolls).values([
      { courseId: a, date: inDays(5), lastPolledAt: new Date('2030-01-01T10:00:00Z') },
      { courseId: b, date: inDays(5), lastPolledAt: new Date('2030-01-01T09:00:00Z') },
      // Another date nobody in this request watches must not count.
      { courseId: a, date: inDays(6), lastPolledAt: new Date('2029-01-01T00:00:00Z') },
    ]);
    const listed = MonitoringRequestListResultSchema.parse((await list(dave)).json());
    expect(listed.data!.find((request) => request.id === data!.id)!.last_checked_at).toBe(
      '2030-01-01T09:00:00.000Z',
    );
  });

  it('lets the owner pause and reactivate a request', async () => {
    const { data } = await create(alice);
    const paused = await patch(alice, data!.id, { is_active: false });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ success: true, data: { id: data!.id, is_active: false } });
    const listed = MonitoringRequestListResultSchema.parse((await list(alice)).json());
    expect(listed.data!.find((request) => request.id === data!.id)!.is_active).toBe(false);

    const reactivated = await patch(alice, data!.id, { is_active: true });
    expect(reactivated.json()).toMatchObject({ success: true, data: { is_active: true } });
  });

  it('hides another user’s request: PATCH is 404 and nothing changes', async () => {
    const { data } = await create(alice);
    const response = await patch(bob, data!.id, { is_active: false });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Monitoring request not found' });
    const [row] = await testApp.ctx.db
      .select({ isActive: monitoringRequests.isActive })
      .from(monitoringRequests)
      .where(eq(monitoringRequests.id, data!.id));
    expect(row!.isActive).toBe(true);
    expect((await patch(alice, 999_999, { is_active: false })).statusCode).toBe(404);
  });

  it('rejects a bad id or body with 400', async () => {
    for (const id of ['abc', '-1', '1.5']) {
      const response = await patch(alice, id, { is_active: false });
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors).toEqual([{ field: 'id', message: 'Invalid request ID' }]);
    }
    const { data } = await create(alice);
    for (const body of [{}, { is_active: 'no' }]) {
      const response = await patch(alice, data!.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors[0].field).toBe('is_active');
    }
  });

  it('answers 401 to anonymous list and toggle calls', async () => {
    for (const response of [
      await list(undefined),
      await list(undefined, '/api/monitoring-requests'),
      await patch(undefined, 1, { is_active: false }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, error: 'No valid session found' });
    }
  });
});

describe('active request limit', () => {
  it(`allows ${MAX_ACTIVE_MONITORING_REQUESTS} active requests, then answers 409`, async () => {
    const erin = await signUp(testApp.app, { email: 'erin@example.com' });
    const ids: number[] = [];
    for (let index = 0; index < MAX_ACTIVE_MONITORING_REQUESTS; index++) {
      ids.push((await create(erin, { contactEmail: 'erin@example.com' })).data!.id);
    }
    const over = await post(erin, payload({ contactEmail: 'erin@example.com' }));
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatch(/20 active waitlist requests/);

    // Pausing makes room; reactivating it while full again is refused the same way.
    expect((await patch(erin, ids[0]!, { is_active: false })).statusCode).toBe(200);
    await create(erin, { contactEmail: 'erin@example.com' });
    expect((await patch(erin, ids[0]!, { is_active: true })).statusCode).toBe(409);

    // Expired requests do not count.
    await testApp.ctx.db
      .update(monitoringRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(monitoringRequests.id, ids[1]!));
    await create(erin, { contactEmail: 'erin@example.com' });
  });

  it('writes the request and its courses together', async () => {
    const { data } = await create(alice);
    const rows = await testApp.ctx.db
      .select({ courseId: monitoringRequestCourses.courseId })
      .from(monitoringRequestCourses)
      .where(eq(monitoringRequestCourses.requestId, data!.id));
    expect(rows).toHaveLength(2);
  });
});
