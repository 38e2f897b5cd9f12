import {
  AccountExportSchema,
  AdminNotificationListSchema,
  addDaysToIsoDate,
  CONSENT_VERSIONS,
  DELETE_ACCOUNT_EMAIL_MISMATCH,
  envelopeSchema,
  LAST_ADMIN_MESSAGE,
  vancouverToday,
} from '@teewatch/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appCaller,
  cookieHeader,
  firstActiveCourse,
  signUp,
  signUpAdmin,
  testAppForThisSuite,
} from '../../../test/test-context';
import {
  account,
  confirmedContactEmails,
  monitoringRequests,
  notifications,
  pushSubscriptions,
  session,
  user,
} from '../../db/schema';

// The golfer's own data (issue 26 item 5) through the real app on a real database: the download holds
// the caller's data alone; deletion takes the account, its sessions and requests, keeps the admin
// history's rows without the address, refuses the last admin and wants the email typed.

const testApp = testAppForThisSuite();
let courseId: number;
const date = addDaysToIsoDate(vancouverToday(new Date()), 5);

beforeAll(async () => {
  courseId = (await firstActiveCourse(testApp.current)).id;
});

const call = appCaller(() => testApp.current.app);

/** A golfer with one waitlist request and one alert email recorded for it; returns cookie and ids. */
async function golferWithAlert(email: string) {
  const cookie = await signUp(testApp.current.app, { email, name: `Golfer ${email}` });
  const created = await call('POST', '/api/monitoring-requests', cookie, {
    courseIds: [courseId],
    preferredDates: [date],
    startTime: '07:00',
    endTime: '11:00',
    numberOfPlayers: 2,
    contactEmail: email,
    notificationMethod: 'email',
  });
  expect(created.statusCode).toBe(201);
  const requestId = created.json().data.id as number;
  // What the alert engine stores when it sends an email (features/alerts/email-claim.queries.ts).
  const [row] = await testApp.current.ctx.db
    .insert(notifications)
    .values({
      requestId,
      recipient: email,
      subject: 'A tee time opened',
      isSuccessful: true,
      messageSource: `To: ${email}\r\nSubject: A tee time opened\r\n\r\n…`,
      notificationSentAt: new Date('2026-06-01T15:00:00Z'),
    })
    .returning({ id: notifications.id });
  return { cookie, requestId, notificationId: row!.id };
}

