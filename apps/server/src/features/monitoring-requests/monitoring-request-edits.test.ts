import {
  CreateMonitoringRequestResultSchema,
  DeletedMonitoringRequestResultSchema,
  MAX_ACTIVE_MONITORING_REQUESTS,
  MonitoringRequestAlertListResultSchema,
  MonitoringRequestListResultSchema,
  monitoringEndsAt,
} from '@teewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlertRig,
  dateInDays,
  keepOnlyCourses,
  runSchedulerTick,
  startAlertRig,
  WATCHED_EVERY_SECOND,
} from '../../../test/alerts-test-kit';
import { appCaller, signUp } from '../../../test/test-context';
import { monitoringRequests, notifications } from '../../db/schema';

// Editing, deleting and reading the alert history of a request, through the real API, the worker's
// mirror scheduler reading the simulator (watched pairs every second), and a real SMTP server.

let rig: AlertRig;
let alice: string;
let bob: string;
let fraserview: number;
let langara: number;
const date = dateInDays(4);

const call = appCaller(() => rig.testApp.app);

function body(overrides: Record<string, unknown> = {}) {
  return {
    courseIds: [fraserview],
    preferredDates: [date],
    startTime: '07:00',
    endTime: '11:00',
    numberOfPlayers: 2,
    contactEmail: 'alice@example.com',
    notificationMethod: 'email',
    ...overrides,
  };
}

