import { createAuthClient } from 'better-auth/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-context';

/** A fetch that keeps cookies like a browser does, so the official client can hold a session in Node. */
function browserLikeFetch(origin: string) {
  const jar = new Map<string, string>();
  const impl = async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', origin);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      const expired = attributes.some((a) => /max-age=0/i.test(a)) || value === '';
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return response;
  };
  return { impl, jar };
}

describe('accounts through the official better-auth client against a listening server', () => {
  let t: TestApp;
  let baseURL: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => t?.close());

  function client() {
    const fetcher = browserLikeFetch(t.config.publicUrl);
    return {
      auth: createAuthClient({
        baseURL: `${baseURL}/api/auth`,
        fetchOptions: { customFetchImpl: fetcher.impl },
      }),
      jar: fetcher.jar,
    };
  }

  it('signs up, reads the session, revokes other sessions and signs out', async () => {
    const laptop = client();
    const signUp = await laptop.auth.signUp.email({
      email: 'ada@example.com',
      password: 'secret123',
      name: 'Ada',
    });
    expect(signUp.error).toBeNull();

    const session = await laptop.auth.getSession();
    expect(session.data?.user).toMatchObject({ email: 'ada@example.com', name: 'Ada', role: 'user' });

    const phone = client();
    const signIn = await phone.auth.signIn.email({ email: 'ada@example.com', password: 'secret123' });
    expect(signIn.error).toBeNull();
    expect((await phone.auth.getSession()).data?.user.email).toBe('ada@example.com');

    // Our own routes see the same session.
    const me = await fetch(`${baseURL}/api/users/me`, {
      headers: { cookie: [...laptop.jar].map(([n, v]) => `${n}=${v}`).join('; ') },
    });
    expect(await me.json()).toMatchObject({
      success: true,
      data: { email: 'ada@example.com', role: 'user' },
    });

    const revoke = await laptop.auth.revokeOtherSessions();
    expect(revoke.error).toBeNull();
    expect((await phone.auth.getSession()).data).toBeNull();
    expect((await laptop.auth.getSession()).data?.user.email).toBe('ada@example.com');

    await laptop.auth.signOut();
    expect((await laptop.auth.getSession()).data).toBeNull();
  });

  it('rejects a wrong password, a short password and a duplicate email with clear messages', async () => {
    const c = client();
    await c.auth.signUp.email({ email: 'bob@example.com', password: 'secret123', name: 'Bob' });
    const wrong = await client().auth.signIn.email({ email: 'bob@example.com', password: 'nope-nope' });
    expect(wrong.error?.status).toBe(401);
    expect(wrong.error?.message).toMatch(/invalid email or password/i);
    const short = await client().auth.signUp.email({
      email: 'carl@example.com',
      password: '12345',
      name: 'Carl',
    });
    expect(short.error?.status).toBe(400);
    expect(short.error?.message).toMatch(/password too short/i);
    const duplicate = await client().auth.signUp.email({
      email: 'bob@example.com',
      password: 'secret123',
      name: 'Bob',
    });
    expect(duplicate.error?.status).toBe(422);
  });

  it('explains that Google sign-in is not configured', async () => {
    const result = await client().auth.signIn.social({ provider: 'google', callbackURL: '/' });
    expect(result.error?.status).toBe(400);
    expect(result.error?.message).toMatch(/Google sign-in is not available/);
  });

  it('lets a user delete their own account', async () => {
    const c = client();
    await c.auth.signUp.email({ email: 'dora@example.com', password: 'secret123', name: 'Dora' });
    const deleted = await c.auth.deleteUser({ password: 'secret123' });
    expect(deleted.error).toBeNull();
    const again = await client().auth.signIn.email({ email: 'dora@example.com', password: 'secret123' });
    expect(again.error?.status).toBe(401);
  });

  it('answers /api/users/me with 401 "No valid session found" when signed out', async () => {
    const response = await fetch(`${baseURL}/api/users/me`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: 'No valid session found' });
  });
});

describe('auth rate limits and the configured admin', () => {
  it('limits sign-in attempts per minute', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: t.config.publicUrl, 'x-forwarded-for': '203.0.113.7' },
          payload: { email: 'nobody@example.com', password: 'whatever1' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await t.close();
    }
  });

  it('creates ADMIN_EMAIL with role admin at start, and keeps it admin on the next start', async () => {
    const t = await createTestApp({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'admin-pass' });
    try {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: t.config.publicUrl },
        payload: { email: 'boss@example.com', password: 'admin-pass' },
      });
      expect(signIn.statusCode).toBe(200);
      const cookie = [signIn.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; ');
      const me = await t.app.inject({ url: '/api/users/me', headers: { cookie } });
      expect(me.json().data).toMatchObject({ email: 'boss@example.com', role: 'admin' });
      const { ensureAdmin } = await import('./ensure-admin');
      await ensureAdmin({
        auth: t.ctx.auth,
        db: t.ctx.db,
        email: 'boss@example.com',
        password: 'admin-pass',
        clock: t.ctx.clock,
      });
      const again = await t.app.inject({ url: '/api/users/me', headers: { cookie } });
      expect(again.json().data.role).toBe('admin');
    } finally {
      await t.close();
    }
  });
});
