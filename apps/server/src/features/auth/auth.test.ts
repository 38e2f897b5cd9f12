import { createAuthClient } from 'better-auth/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-context';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server';
import { SIGN_UP_ATTEMPT_SUBJECT } from './account-emails';

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
    // Sign-up does not sign in (decision 0247): the password does, before the address is confirmed.
    expect((await laptop.auth.getSession()).data).toBeNull();
    expect(
      (await laptop.auth.signIn.email({ email: 'ada@example.com', password: 'secret123' })).error,
    ).toBeNull();

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

  it('rejects a wrong password and a short password with clear messages', async () => {
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
  });

  it('explains that Google sign-in is not configured', async () => {
    const result = await client().auth.signIn.social({ provider: 'google', callbackURL: '/' });
    expect(result.error?.status).toBe(400);
    expect(result.error?.message).toMatch(/Google sign-in is not available/);
  });

  it('lets a user delete their own account', async () => {
    const c = client();
    await c.auth.signUp.email({ email: 'dora@example.com', password: 'secret123', name: 'Dora' });
    await c.auth.signIn.email({ email: 'dora@example.com', password: 'secret123' });
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

describe('sign-up with an address that has an account (issue 48 item 2)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const signUpAs = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password, name: 'Pat' },
    });
  /** The answer with what differs between any two sign-ups (the new id, the instants) blanked. */
  const shapeOf = (response: Awaited<ReturnType<typeof signUpAs>>) => {
    const body = response.json();
    return {
      status: response.statusCode,
      sessionCookie: String(response.headers['set-cookie'] ?? '').includes('session_token='),
      body: { ...body, user: { ...body.user, id: 'ID', email: 'EMAIL', createdAt: 'AT', updatedAt: 'AT' } },
    };
  };
  const subjectsTo = (address: string) =>
    smtp.messages
      .filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === address)
      .map((mail) => mail.subject);

  it('answers exactly as for a new address, and tells the owner by email instead', async () => {
    const first = await signUpAs('owner@example.com', 'owner-secret-1');
    await smtp.waitForMessages(1);
    const again = await signUpAs('owner@example.com', 'intruder-secret-2');
    const fresh = await signUpAs('owner2@example.com', 'owner-secret-1');
    expect(shapeOf(first).status).toBe(200);
    expect(shapeOf(again)).toEqual(shapeOf(fresh));
    expect(shapeOf(again).sessionCookie).toBe(false);
    expect(again.json().user.email).toBe('owner@example.com');

    await smtp.waitForMessages(3);
    expect(subjectsTo('owner@example.com')).toEqual([
      'Confirm your email address for Teewatch',
      SIGN_UP_ATTEMPT_SUBJECT,
    ]);
    const notice = smtp.messages.find((mail) => mail.subject === SIGN_UP_ATTEMPT_SUBJECT);
    expect(notice?.text).toContain('sign in');
    expect(notice?.text).toContain('http://localhost:3000/forgot-password');
    // The attempt changed nothing: the owner's password still signs in, the intruder's does not.
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'owner@example.com', password },
      });
    expect((await signIn('owner-secret-1')).statusCode).toBe(200);
    expect((await signIn('intruder-secret-2')).statusCode).toBe(401);
  });
});

describe('auth rate limits', () => {
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
});
