import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp, testAppForThisSuite } from '../../../test/test-context';

// Decision 0232: a session cookie signed before BETTER_AUTH_SECRET was rotated still signs the golfer in
// while the old secret is BETTER_AUTH_SECRET_PREVIOUS; a cookie signed with any other secret does not.

const OLD = 'the-secret-before-the-rotation-000000';
const NEW = 'the-secret-after-the-rotation-1111111';
const STRANGER = 'a-secret-that-was-never-ours-22222222';

/** The cookie header with the session token signed as better-auth signs it, with `secret`. */
function signedWith(cookie: string, secret: string): string {
  return cookie
    .split('; ')
    .map((pair) => {
      const [name, encoded] = pair.split('=') as [string, string];
      if (!name.endsWith('session_token')) return pair;
      const value = decodeURIComponent(encoded);
      const token = value.slice(0, value.lastIndexOf('.'));
      const signature = createHmac('sha256', secret).update(token).digest('base64');
      return `${name}=${encodeURIComponent(`${token}.${signature}`)}`;
    })
    .join('; ');
}

describe('sessions across a secret rotation', () => {
  const t = testAppForThisSuite({ BETTER_AUTH_SECRET: NEW, BETTER_AUTH_SECRET_PREVIOUS: OLD });

  const me = (cookie: string) => t.current.app.inject({ url: '/api/users/me', headers: { cookie } });

  it('signs in with a cookie of the previous secret, and of the current one', async () => {
    const cookie = await signUp(t.current.app, { email: 'rotated@example.com' });
    expect(cookie).toContain('session_token');
    expect((await me(cookie)).statusCode).toBe(200);
    const before = await me(signedWith(cookie, OLD));
    expect(before.statusCode).toBe(200);
    expect(before.json().data.email).toBe('rotated@example.com');
  });

  it('refuses a cookie signed with a secret that was never ours', async () => {
    const cookie = await signUp(t.current.app, { email: 'forged@example.com' });
    expect((await me(signedWith(cookie, STRANGER))).statusCode).toBe(401);
  });
});