describe('GET /api/account/export', () => {
  it('answers 401 without a session', async () => {
    const response = await call('GET', '/api/account/export');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: 'No valid session found' });
  });

  it("sends the caller's own data as one JSON attachment that parses", async () => {
    const alice = await golferWithAlert('alice.export@example.com');
    const bob = await golferWithAlert('bob.export@example.com');
    const response = await call('GET', '/api/account/export', alice.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="teewatch-my-data-.*\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = AccountExportSchema.parse(JSON.parse(response.body));
    expect(data.profile).toMatchObject({
      email: 'alice.export@example.com',
      name: 'Golfer alice.export@example.com',
    });
    expect(data.requests.map((r) => r.id)).toEqual([alice.requestId]);
    expect(data.requests[0]).toMatchObject({
      preferred_dates: [date],
      start_time: '07:00',
      end_time: '11:00',
      number_of_players: 2,
      courses: [expect.objectContaining({ id: courseId })],
    });
    expect(data.requests[0]!.alerts).toEqual([
      expect.objectContaining({
        id: alice.notificationId,
        sent_at: '2026-06-01T15:00:00.000Z',
        recipient: 'alice.export@example.com',
      }),
    ]);
    expect(data.sign_in_methods).toEqual([expect.objectContaining({ provider: 'credential' })]);
    expect(data.delivery_rules).toEqual({ quietHours: null, muteUntil: null, dailyCap: null });
    expect(data.sessions.length).toBeGreaterThan(0);
    // Making the account agreed to the current terms and privacy wording (decision 0253).
    expect(data.consents).toEqual([
      { kind: 'terms', version: CONSENT_VERSIONS.terms, agreed_at: expect.any(String) },
    ]);
    expect(data.email_stops).toEqual([]);
    expect(data.forecast_in_alerts).toBe(true);
    // Nothing of Bob's, and no secret of Alice's.
    expect(response.body).not.toContain('bob.export@example.com');
    expect(data.requests.map((r) => r.id)).not.toContain(bob.requestId);
    expect(response.body).not.toMatch(/password|token/i);
  });

  it('carries the switch that keeps the weather forecast out of alerts', async () => {
    const { cookie } = await golferWithAlert('dora.export@example.com');
    const off = await call('PUT', '/api/account/forecast-in-alerts', cookie, { forecastInAlerts: false });
    expect(off.statusCode, off.body).toBe(200);
    const data = AccountExportSchema.parse(
      JSON.parse((await call('GET', '/api/account/export', cookie)).body),
    );
    expect(data.forecast_in_alerts).toBe(false);
  });

  it('lists the push devices by their push service, never the endpoint or keys, and every alert rule', async () => {
    const { cookie, requestId } = await golferWithAlert('cleo.export@example.com');
    const [profile] = await testApp.current.ctx.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'cleo.export@example.com'));
    const endpoint = 'https://fcm.googleapis.com/fcm/send/cleo-subscription-id:APA91b-secret-part';
    const [device] = await testApp.current.ctx.db
      .insert(pushSubscriptions)
      .values({
        userId: profile!.id,
        endpoint,
        p256dh: 'BCleoPublicKeyOfTheBrowser',
        auth: 'cleo-auth-secret',
        deviceLabel: 'Chrome on Android',
        createdAt: new Date('2026-06-01T14:00:00Z'),
        lastSuccessAt: new Date('2026-06-01T15:00:00Z'),
      })
      .returning({ id: pushSubscriptions.id });
    const accountRules = { quietHours: { start: '22:00', end: '06:00' }, muteUntil: null, dailyCap: 3 };
    expect((await call('PUT', '/api/account/delivery-rules', cookie, accountRules)).statusCode).toBe(200);
    const ownRules = { quietHours: null, muteUntil: null, dailyCap: 1 };
    const edited = await call('PUT', `/api/users/me/monitoring-requests/${requestId}`, cookie, {
      courseIds: [courseId],
      preferredDates: [date],
      startTime: '07:00',
      endTime: '11:00',
      numberOfPlayers: 2,
      contactEmail: 'cleo.export@example.com',
      deliveryRules: ownRules,
    });
    expect(edited.statusCode).toBe(200);

    const response = await call('GET', '/api/account/export', cookie);
    const data = AccountExportSchema.parse(JSON.parse(response.body));
    expect(data.push_devices).toEqual([
      {
        id: device!.id,
        device_label: 'Chrome on Android',
        push_service: 'https://fcm.googleapis.com',
        created_at: '2026-06-01T14:00:00.000Z',
        last_success_at: '2026-06-01T15:00:00.000Z',
        expiration_time: null,
      },
    ]);
    expect(response.body).not.toContain('cleo-subscription-id');
    expect(response.body).not.toContain('BCleoPublicKeyOfTheBrowser');
    expect(response.body).not.toContain('cleo-auth-secret');
    expect(data.delivery_rules).toEqual(accountRules);
    expect(data.requests[0]).toMatchObject({ delivery_rules: ownRules, delivery_rules_override: ownRules });
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After after 10 account calls a minute from one account', async () => {
    const cookie = await signUp(testApp.current.app, { email: 'hank.limit@example.com' });
    for (let i = 0; i < 10; i++)
      expect((await call('GET', '/api/account/export', cookie)).statusCode).toBe(200);
    const limited = await call('GET', '/api/account/export', cookie);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toMatch(
      /^Too many requests for this account\. Please try again in 1 minute\.$/,
    );
    // Another account from the same address is not held back.
    const other = await signUp(testApp.current.app, { email: 'ivy.limit@example.com' });
    expect((await call('GET', '/api/account/export', other)).statusCode).toBe(200);
  });
});

