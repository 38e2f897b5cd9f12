import { PUSH_MESSAGES } from '@teewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GuardTargets, startGuardTargets } from '../../../test/fetch-guard-kit';
import {
  appCaller,
  createTestApp,
  firstActiveCourse,
  signUp,
  TEST_ORIGIN,
  type TestApp,
  testAppForThisSuite,
} from '../../../test/test-context';
import { startTestPushService, type TestPushService } from '../../../test/test-push-service';
import { checkEndpoint } from './push-devices';

// The push device routes (issue 28 item 1) through the real app: the public key, adding a browser's
// subscription (validation, the same endpoint updated, the 10-device cap), listing and removing one's
// own devices, the cross-site guard, and a request's alert channel defaulting to both with a device.

const testApp = testAppForThisSuite({ NODE_ENV: 'test' });
let pushService: TestPushService;

beforeAll(async () => {
  pushService = await startTestPushService({ vapidPublicKey: testApp.current.config.push.publicKey });
});
afterAll(async () => pushService?.close());

/** As a phone's browser would call: the user agent names the device in the list. */
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36';

const call = appCaller(() => testApp.current.app, { 'user-agent': PHONE_AGENT });

describe('push devices', { timeout: 60_000 }, () => {
  it('serves the VAPID public key to anyone: base64url of an uncompressed P-256 point', async () => {
    const response = await call('GET', '/api/push/public-key');
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json().data;
    expect(publicKey).toBe(testApp.current.config.push.publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
  });

  it('adds a device (201), updates it when the same endpoint comes again, and lists only the golfer’s own', async () => {
    const cookie = await signUp(testApp.current.app, { email: 'pat@example.com' });
    const subscription = pushService.subscribe('pat-phone');
    expect((await call('POST', '/api/push/subscriptions', undefined, subscription)).statusCode).toBe(401);
    const added = await call('POST', '/api/push/subscriptions', cookie, subscription);
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      endpoint: subscription.endpoint,
      device_label: 'Chrome on Android',
    });
    const again = await call('POST', '/api/push/subscriptions', cookie, {
      ...subscription,
      expirationTime: 1_900_000_000_000,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(added.json().data.id);
    const listed = await call('GET', '/api/push/subscriptions', cookie);
    expect(listed.json().data).toHaveLength(1);
    expect(listed.json().data[0].expiration_time).toBe(new Date(1_900_000_000_000).toISOString());

    // The browser now belongs to someone else: the endpoint moves with it, never listed twice.
    const other = await signUp(testApp.current.app, { email: 'sam@example.com' });
    expect((await call('POST', '/api/push/subscriptions', other, subscription)).statusCode).toBe(201);
    expect((await call('GET', '/api/push/subscriptions', cookie)).json().data).toHaveLength(0);
    expect((await call('GET', '/api/push/subscriptions', other)).json().data).toHaveLength(1);
  });

  it('refuses malformed subscriptions with 400 naming the field', async () => {
    const cookie = await signUp(testApp.current.app, { email: 'val@example.com' });
    const good = pushService.subscribe('val-phone');
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: `https://push.example.com/${'x'.repeat(1024)}` }, 'endpoint'],
      [{ ...good, endpoint: 'ftp://push.example.com/1' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 80) } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(15).toString('base64url') } }, 'keys.auth'],
      // 65 bytes, 0x04 first, but not a point on the curve.
      [
        {
          ...good,
          keys: {
            ...good.keys,
            p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
          },
        },
        'keys.p256dh',
      ],
      [{ ...good, expirationTime: -5 }, 'expirationTime'],
      [{ endpoint: good.endpoint }, 'keys'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', '/api/push/subscriptions', cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().validationErrors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('keeps at most 10 devices per account (409 with a clear message); re-posting one of them still works', async () => {
    const cookie = await signUp(testApp.current.app, { email: 'many@example.com' });
    const subscriptions = Array.from({ length: 11 }, (_, i) => pushService.subscribe(`many-${i}`));
    for (const subscription of subscriptions.slice(0, 10))
      expect((await call('POST', '/api/push/subscriptions', cookie, subscription)).statusCode).toBe(201);
    const eleventh = await call('POST', '/api/push/subscriptions', cookie, subscriptions[10]);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error).toBe(PUSH_MESSAGES.tooManyDevices);
    expect((await call('POST', '/api/push/subscriptions', cookie, subscriptions[3])).statusCode).toBe(201);
  });

  it('removes one’s own device; another golfer’s or a missing id is 404', async () => {
    const owner = await signUp(testApp.current.app, { email: 'owner@example.com' });
    const stranger = await signUp(testApp.current.app, { email: 'stranger@example.com' });
    const added = await call('POST', '/api/push/subscriptions', owner, pushService.subscribe('owner-phone'));
    const id = added.json().data.id as number;
    expect((await call('DELETE', `/api/push/subscriptions/${id}`, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/push/subscriptions/999999', owner)).statusCode).toBe(404);
    const removed = await call('DELETE', `/api/push/subscriptions/${id}`, owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ id });
    expect((await call('GET', '/api/push/subscriptions', owner)).json().data).toHaveLength(0);
  });

  it('refuses a cross-site subscription post (403) before any handler', async () => {
    const cookie = await signUp(testApp.current.app, { email: 'xsite@example.com' });
    const response = await call(
      'POST',
      '/api/push/subscriptions',
      cookie,
      pushService.subscribe('x'),
      'https://evil.example',
    );
    expect(response.statusCode).toBe(403);
  });

  it('takes https endpoints only in production; http only to loopback hosts elsewhere', () => {
    const config = testApp.current.config;
    const production = { ...config, environment: 'production' as const };
    const development = { ...config, environment: 'test' as const };
    expect(() => checkEndpoint(production, 'https://fcm.googleapis.com/fcm/send/abc')).not.toThrow();
    expect(() => checkEndpoint(production, 'http://127.0.0.1:9000/push/a')).toThrow(
      PUSH_MESSAGES.insecureEndpoint,
    );
    expect(() => checkEndpoint(development, 'http://127.0.0.1:9000/push/a')).not.toThrow();
    expect(() => checkEndpoint(development, 'http://localhost:9000/push/a')).not.toThrow();
    expect(() => checkEndpoint(development, 'http://push.example.com/a')).toThrow(
      PUSH_MESSAGES.insecureEndpoint,
    );
  });

  it('a new request alerts by email and push when the golfer has a device, by email otherwise; an edit keeps it', async () => {
    const course = await firstActiveCourse(testApp.current);
    const { addDaysToIsoDate, vancouverToday } = await import('@teewatch/shared');
    const request = (email: string, extra: object = {}) => ({
      courseIds: [course.id],
      preferredDates: [addDaysToIsoDate(vancouverToday(new Date()), 3)],
      startTime: '07:00',
      endTime: '11:00',
      numberOfPlayers: 2,
      contactEmail: email,
      ...extra,
    });
    const cookie = await signUp(testApp.current.app, { email: 'chan@example.com' });
    const emailOnly = await call('POST', '/api/monitoring-requests', cookie, request('chan@example.com'));
    expect(emailOnly.json().data.alert_channel).toBe('email');
    await call('POST', '/api/push/subscriptions', cookie, pushService.subscribe('chan-phone'));
    const both = await call('POST', '/api/monitoring-requests', cookie, request('chan@example.com'));
    expect(both.json().data.alert_channel).toBe('both');
    const id = both.json().data.id as number;
    const chosen = await testApp.current.app.inject({
      method: 'PUT',
      url: `/api/users/me/monitoring-requests/${id}`,
      headers: { origin: TEST_ORIGIN, cookie },
      payload: request('chan@example.com', { alertChannel: 'push' }),
    });
    expect(chosen.json().data.alert_channel).toBe('push');
    const edited = await testApp.current.app.inject({
      method: 'PUT',
      url: `/api/users/me/monitoring-requests/${id}`,
      headers: { origin: TEST_ORIGIN, cookie },
      payload: request('chan@example.com'),
    });
    expect(edited.json().data.alert_channel).toBe('push');
    const bad = await call(
      'POST',
      '/api/monitoring-requests',
      cookie,
      request('chan@example.com', { alertChannel: 'sms' }),
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('in production, push endpoints (decisions 0240, 0241)', { timeout: 60_000 }, () => {
  let production: TestApp;
  let targets: GuardTargets;
  beforeAll(async () => {
    targets = await startGuardTargets();
    production = await createTestApp();
    expect(production.config.environment).toBe('production');
  });
  afterAll(async () => {
    await production?.close();
    await targets?.close();
  });

  it('refuses a subscription at 127.0.0.1 or [::1] (400 naming why), and nothing reaches them', async () => {
    const cookie = await signUp(production.app, { email: 'guarded-push@example.com' });
    const post = appCaller(() => production.app, { 'user-agent': PHONE_AGENT });
    const { keys } = pushService.subscribe('guarded');
    for (const [endpoint, message] of [
      [`https://127.0.0.1:${targets.v4.port}/push/a`, PUSH_MESSAGES.unknownPushService],
      [`https://[::1]:${targets.v6.port}/push/a`, PUSH_MESSAGES.unknownPushService],
      [`https://fcm.googleapis.com.127.0.0.1.nip.io:${targets.v4.port}/a`, PUSH_MESSAGES.unknownPushService],
      [`${targets.v4.url}/push/a`, PUSH_MESSAGES.insecureEndpoint],
      [`${targets.v6.url}/push/a`, PUSH_MESSAGES.insecureEndpoint],
    ]) {
      const response = await post('POST', '/api/push/subscriptions', cookie, {
        endpoint,
        expirationTime: null,
        keys,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: message,
        validationErrors: [{ field: 'endpoint', message }],
      });
    }
    expect((await post('GET', '/api/push/subscriptions', cookie)).json().data).toEqual([]);
    expect(targets.reached()).toBe(0);
  });

  it('takes only the known push services: FCM, Mozilla, Apple and Windows', () => {
    const config = production.config;
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://push.services.mozilla.com.eu.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://api.push.apple.com/3/device/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(() => checkEndpoint(config, endpoint)).not.toThrow();
    }
    for (const endpoint of [
      'https://push.example.com/a',
      'https://fcm.googleapis.com.evil.example/a',
      'https://notify.windows.com.evil.example/a',
      'https://evilpush.apple.com.example/a',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://169.254.169.254/latest/meta-data/',
    ]) {
      expect(() => checkEndpoint(config, endpoint)).toThrow(PUSH_MESSAGES.unknownPushService);
    }
  });
});
