import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { callApp, createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../../test/test-context';
import { user } from '../../db/schema';
import { ADMIN_PROMOTION_REFUSED_MESSAGE } from '../../http/guards';
import { ensureAdmin } from './ensure-admin';

// Issue 48 item 1: ADMIN_EMAIL/ADMIN_PASSWORD make the configured administrator, and nobody else.

const ADMIN = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'long-admin-pass-1' };

const signIn = (t: TestApp, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });

const cookieOf = (response: Awaited<ReturnType<typeof signIn>>) =>
  [response.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');

const roleOf = async (t: TestApp, email: string) =>
  (await t.ctx.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;

/** A pino logger writing its lines (as objects) to `lines`, to read what a start logged. */
function collectingLog(lines: Record<string, unknown>[]) {
  return pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
}

describe('the configured administrator (ADMIN_EMAIL)', () => {
  it('creates it with role admin at start, signs in with ADMIN_PASSWORD, and keeps it on the next start', async () => {
    const t = await createTestApp(ADMIN);
    try {
      const response = await signIn(t, 'boss@example.com', 'long-admin-pass-1');
      expect(response.statusCode).toBe(200);
      const me = await t.app.inject({ url: '/api/users/me', headers: { cookie: cookieOf(response) } });
      expect(me.json().data).toMatchObject({ email: 'boss@example.com', role: 'admin' });
      const lines: Record<string, unknown>[] = [];
      const outcome = await ensureAdmin({
        auth: t.ctx.auth,
        db: t.ctx.db,
        email: 'boss@example.com',
        password: 'long-admin-pass-1',
        promoteExisting: false,
        clock: t.ctx.clock,
        log: collectingLog(lines),
      });
      expect(outcome).toBe('kept');
      expect(await roleOf(t, 'boss@example.com')).toBe('admin');
    } finally {
      await t.close();
    }
  });

  it('does not promote an account registered with ADMIN_EMAIL before the first start, and tells its owner', async () => {
    const before = await createTestApp({}, { dataOnDisk: true });
    const squatter = await signUp(before.app, { email: 'boss@example.com', password: 'squatter-123' });
    expect(squatter).toContain('session_token=');
    const t = await before.restart(ADMIN);
    try {
      expect(await roleOf(t, 'boss@example.com')).toBe('user');
      // The configured admin exists only as configured: ADMIN_PASSWORD does not open the squatter's account.
      expect((await signIn(t, 'boss@example.com', 'long-admin-pass-1')).statusCode).toBe(401);
      // Its owner, signing in, is told why the console stays shut (and so would an operator who signed up first).
      const cookie = cookieOf(await signIn(t, 'boss@example.com', 'squatter-123'));
      const access = await callApp(t.app, { method: 'GET', url: '/api/admin/access', cookie });
      expect(access.statusCode).toBe(403);
      expect(access.json()).toMatchObject({ success: false, error: ADMIN_PROMOTION_REFUSED_MESSAGE });
      const console = await callApp(t.app, { method: 'GET', url: '/api/admin/dashboard', cookie });
      expect(console.statusCode).toBe(403);
    } finally {
      await t.close();
    }
    // Two starts on a database on disk, each migrating it: slow on a loaded machine.
  }, 180_000);

  it('promotes an existing account only when its address is confirmed and ADMIN_PROMOTE_EXISTING_ACCOUNT says so', async () => {
    const t = await createTestApp({}, { clock: () => new Date('2026-07-01T17:00:00Z') });
    try {
      await signUp(t.app, { email: 'boss@example.com', verified: false });
      await signUp(t.app, { email: 'boss2@example.com', verified: true });
      const lines: Record<string, unknown>[] = [];
      const run = (email: string, promoteExisting: boolean) =>
        ensureAdmin({
          auth: t.ctx.auth,
          db: t.ctx.db,
          email,
          password: 'long-admin-pass-1',
          promoteExisting,
          clock: t.ctx.clock,
          log: collectingLog(lines),
        });
      // Unconfirmed: refused even with the setting. Confirmed: refused without it, promoted with it.
      expect(await run('boss@example.com', true)).toBe('refused');
      expect(await run('boss2@example.com', false)).toBe('refused');
      expect(await roleOf(t, 'boss@example.com')).toBe('user');
      expect(await roleOf(t, 'boss2@example.com')).toBe('user');
      expect(await run('boss2@example.com', true)).toBe('promoted');
      expect(await roleOf(t, 'boss2@example.com')).toBe('admin');
      const refusals = lines.filter((line) => line.level === 40);
      expect(refusals).toHaveLength(2);
      expect(String(refusals[0]?.msg)).toContain('ADMIN_PROMOTE_EXISTING_ACCOUNT=true');
      // The log names the setting, never the address or the password.
      expect(JSON.stringify(lines)).not.toMatch(/boss|long-admin-pass/);
    } finally {
      await t.close();
    }
  });

  it('refuses an ADMIN_PASSWORD shorter than 12 characters or one people guess first', async () => {
    const { loadConfig, ConfigError } = await import('../../config');
    expect(() => loadConfig({ ...ADMIN, ADMIN_PASSWORD: 'admin-pass' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...ADMIN, ADMIN_PASSWORD: 'admin-pass' })).toThrow(/at least 12 characters/);
    await expect(createTestApp({ ...ADMIN, ADMIN_PASSWORD: 'aaaaaaaaaaaa' })).rejects.toThrow(
      /ADMIN_PASSWORD was refused/,
    );
  });
});
