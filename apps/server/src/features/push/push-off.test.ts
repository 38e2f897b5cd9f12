import { describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, testAppForThisSuite } from '../../../test/test-context';
import { PUSH_OFF_MESSAGE } from './push.routes';

// PUSH_ENABLED=false (decision 0230): the server has no VAPID pair, tells the web it offers no push, and
// refuses the push calls with a clear 404. The admin dashboard says that mail and texts stay in the outbox.

describe('push turned off, and the outbox flag', () => {
  const t = testAppForThisSuite({ PUSH_ENABLED: 'false' });

  it('tells the web there is no push and refuses the public key and new devices', async () => {
    const info = await t.current.app.inject({ url: '/api/app-info' });
    expect(info.json().data.pushEnabled).toBe(false);
    const key = await t.current.app.inject({ url: '/api/push/public-key' });
    expect(key.statusCode).toBe(404);
    expect(key.json()).toEqual({ success: false, error: PUSH_OFF_MESSAGE });
    const cookie = await signUp(t.current.app, { email: 'no-push@example.com' });
    const added = await t.current.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: {
        endpoint: 'https://push.example/device-1',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    });
    expect(added.statusCode).toBe(404);
    expect(added.json().error).toBe(PUSH_OFF_MESSAGE);
  });

  it('flags on the admin dashboard that emails and texts are kept in the outbox', async () => {
    const admin = await signUpAdmin(t.current);
    const dashboard = await t.current.app.inject({ url: '/api/admin/dashboard', headers: { cookie: admin } });
    expect(dashboard.json().data.outbox).toEqual({ mail: true, texts: true });
  });
});