async function create(cookie: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await call('POST', '/api/monitoring-requests', cookie, body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return CreateMonitoringRequestResultSchema.parse(response.json()).data!.id;
}

beforeAll(async () => {
  rig = await startAlertRig(WATCHED_EVERY_SECOND);
  alice = await signUp(rig.testApp.app, { email: 'alice@example.com' });
  bob = await signUp(rig.testApp.app, { email: 'bob@example.com' });
  ({ fraserview, langara } = rig.courses);
  await keepOnlyCourses(rig.testApp, [fraserview, langara]);
  await rig.closeWindow({ cpsId: 2, courseId: fraserview, date, hours: [7, 8, 9, 10] });
});

afterAll(async () => {
  await rig?.close();
});

describe('PUT /api/users/me/monitoring-requests/{id}', () => {
  it('replaces courses, dates, hours and party, restarts the watch and keeps the flag', async () => {
    const id = await create(alice);
    await call('PATCH', `/api/users/me/monitoring-requests/${id}`, alice, { is_active: false });
    const before = Date.now();
    const response = await call(
      'PUT',
      `/api/users/me/monitoring-requests/${id}`,
      alice,
      body({
        courseIds: [langara, fraserview],
        preferredDates: [dateInDays(6), dateInDays(2)],
        startTime: '12:00',
        endTime: '15:00',
        numberOfPlayers: 4,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const request = CreateMonitoringRequestResultSchema.parse(response.json()).data!;
    expect(request).toMatchObject({
      id,
      is_active: false,
      preferred_dates: [dateInDays(2), dateInDays(6)],
      start_time: '12:00',
      end_time: '15:00',
      number_of_players: 4,
    });
    expect(request.courses.map((course) => course.id).sort()).toEqual([fraserview, langara].sort());
    // The watch restarts from the edit and ends when the last date's window closes (decision 0050).
    expect(Date.parse(request.expires_at)).toBe(
      monitoringEndsAt({
        createdAt: new Date(before),
        preferredDates: [dateInDays(6)],
        endHour: 15,
      }).getTime(),
    );
  });

  it('a booked date picked again is watched again; the others stay booked (decision 0071)', async () => {
    const id = await create(alice, { preferredDates: [dateInDays(3)] });
    // As "I booked it" leaves a request: two dates booked, one still watched.
    await rig.testApp.ctx.db
      .update(monitoringRequests)
      .set({ bookedDates: [dateInDays(5), dateInDays(7)] })
      .where(eq(monitoringRequests.id, id));
    const response = await call(
      'PUT',
      `/api/users/me/monitoring-requests/${id}`,
      alice,
      body({ preferredDates: [dateInDays(3), dateInDays(5)] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(CreateMonitoringRequestResultSchema.parse(response.json()).data).toMatchObject({
      preferred_dates: [dateInDays(3), dateInDays(5)],
      booked_dates: [dateInDays(7)],
    });
  });

  it('keeps the waitlist rules: field errors, dates within 30 days, courses that exist', async () => {
    const id = await create(alice);
    const empty = await call(
      'PUT',
      `/api/users/me/monitoring-requests/${id}`,
      alice,
      body({ courseIds: [] }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().validationErrors).toEqual([
      { field: 'courseIds', message: 'Please select at least one golf course' },
    ]);
    const far = await call(
      'PUT',
      `/api/users/me/monitoring-requests/${id}`,
      alice,
      body({ preferredDates: [dateInDays(31)] }),
    );
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toBe('Preferred dates must be within the next 30 days');
    const unknown = await call(
      'PUT',
      `/api/users/me/monitoring-requests/${id}`,
      alice,
      body({ courseIds: [999_999] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('None of the selected golf courses are available for monitoring');
  });

  it('counts an expired request brought back by an edit against the active limit', async () => {
    const carol = await signUp(rig.testApp.app, { email: 'carol@example.com' });
    const ids: number[] = [];
    for (let index = 0; index < MAX_ACTIVE_MONITORING_REQUESTS; index += 1) ids.push(await create(carol));
    await rig.testApp.ctx.db
      .update(monitoringRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(monitoringRequests.id, ids[0]!));
    await create(carol);
    const revived = await call('PUT', `/api/users/me/monitoring-requests/${ids[0]}`, carol, body());
    expect(revived.statusCode).toBe(409);
  });

  it('answers 404 for another user’s request, 401 without a session, 400 for a bad id', async () => {
    const id = await create(alice);
    const stolen = await call('PUT', `/api/users/me/monitoring-requests/${id}`, bob, body());
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ success: false, error: 'Monitoring request not found' });
    const anonymous = await call('PUT', `/api/users/me/monitoring-requests/${id}`, undefined, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('No valid session found');
    expect((await call('PUT', '/api/users/me/monitoring-requests/abc', alice, body())).statusCode).toBe(400);
  });
});

describe('DELETE /api/users/me/monitoring-requests/{id}', () => {
  it('deletes the owner’s request and nobody else’s', async () => {
    const id = await create(alice);
    expect((await call('DELETE', `/api/users/me/monitoring-requests/${id}`, bob)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/users/me/monitoring-requests/${id}`)).statusCode).toBe(401);
    const deleted = await call('DELETE', `/api/users/me/monitoring-requests/${id}`, alice);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(DeletedMonitoringRequestResultSchema.parse(deleted.json())).toEqual({
      success: true,
      data: { id },
    });
    const list = MonitoringRequestListResultSchema.parse(
      (await call('GET', '/api/users/me/monitoring-requests', alice)).json(),
    );
    expect(list.data!.map((request) => request.id)).not.toContain(id);
    expect((await call('DELETE', `/api/users/me/monitoring-requests/${id}`, alice)).statusCode).toBe(404);
  });
});

describe('GET /api/users/me/monitoring-requests/{id}/alerts', () => {
  it('lists the email the engine sent, with the tee times it named', async () => {
    const dave = await signUp(rig.testApp.app, { email: 'dave@example.com' });
    const id = await create(dave, { contactEmail: 'dave@example.com', startTime: '08:00', endTime: '09:00' });
    const empty = MonitoringRequestAlertListResultSchema.parse(
      (await call('GET', `/api/users/me/monitoring-requests/${id}/alerts`, dave)).json(),
    );
    expect(empty.data).toEqual([]);

    rig.setVancouverSlot({ courseId: 2, date, time: '08:20', spots: 4, price: 61 });
    // The tick's clock a little over a second ahead (WATCHED_EVERY_SECOND): the pair is due whatever read it
    // last, without waiting for the second to pass.
    await runSchedulerTick(rig.testApp, () => new Date(rig.testApp.ctx.clock().getTime() + 1100));
    expect(rig.smtp.messages.length).toBeGreaterThan(0);

    const response = await call('GET', `/api/users/me/monitoring-requests/${id}/alerts`, dave);
    expect(response.statusCode, response.body).toBe(200);
    const alerts = MonitoringRequestAlertListResultSchema.parse(response.json()).data!;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      notification_method: 'email',
      recipient: 'dave@example.com',
      is_successful: true,
      error_message: null,
    });
    expect(alerts[0]!.tee_times).toContainEqual({
      course_id: fraserview,
      course_name: expect.any(String),
      date,
      time: '08:20',
    });
    const [stored] = await rig.testApp.ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.requestId, id));
    expect(alerts[0]!.id).toBe(stored!.id);
  });

  it('answers 404 for another user’s request and 401 without a session', async () => {
    const id = await create(alice);
    const own = await call('GET', `/api/users/me/monitoring-requests/${id}`, alice);
    expect(own.json()).toMatchObject({ success: true, data: { id } });
    expect((await call('GET', `/api/users/me/monitoring-requests/${id}`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/api/users/me/monitoring-requests/${id}/alerts`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/api/users/me/monitoring-requests/${id}/alerts`)).statusCode).toBe(401);
  });
});
