import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom } from '../../../test/http-from-address';
import { cookieHeader, createTestApp, signUp, type TestApp } from '../../../test/test-context';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server';
import { PASSWORD_RESET_SUBJECT, SIGN_IN_BLOCKED_SUBJECT } from './account-emails';

// Issue 26 item 4: the lockout is per (account, client address), sent over real HTTP from distinct
// loopback addresses, as an attacker and the account's owner would send it.

const NOW = new Date('2026-07-01T17:30:00Z');
const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.3';

describe('a lockout that never locks out the owner', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const signIn = (from: string, password: string) =>
    postFrom(t.app, from, '/api/auth/sign-in/email', { email: 'owner@example.com', password });

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ ignore: (mail) => mail.subject?.startsWith('Confirm') ?? false });
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock: () => NOW });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    await signUp(t.app, { email: 'owner@example.com', password: 'fairway-123', name: 'Pat Owner' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('after 40 wrong passwords from one address, that address waits and the owner elsewhere signs in at once', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 0; i < 40; i++) {
      last = await signIn(ATTACKER, `wrong-guess-${i}`);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect(last?.headers['retry-after']).toBe(String(15 * 60));
    expect(JSON.parse(last?.body ?? '{}').message).toBe(
      'Too many failed sign-ins for this account from your network. Please try again in 15 minutes.',
    );

    const owner = await signIn(OWNER, 'fairway-123');
    expect(owner.status).toBe(200);
    // The blocked pair waits even with the right password: it is the pair that is blocked.
    expect((await signIn(ATTACKER, 'fairway-123')).status).toBe(429);
  });

  it('tells the account holder exactly once, with the time, the address and a reset link', async () => {
    await smtp.waitForMessages(1);
    // More refused attempts from the blocked address send nothing more: refused with 429 before the password
    // is checked, they never reach the one answer that mails (the 401 that blocks the pair). Asserted on
    // that answer, not on a sleep racing an unawaited send (decision 0175).
    expect((await signIn(ATTACKER, 'one-more-guess')).status).toBe(429);
    const blocked = smtp.messages.filter((mail) => mail.subject === SIGN_IN_BLOCKED_SUBJECT);
    expect(blocked).toHaveLength(1);
    const text = blocked[0]?.text ?? '';
    expect(blocked[0]?.to && 'text' in blocked[0].to ? blocked[0].to.text : '').toBe('owner@example.com');
    expect(text).toContain('There were 5 sign-ins to your Teewatch account with a wrong password');
    expect(text).toContain('When: Wednesday, July 1, 2026 at 10:30 AM (Pacific time)');
    expect(text).toContain(`From address: ${ATTACKER}`);
    expect(text).toContain('Reset: http://localhost:3000/forgot-password');
  });

  it('a password reset lifts the block', async () => {
    const asked = await postFrom(t.app, OWNER, '/api/auth/request-password-reset', {
      email: 'owner@example.com',
    });
    expect(asked.status).toBe(200);
    await smtp.waitForMessages(2);
    const reset = smtp.messages.find((mail) => mail.subject === PASSWORD_RESET_SUBJECT);
    const token = new URL(/Reset: (\S+)/.exec(reset?.text ?? '')?.[1] ?? 'http://x').searchParams.get(
      'token',
    );
    expect(token).toBeTruthy();
    const done = await postFrom(t.app, OWNER, '/api/auth/reset-password', {
      token,
      newPassword: 'new-fairway-456',
    });
    expect(done.status).toBe(200);
    expect(cookieHeader(done.headers['set-cookie'])).toContain('session_token');
    expect((await signIn(ATTACKER, 'new-fairway-456')).status).toBe(200);
  });
});
