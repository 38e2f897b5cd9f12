import {
  addDaysToIsoDate,
  CreateMonitoringRequestResultSchema,
  MonitoringRequestListResultSchema,
  readCadenceLabel,
  vancouverToday,
} from '@teewatch/shared';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../../test/test-context';
import { coursePolls, golfCourses } from '../../db/schema';

// The dashboard's read cadence (issue 50, item 3; decision 0305): from the read times the mirror keeps
// per course and date, at a fixed instant, so every figure is exact.

const NOW = new Date('2026-06-10T17:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const inDays = (days: number) => addDaysToIsoDate(vancouverToday(NOW), days);

let testApp: TestApp;
let cookie: string;
let courses: { id: number; name: string }[];

async function create(courseIds: number[], dates: string[]) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/monitoring-requests',
    headers: { origin: TEST_ORIGIN, cookie },
    payload: {
      courseIds,
      preferredDates: dates,
      startTime: '07:00',
      endTime: '11:00',
      numberOfPlayers: 2,
      contactPhone: '',
      contactEmail: 'cadence@example.com',
      notificationMethod: 'email',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return CreateMonitoringRequestResultSchema.parse(response.json()).data!.id;
}

/** A pair's last two good reads (seconds before NOW), and optionally a failure after them. */
async function seedReads(
  courseId: number,
  date: string,
  last: number,
  previous: number | null,
  failedAgo?: number,
) {
  await testApp.ctx.db.insert(coursePolls).values({
    courseId,
    date,
    lastPolledAt: ago(failedAgo ?? last),
    lastSuccessAt: ago(last),
    previousSuccessAt: previous === null ? null : ago(previous),
    lastError: failedAgo === undefined ? null : 'HTTP 503',
    lastErrorAt: failedAgo === undefined ? null : ago(failedAgo),
  });
}

async function listed() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/users/me/monitoring-requests',
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  const requests = MonitoringRequestListResultSchema.parse(response.json()).data ?? [];
  return new Map(requests.map((request) => [request.id, request]));
}

beforeAll(async () => {
  testApp = await createTestApp({ ALERT_POLL_WATCHED_SECONDS: '30' }, { clock: () => NOW });
  cookie = await signUp(testApp.app, { email: 'cadence@example.com', name: 'Cadence' });
  courses = await testApp.ctx.db
    .select({ id: golfCourses.id, name: golfCourses.name })
    .from(golfCourses)
    .orderBy(asc(golfCourses.id));
  expect(courses.length).toBeGreaterThanOrEqual(6);
});

afterAll(async () => {
  await testApp?.close();
});

describe('read_cadence on the requests list', () => {
  it('says the target while the reads keep it, the slowest pair and why when they do not', async () => {
    const [c0, c1, c2, c3, c4, c5] = courses as [
      (typeof courses)[0],
      (typeof courses)[0],
      (typeof courses)[0],
      (typeof courses)[0],
      (typeof courses)[0],
      (typeof courses)[0],
    ];
    // Kept: every pair read 30 to 34 s apart, the last a few seconds ago.
    const kept = await create([c0.id, c1.id], [inDays(1)]);
    await seedReads(c0.id, inDays(1), 10, 40);
    await seedReads(c1.id, inDays(1), 5, 39);
    // A busy host: reads 2 min apart.
    const busy = await create([c2.id], [inDays(2)]);
    await seedReads(c2.id, inDays(2), 20, 140);
    // Overdue: read 30 s apart, but the last was 5 min ago; the figure is the 5 min, named by course.
    const overdue = await create([c0.id, c3.id], [inDays(1), inDays(3)]);
    await seedReads(c0.id, inDays(3), 12, 42);
    await seedReads(c3.id, inDays(1), 300, 330);
    // Failing: its last good read 10 min ago, a failure since.
    const failing = await create([c4.id], [inDays(4)]);
    await seedReads(c4.id, inDays(4), 600, 630, 20);
    // Never read, and a paused request.
    const unread = await create([c5.id], [inDays(5)]);
    const paused = await create([c2.id], [inDays(2)]);
    const pause = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/users/me/monitoring-requests/${paused}`,
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { is_active: false },
    });
    expect(pause.statusCode, pause.body).toBe(200);

    const byId = await listed();
    const cadenceOf = (id: number) => byId.get(id)!.read_cadence;
    expect(cadenceOf(kept)).toEqual({
      every_seconds: 34,
      target_seconds: 30,
      slowest_course: { id: c1.id, name: c1.name },
      reason: null,
    });
    expect(readCadenceLabel(cadenceOf(kept)!, 2)).toBe('Checked every 30 s');
    expect(cadenceOf(busy)).toMatchObject({ every_seconds: 120, reason: 'busy' });
    expect(readCadenceLabel(cadenceOf(busy)!, 1)).toBe(
      "Checked about every 2 min: this course's booking system is busy",
    );
    expect(cadenceOf(overdue)).toMatchObject({
      every_seconds: 300,
      slowest_course: { id: c3.id, name: c3.name },
      reason: 'busy',
    });
    expect(readCadenceLabel(cadenceOf(overdue)!, 2)).toBe(
      `Checked about every 5 min: ${c3.name}'s booking system is busy`,
    );
    expect(cadenceOf(failing)).toMatchObject({ every_seconds: 600, reason: 'not_answering' });
    expect(readCadenceLabel(cadenceOf(failing)!, 1)).toBe(
      "Checked about every 10 min: this course's booking system is not answering",
    );
    expect(cadenceOf(unread)).toEqual({
      every_seconds: null,
      target_seconds: 30,
      slowest_course: null,
      reason: null,
    });
    expect(readCadenceLabel(cadenceOf(unread)!, 1)).toBe('Not checked yet');
    expect(cadenceOf(paused)).toBeNull();
  });

  it('a pair read once counts the time since that read', async () => {
    const once = await create([courses[5]!.id], [inDays(6)]);
    await seedReads(courses[5]!.id, inDays(6), 25, null);
    expect((await listed()).get(once)!.read_cadence).toMatchObject({ every_seconds: 25, reason: null });
  });
});
