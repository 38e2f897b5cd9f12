import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  createTestApp,
  signUp,
  statusesFrom,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/test-context';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server';
import { rowsOf } from '../../db/rows-of';
import { verification } from '../../db/schema';
import { PASSWORD_RESET_SUBJECT } from './account-emails';
import { COMMON_PASSWORD_MESSAGE } from './password-strength';

// Issue 26 item 3: better-auth's reset flow as a golfer (and an attacker) would use it, with the link
// read from a real SMTP server.

const NOW = new Date('2026-07-01T17:30:00Z');

describe('password reset', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, ...headers },
      payload: payload as Record<string, unknown>,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const sessionOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json();
  const resetLinks = () =>
    smtp.messages
      .filter((mail) => mail.subject === PASSWORD_RESET_SUBJECT)
      .map((mail) => new URL(/Reset: (\S+)/.exec(mail.text ?? '')?.[1] ?? 'http://x'));

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ ignore: (mail) => mail.subject?.startsWith('Confirm') ?? false });
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock: () => NOW });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('answers an unknown and a known address alike (status and body)', async () => {
    await signUp(t.app, { email: 'known@example.com', password: 'fairway-123' });
    const known = await post('/api/auth/request-password-reset', { email: 'known@example.com' });
    const unknown = await post('/api/auth/request-password-reset', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await smtp.waitForMessages(1);
    expect(smtp.messages.map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : ''))).toEqual([
      'known@example.com',
    ]);
  });

  it('the emailed link is good for one hour, works once, signs the golfer in and ends every other session', async () => {
    const first = await signUp(t.app, { email: 'golfer@example.com', password: 'fairway-123' });
    const second = cookieHeader(
      (await post('/api/auth/sign-in/email', { email: 'golfer@example.com', password: 'fairway-123' }))
        .headers['set-cookie'],
    );
    expect((await sessionOf(second))?.user.email).toBe('golfer@example.com');

    const before = resetLinks().length;
    expect((await post('/api/auth/request-password-reset', { email: 'golfer@example.com' })).statusCode).toBe(
      200,
    );
    await smtp.waitForMessages(smtp.messages.length + 1);
    const link = resetLinks()[before];
    expect(link?.origin + (link?.pathname ?? '')).toBe('http://localhost:3000/reset-password');
    const token = link?.searchParams.get('token') ?? '';
    const [row] = await t.ctx.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeGreaterThan(59 * 60_000);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeLessThanOrEqual(
      61 * 60_000,
    );

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'new-fairway-456' });
    expect(reset.statusCode).toBe(200);
    const fresh = cookieHeader(reset.headers['set-cookie']);
    expect((await sessionOf(fresh))?.user.email).toBe('golfer@example.com');
    expect(await sessionOf(first)).toBeNull();
    expect(await sessionOf(second)).toBeNull();

    const again = await post('/api/auth/reset-password', { token, newPassword: 'another-fairway-789' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    const oldPassword = await post('/api/auth/sign-in/email', {
      email: 'golfer@example.com',
      password: 'fairway-123',
    });
    expect(oldPassword.statusCode).toBe(401);
  });

  it('refuses a password people guess first, on reset as on sign-up and change-password', async () => {
    const cookie = await signUp(t.app, { email: 'weak@example.com', password: 'fairway-123' });
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: 'fairway-123', newPassword: 'iloveyou' },
      { cookie },
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    const before = resetLinks().length;
    await post('/api/auth/request-password-reset', { email: 'weak@example.com' });
    await smtp.waitForMessages(smtp.messages.length + 1);
    const token = resetLinks()[before]?.searchParams.get('token') ?? '';
    const weak = await post('/api/auth/reset-password', { token, newPassword: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    // The refusal did not use the token up.
    expect(
      (await post('/api/auth/reset-password', { token, newPassword: 'long-drive-321' })).statusCode,
    ).toBe(200);

    const signUpWeak = await post('/api/auth/sign-up/email', {
      email: 'weak2@example.com',
      password: 'qwerty123',
      name: 'Weak',
    });
    expect(signUpWeak.statusCode).toBe(400);
    expect(signUpWeak.json().message).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('limits reset requests per email address, known or not, with a clear wait', async () => {
    for (const email of ['limited@example.com', 'limited-nobody@example.com']) {
      if (email === 'limited@example.com') await signUp(t.app, { email, password: 'fairway-123' });
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof post>> | undefined;
      for (let i = 0; i < 4; i++) {
        last = await post('/api/auth/request-password-reset', { email }, {}, `198.51.100.${i + 1}`);
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last?.headers['retry-after']).toBe(String(60 * 60));
      expect(last?.json().message).toBe(
        'Too many password reset requests for this email address. Please try again in 60 minutes.',
      );
    }
  });

  it('keeps its counters in the shared rate_limit table', async () => {
    const keys = rowsOf<{ key: string }>(await t.ctx.db.execute(sql`select key from rate_limit`)).map(
      (row) => row.key,
    );
    expect(keys).toContain('password-reset|limited@example.com');
  });
});

describe('password reset requests per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => t?.close());

  it('one address asking about many emails is refused after the per-address limit', async () => {
    const statuses = await statusesFrom(t, {
      url: '/api/auth/request-password-reset',
      remoteAddress: '203.0.113.40',
      count: 4,
      payloadOf: (i) => ({ email: `someone${i}@example.com` }),
    });
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