describe('POST /api/account/delete', () => {
  it('answers 401 without a session and refuses a cross-site post', async () => {
    expect(
      (await call('POST', '/api/account/delete', undefined, { email: 'x@example.com' })).statusCode,
    ).toBe(401);
    const cookie = await signUp(testApp.current.app, { email: 'carol.delete@example.com' });
    const forged = await call(
      'POST',
      '/api/account/delete',
      cookie,
      { email: 'carol.delete@example.com' },
      'https://evil.example',
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toBe('Cross-site requests are not allowed');
    expect((await call('GET', '/api/users/me', cookie)).statusCode).toBe(200);
  });

  it('requires the account email typed to confirm', async () => {
    const cookie = await signUp(testApp.current.app, { email: 'dan.delete@example.com' });
    for (const payload of [{}, { email: 'someone@example.com' }, { email: 42 }]) {
      const response = await call('POST', '/api/account/delete', cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(DELETE_ACCOUNT_EMAIL_MISMATCH);
    }
    expect((await call('GET', '/api/users/me', cookie)).statusCode).toBe(200);
  });

  it('removes sessions, requests and personal data and keeps the history rows without the address', async () => {
    const { db } = testApp.current.ctx;
    const erin = await golferWithAlert('erin.delete@example.com');
    const phone = await call('POST', '/api/auth/sign-in/email', undefined, {
      email: 'erin.delete@example.com',
      password: 'secret123',
    });
    const phoneCookie = cookieHeader(phone.headers['set-cookie']);
    const [erinRow] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'erin.delete@example.com'));
    await db.insert(confirmedContactEmails).values({ userId: erinRow!.id, email: 'erin.other@example.com' });
    const frank = await golferWithAlert('frank.keep@example.com');

    const response = await call('POST', '/api/account/delete', erin.cookie, {
      email: ' Erin.Delete@example.com ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { deleted: true } });
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0/);

    for (const cookie of [erin.cookie, phoneCookie]) {
      expect((await call('GET', '/api/users/me', cookie)).statusCode).toBe(401);
    }
    const signIn = await call('POST', '/api/auth/sign-in/email', undefined, {
      email: 'erin.delete@example.com',
      password: 'secret123',
    });
    expect(signIn.statusCode).toBe(401);
    const id = erinRow!.id;
    expect(await db.select().from(user).where(eq(user.id, id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect(await db.select().from(account).where(eq(account.userId, id))).toEqual([]);
    expect(
      await db.select().from(confirmedContactEmails).where(eq(confirmedContactEmails.userId, id)),
    ).toEqual([]);
    expect(await db.select().from(monitoringRequests).where(eq(monitoringRequests.userId, id))).toEqual([]);

    const kept = await db
      .select()
      .from(notifications)
      .where(inArray(notifications.id, [erin.notificationId, frank.notificationId]))
      .orderBy(asc(notifications.id));
    expect(kept).toEqual([
      expect.objectContaining({ requestId: null, recipient: null, messageSource: null, isSuccessful: true }),
      expect.objectContaining({ requestId: frank.requestId, recipient: 'frank.keep@example.com' }),
    ]);

    // The admin history lists the detached row without an address.
    const admin = await signUpAdmin(testApp.current, 'admin.history@example.com');
    const list = await call('GET', '/api/admin/notifications?limit=100', admin);
    const rows = envelopeSchema(AdminNotificationListSchema).parse(list.json()).data!.notifications;
    expect(rows.find((row) => row.id === erin.notificationId)).toMatchObject({
      request_id: null,
      monitoring_request: { contact_email: null },
    });
    expect(list.body).not.toContain('erin.delete@example.com');
  });

  it('refuses the last admin with words, through our route and better-auth delete-user alike', async () => {
    const { db } = testApp.current.ctx;
    await db.update(user).set({ role: 'user' }).where(eq(user.role, 'admin'));
    const only = await signUpAdmin(testApp.current, 'only.admin@example.com');
    const ours = await call('POST', '/api/account/delete', only, { email: 'only.admin@example.com' });
    expect(ours.statusCode).toBe(409);
    expect(ours.json().error).toBe(LAST_ADMIN_MESSAGE);
    const theirs = await call('POST', '/api/auth/delete-user', only, { password: 'secret123' });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().message).toBe(LAST_ADMIN_MESSAGE);
    expect((await call('GET', '/api/users/me', only)).statusCode).toBe(200);

    await signUpAdmin(testApp.current, 'second.admin@example.com');
    const now = await call('POST', '/api/account/delete', only, { email: 'only.admin@example.com' });
    expect(now.statusCode).toBe(200);
  });

  it("detaches the history through better-auth's delete-user too", async () => {
    const gina = await golferWithAlert('gina.delete@example.com');
    const response = await call('POST', '/api/auth/delete-user', gina.cookie, { password: 'secret123' });
    expect(response.statusCode).toBe(200);
    const [row] = await testApp.current.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, gina.notificationId));
    expect(row).toMatchObject({ requestId: null, recipient: null });
    expect(
      await testApp.current.ctx.db
        .select()
        .from(monitoringRequests)
        .where(eq(monitoringRequests.id, gina.requestId)),
    ).toEqual([]);
  });
});
