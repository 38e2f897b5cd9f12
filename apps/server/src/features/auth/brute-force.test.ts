import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, statusesFrom, TEST_ORIGIN, type TestApp } from '../../../test/test-context';
import { rowsOf } from '../../db/rows-of';

// Issue 13, hole 1: sign-in brute force, sent as an attacker would.

function signIn(
  t: TestApp,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

describe('sign-in brute force with the default limits (no trusted proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The defaults an operator gets: 10 per address per minute, 5 failures per account per 15 minutes.
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10' });
    await signUp(t.app, { email: 'victim@example.com', password: 'right-password' });
    await signUp(t.app, { email: 'bystander@example.com', password: 'right-password' });
  });
  afterAll(async () => t?.close());

  it('a rotating X-Forwarded-For gets 429 by the 6th wrong password for one account, with a clear wait', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await signIn(t, 'victim@example.com', `guess-${i}`, {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await signIn(t, 'VICTIM@example.com', 'guess-x', { 'x-forwarded-for': '198.51.100.9' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed sign-ins for this account from your network. Please try again in 15 minutes.',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Even the right password waits from this client (the socket address, the header is not believed):
    // the block is on the (account, address) pair, not on a guess.
    expect((await signIn(t, 'victim@example.com', 'right-password')).statusCode).toBe(429);
  });

  it('another account still signs in from the same address', async () => {
    const response = await signIn(t, 'bystander@example.com', 'right-password');
    expect(response.statusCode).toBe(200);
  });

  it('keeps the counters in the database (shared by every process)', async () => {
    const rows = rowsOf<{ key: string }>(
      await t.ctx.db.execute(sql`select key from rate_limit order by key`),
    );
    const keys = rows.map((row) => row.key);
    expect(keys).toContain('failed-sign-in|victim@example.com|127.0.0.1');
    // better-auth's per-address key is the socket address: the forwarded header was not believed.
    expect(keys).toContain('127.0.0.1|/sign-in/email');
    expect(keys.some((key) => key.startsWith('203.0.113.'))).toBe(false);
  });
});

describe('per-address limits: one bucket per client, never one for everybody', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', AUTH_FAILED_SIGN_INS_PER_ACCOUNT: '100' });
    await signUp(t.app, { email: 'golfer@example.com', password: 'right-password' });
  });
  afterAll(async () => t?.close());

  it("one client's bad attempts do not lock out another client", async () => {
    const attacker = '198.51.100.66';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await signIn(t, `nobody${i}@example.com`, 'whatever1', {}, attacker)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const refused = await signIn(t, 'x@example.com', 'whatever1', {}, attacker);
    expect(refused.json().message).toMatch(
      /^Too many attempts from your network\. Please try again in 1 minute\.$/,
    );
    const golfer = await signIn(t, 'golfer@example.com', 'right-password', {}, '192.0.2.10');
    expect(golfer.statusCode).toBe(200);
  });

  it('limits sign-up per address too', async () => {
    const statuses = await statusesFrom(t, {
      url: '/api/auth/sign-up/email',
      remoteAddress: '198.51.100.77',
      count: 4,
      payloadOf: (i) => ({ email: `spam${i}@example.com`, password: 'secret123', name: 'Spam' }),
    });
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('behind a trusted proxy (TRUSTED_PROXIES)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUSTED_PROXIES: '10.0.0.0/8' });
  });
  afterAll(async () => t?.close());

  it("believes the proxy's X-Forwarded-For, and only the proxy's", async () => {
    const viaProxy = (client: string) =>
      signIn(t, 'a@example.com', 'whatever1', { 'x-forwarded-for': client }, '10.1.2.3');
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(401);
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(401);
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(429);
    // A different client behind the same proxy has its own bucket.
    expect((await viaProxy('203.0.113.2')).statusCode).toBe(401);
    // A client not behind the proxy cannot pick a bucket by sending the header itself.
    const direct = (fake: string) =>
      signIn(t, 'a@example.com', 'whatever1', { 'x-forwarded-for': fake }, '192.0.2.50');
    expect((await direct('1.1.1.1')).statusCode).toBe(401);
    expect((await direct('1.1.1.2')).statusCode).toBe(401);
    expect((await direct('1.1.1.3')).statusCode).toBe(429);
  });
});
