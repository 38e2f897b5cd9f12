import {
  AdminDashboardSchema,
  AdminNotificationListSchema,
  AdminRequestListSchema,
  envelopeSchema,
} from '@teewatch/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, insertNotification, insertRequest, userIdOf } from '../../../test/admin-test-helpers';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../../test/test-context';
import { golfCourses, monitoringRequests } from '../../db/schema';

describe('admin requests, notifications and dashboard', () => {
  let testApp: TestApp;
  let admin: string;
  const ids = { alice: 0, bob: 0, expired: 0 };
  const now = Date.now();
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);

  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie: admin } });

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await signUpAdmin(testApp);
    await signUp(testApp.app, { email: 'golfer@example.com' });
    const userId = await userIdOf(testApp.ctx.db, 'golfer@example.com');
    const db = testApp.ctx.db;
    const courses = await db
      .select({ id: golfCourses.id, name: golfCourses.name })
      .from(golfCourses)
      .orderBy(asc(golfCourses.name))
      .limit(2);
    const courseIds = courses.map((course) => course.id);
    ids.alice = await insertRequest(db, {
      userId,
      courseIds,
      contactEmail: 'Alice.Smith@example.com',
      createdAt: minutesAgo(10),
    });
    ids.bob = await insertRequest(db, {
      userId,
      courseIds: [courseIds[0]!],
      contactEmail: 'bob@example.org',
      isActive: false,
      createdAt: minutesAgo(20),
    });
    ids.expired = await insertRequest(db, {
      userId,
      courseIds: [courseIds[1]!],
      contactEmail: 'carol_100%@example.com',
      createdAt: minutesAgo(60 * 24 * 31),
      expiresAt: minutesAgo(60),
    });
    for (let index = 0; index < 22; index++) {
      await insertRequest(db, {
        userId,
        courseIds: [courseIds[0]!],
        contactEmail: `bulk${index}@example.net`,
        createdAt: minutesAgo(100 + index),
      });
    }
    // 25 notifications: alice's are email, bob's sms; every third one failed.
    for (let index = 0; index < 25; index++) {
      const isAlice = index % 2 === 0;
      await insertNotification(db, {
        requestId: isAlice ? ids.alice : ids.bob,
        recipient: isAlice ? 'Alice.Smith@example.com' : '+16045550100',
        method: isAlice ? 'email' : 'sms',
        isSuccessful: index % 3 !== 0,
        errorMessage: index % 3 === 0 ? 'SMTP 550 mailbox unavailable' : undefined,
        sentAt: minutesAgo(index),
      });
    }
  });
  afterAll(async () => {
    await closeTestApp(testApp);
  });

  it('lists requests newest first, 20 per page, with course names and the spec fields', async () => {
    const page1 = AdminRequestListSchema.parse((await get('/api/admin/requests')).json().data);
    expect(page1.pagination).toEqual({ page: 1, limit: 20, total: 25, totalPages: 2 });
    expect(page1.requests).toHaveLength(20);
    const alice = page1.requests[0]!;
    expect(alice).toMatchObject({
      id: ids.alice,
      contact_email: 'Alice.Smith@example.com',
      contact_phone: null,
      notification_method: 'email',
      start_time: '07:00',
      end_time: '12:00',
      preferred_dates: ['2030-06-01', '2030-06-02'],
      is_active: true,
    });
    expect(alice.course_ids).toHaveLength(2);
    expect(alice.course_names).toHaveLength(2);
    const page2 = AdminRequestListSchema.parse((await get('/api/admin/requests?page=2')).json().data);
    expect(page2.requests).toHaveLength(5);
    expect(page2.requests.at(-1)!.id).toBe(ids.expired);
  });

  it('filters by status and searches by email substring or exact id', async () => {
    const inactive = (await get('/api/admin/requests?status=inactive')).json().data;
    expect(inactive.requests.map((request: { id: number }) => request.id)).toEqual([ids.bob]);
    const active = (await get('/api/admin/requests?status=active')).json().data;
    expect(active.pagination.total).toBe(24);

    const byEmail = (await get('/api/admin/requests?search=alice.SMITH')).json().data;
    expect(byEmail.requests.map((request: { id: number }) => request.id)).toEqual([ids.alice]);
    const literalPercent = (await get('/api/admin/requests?search=100%25')).json().data;
    expect(literalPercent.requests.map((request: { id: number }) => request.id)).toEqual([ids.expired]);
    const byId = (await get(`/api/admin/requests?search=${ids.bob}`)).json().data;
    expect(byId.requests.map((request: { id: number }) => request.id)).toContain(ids.bob);
    const combined = (await get(`/api/admin/requests?search=${ids.bob}&status=active`)).json().data;
    expect(combined.requests.map((request: { id: number }) => request.id)).not.toContain(ids.bob);
    expect((await get('/api/admin/requests?status=expired')).statusCode).toBe(400);
  });

  it('toggles a request and answers 404 for an unknown one', async () => {
    const toggle = (id: number) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/requests/${id}/toggle`,
        headers: { cookie: admin },
      });
    expect((await toggle(ids.bob)).json()).toEqual({ success: true, data: { id: ids.bob, is_active: true } });
    expect((await toggle(ids.bob)).json().data.is_active).toBe(false);
    const unknown = await toggle(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'Monitoring request not found' });
  });

  it('cleans up expired requests', async () => {
    const cleanup = () =>
      testApp.app.inject({
        method: 'DELETE',
        url: '/api/admin/requests/cleanup',
        headers: { cookie: admin },
      });
    const first = await cleanup();
    expect(first.json().data).toEqual({ count: 1, message: 'Deactivated 1 expired request' });
    const [expired] = await testApp.ctx.db
      .select({ isActive: monitoringRequests.isActive })
      .from(monitoringRequests)
      .where(eq(monitoringRequests.id, ids.expired));
    expect(expired!.isActive).toBe(false);
    expect((await cleanup()).json().data.count).toBe(0);
  });

  it('lists notifications with the nested request email, filters and pagination', async () => {
    const all = AdminNotificationListSchema.parse((await get('/api/admin/notifications')).json().data);
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 25, totalPages: 2 });
    expect(all.notifications[0]).toMatchObject({
      request_id: ids.alice,
      notification_method: 'email',
      is_successful: false,
      error_message: 'SMTP 550 mailbox unavailable',
      monitoring_request: { contact_email: 'Alice.Smith@example.com' },
    });
    const sentTimes = all.notifications.map((notification) => Date.parse(notification.notification_sent_at));
    expect([...sentTimes].sort((a, b) => b - a)).toEqual(sentTimes);

    const page2 = (await get('/api/admin/notifications?page=2')).json().data;
    expect(page2.notifications).toHaveLength(5);

    const sms = (await get('/api/admin/notifications?method=sms&limit=100')).json().data;
    // A text's row names its number by the last four digits only; the full number is nowhere in the answer.
    expect(sms.notifications[0].destination).toBe('•••• 0100');
    expect(JSON.stringify(sms)).not.toContain('5550100');
    expect(all.notifications[0]?.destination).toBe('Alice.Smith@example.com');
    expect(sms.pagination.total).toBe(12);
    const failed = (await get('/api/admin/notifications?status=failed&limit=100')).json().data;
    expect(failed.pagination.total).toBe(9);
    expect(failed.notifications.every((n: { is_successful: boolean }) => !n.is_successful)).toBe(true);
    const success = (await get('/api/admin/notifications?status=success&method=email&limit=100')).json().data;
    expect(success.pagination.total).toBe(13 - 5);
    const byEmail = (await get('/api/admin/notifications?search=bob@&limit=100')).json().data;
    expect(byEmail.pagination.total).toBe(12);
    expect(
      byEmail.notifications.every(
        (n: { monitoring_request: { contact_email: string } }) =>
          n.monitoring_request.contact_email === 'bob@example.org',
      ),
    ).toBe(true);
    expect((await get('/api/admin/notifications?method=fax')).statusCode).toBe(400);
  });

  it('shows the dashboard counters and the five most recent of each', async () => {
    const dashboard = envelopeSchema(AdminDashboardSchema).parse((await get('/api/admin/dashboard')).json())
      .data!;
    expect(dashboard.stats).toEqual({ totalRequests: 25, activeRequests: 23, totalNotifications: 25 });
    expect(dashboard.recentRequests.map((request) => request.id).slice(0, 2)).toEqual([ids.alice, ids.bob]);
    expect(dashboard.recentRequests).toHaveLength(5);
    expect(dashboard.recentNotifications).toHaveLength(5);
    expect(dashboard.recentNotifications[0]).toMatchObject({
      notification_method: 'email',
      is_successful: false,
    });
  });
});
