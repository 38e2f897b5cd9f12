import { AdminGolfCourseSchema, envelopeSchema, MirrorHealthSchema } from '@teewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, cpsCoursePayload } from '../../../test/admin-test-helpers';
import { createTestApp, dataOf, signUpAdmin, type TestApp } from '../../../test/test-context';
import { coursePolls } from '../../db/schema';
import { listAdminCourses } from './admin-courses.service';

// Issue 11, item 6: the mirror's health for the dashboard and each course's source health in the list.

const NOW = new Date('2030-06-12T18:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('admin mirror health and course source health', () => {
  let testApp: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};
  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie: admin } });

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await signUpAdmin(testApp);
    for (const name of [
      'Health Healthy',
      'Health Failing',
      'Health Blip',
      'Health Never Read',
      'Health New',
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/golf-courses',
        headers: { cookie: admin },
        payload: cpsCoursePayload(name),
      });
      ids[name] = envelopeSchema(AdminGolfCourseSchema).parse(response.json()).data!.id;
    }
    const poll = (
      name: string,
      date: string,
      values: { polled?: number; success?: number; error?: string },
    ) => ({
      courseId: ids[name]!,
      date,
      lastPolledAt: values.polled === undefined ? null : minutesAgo(values.polled),
      lastSuccessAt: values.success === undefined ? null : minutesAgo(values.success),
      lastError: values.error ?? null,
      // The mirror's read records when an error happened; here, at the end of that attempt.
      lastErrorAt: values.error && values.polled !== undefined ? minutesAgo(values.polled) : null,
    });
    await testApp.ctx.db.insert(coursePolls).values([
      // Read well on every date; an old error on one date was followed by a good read.
      poll('Health Healthy', '2030-06-12', { polled: 1, success: 1 }),
      poll('Health Healthy', '2030-06-13', { polled: 3, success: 3, error: 'HTTP 500 long ago' }),
      // Good reads stopped 2 hours ago; every read since fails. The most recent error wins.
      poll('Health Failing', '2030-06-12', { polled: 2, success: 120, error: 'HTTP 503' }),
      poll('Health Failing', '2030-06-13', { polled: 1, success: 125, error: 'timed out' }),
      // One date failed a minute ago but another read well 5 minutes ago: an error, not failing.
      poll('Health Blip', '2030-06-12', { polled: 1, success: 30, error: 'HTTP 429' }),
      poll('Health Blip', '2030-06-13', { polled: 5, success: 5 }),
      // Never read successfully since it was added.
      poll('Health New', '2030-06-12', { polled: 1, error: 'connection refused' }),
    ]);
  });
  afterAll(async () => {
    await closeTestApp(testApp);
  });

  it('lists each course with its last good read, last error and whether it is failing', async () => {
    const list = await listAdminCourses({
      db: testApp.ctx.db,
      query: { page: 1, limit: 50, search: 'Health' },
      clock: () => NOW,
    });
    const health = Object.fromEntries(list.courses.map((c) => [c.name, c.source_health]));
    expect(health['Health Healthy']).toEqual({
      lastSuccessAt: minutesAgo(1).toISOString(),
      lastError: null,
      lastErrorAt: null,
      isFailing: false,
      notFoundSince: null,
    });
    expect(health['Health Failing']).toEqual({
      lastSuccessAt: minutesAgo(120).toISOString(),
      lastError: 'timed out',
      lastErrorAt: minutesAgo(1).toISOString(),
      isFailing: true,
      notFoundSince: null,
    });
    expect(health['Health Blip']).toMatchObject({ lastError: 'HTTP 429', isFailing: false });
    expect(health['Health Never Read']).toEqual({
      lastSuccessAt: null,
      lastError: null,
      lastErrorAt: null,
      isFailing: false,
      notFoundSince: null,
    });
    expect(health['Health New']).toMatchObject({
      lastSuccessAt: null,
      lastError: 'connection refused',
      isFailing: true,
    });
  });

  it('sends source_health through the admin list route', async () => {
    const response = await get('/api/admin/golf-courses?search=Health%20Failing');
    expect(response.statusCode).toBe(200);
    const [failing] = response.json().data.courses;
    // The route's clock is the real one (the rows are dated 2030), so only the read records are checked.
    expect(failing.source_health).toMatchObject({
      lastSuccessAt: minutesAgo(120).toISOString(),
      lastError: 'timed out',
      lastErrorAt: minutesAgo(1).toISOString(),
    });
  });

  it('answers the mirror health for the dashboard', async () => {
    const response = await get('/api/admin/mirror-health');
    const health = dataOf(response, 200, MirrorHealthSchema);
    expect(Array.isArray(health.hosts)).toBe(true);
    expect(Number.isNaN(Date.parse(health.generatedAt))).toBe(false);
    // Each host's demand against its budget (decision 0305).
    for (const host of health.hosts) {
      expect(host.demandRequestsPerSecond).toBeGreaterThanOrEqual(0);
      expect(host.queuedRequests).toBeGreaterThanOrEqual(0);
      expect(host.duePairs).toBeGreaterThanOrEqual(0);
    }
  });
});
