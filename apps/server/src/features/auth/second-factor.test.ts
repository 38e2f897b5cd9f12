import { SECOND_FACTOR_REQUIRED_CODE } from '@teewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatorCode } from '../../../test/authenticator-app';
import { testConfig } from '../../../test/test-config';
import { callApp, cookieHeader, createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-context';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server';
import { SECOND_FACTOR_REQUIRED_MESSAGE } from '../../http/guards';

// Issue 48 item 1: in production an admin enrols a second factor (TOTP, with backup codes) before the
// console opens, and every admin route checks on the server that this session was opened with it.

const ADMIN_EMAIL = 'boss@example.com';
const ADMIN_PASSWORD = 'long-admin-pass-1';

describe('the rule: who needs a second factor', () => {
  it('is on in production, NODE_ENV’s default, and off elsewhere unless set', () => {
    expect(testConfig({}).adminRequireSecondFactor).toBe(true);
    // The production profile's settings, so NODE_ENV=production loads (decision 0230).
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tee.example',
      PUSH_ENABLED: 'false',
      PGLITE_SINGLE_PROCESS: 'true',
      MAIL_OUTBOX_ALLOWED: 'true',
      SMS_OUTBOX_ALLOWED: 'true',
      MAIL_POSTAL_ADDRESS: '1 Golf Lane, Vancouver BC V5K 0A1',
    };
    expect(testConfig(production).adminRequireSecondFactor).toBe(true);
    expect(testConfig({ NODE_ENV: 'development' }).adminRequireSecondFactor).toBe(false);
    expect(
      testConfig({ NODE_ENV: 'test', ADMIN_REQUIRE_SECOND_FACTOR: 'true' }).adminRequireSecondFactor,
    ).toBe(true);
  });
});

describe('the admin console in production', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let totpURI = '';
  let backupCodes: string[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // Production's runtime rules (NODE_ENV's default environment, production) and the rule left to its
    // default; NODE_ENV=production itself would also ask for the profile's https origin (decision 0230).
    t = await createTestApp({
      SMTP_URL: smtp.url,
      ADMIN_REQUIRE_SECOND_FACTOR: '',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload,
    });
  const dashboard = (cookie: string) =>
    callApp(t.app, { method: 'GET', url: '/api/admin/dashboard', cookie });
  const access = async (cookie: string) =>
    (await callApp(t.app, { method: 'GET', url: '/api/admin/access', cookie })).json().data;
  const passwordSignIn = () =>
    post('/api/auth/sign-in/email', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });

  it('refuses an admin without a second factor, on the gate and on every admin route', async () => {
    expect(t.config.adminRequireSecondFactor).toBe(true);
    const cookie = cookieHeader((await passwordSignIn()).headers['set-cookie']);
    const refused = await dashboard(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error: SECOND_FACTOR_REQUIRED_MESSAGE,
      code: SECOND_FACTOR_REQUIRED_CODE,
    });
    for (const url of ['/api/admin/requests', '/api/admin/golf-courses', '/api/admin/outbox']) {
      expect((await callApp(t.app, { method: 'GET', url, cookie })).statusCode).toBe(403);
    }
    expect(await access(cookie)).toEqual({
      secondFactor: { required: true, enabled: false, verified: false },
      consoleOpen: false,
    });
  });

  it('enrols TOTP with the password and a first code; that session then opens the console', async () => {
    const cookie = cookieHeader((await passwordSignIn()).headers['set-cookie']);
    expect(
      (await post('/api/auth/two-factor/enable', { password: 'wrong-password-1' }, cookie)).statusCode,
    ).toBe(400);
    const enabled = await post('/api/auth/two-factor/enable', { password: ADMIN_PASSWORD }, cookie);
    expect(enabled.statusCode).toBe(200);
    ({ totpURI, backupCodes } = enabled.json());
    expect(totpURI).toMatch(
      /^otpauth:\/\/totp\/Teewatch:boss%40example\.com\?secret=[A-Z2-7]+&issuer=Teewatch/,
    );
    expect(backupCodes).toHaveLength(10);
    // Scanned, not yet confirmed: still shut.
    expect((await dashboard(cookie)).statusCode).toBe(403);
    expect((await post('/api/auth/two-factor/verify-totp', { code: '000000' }, cookie)).statusCode).toBe(401);

    const confirmed = await post(
      '/api/auth/two-factor/verify-totp',
      { code: authenticatorCode(totpURI) },
      cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    const enrolled = cookieHeader(confirmed.headers['set-cookie']);
    expect((await dashboard(enrolled)).statusCode).toBe(200);
    expect(await access(enrolled)).toEqual({
      secondFactor: { required: true, enabled: true, verified: true },
      consoleOpen: true,
    });
  });

  it('asks for a code at sign-in: the password alone opens no session, a backup code does, once', async () => {
    const first = await passwordSignIn();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const pending = cookieHeader(first.headers['set-cookie']);
    // The password's session is deleted and its cookie emptied; a short-lived challenge cookie waits for the code.
    expect(pending).toMatch(/session_token=(;|$)/);
    expect(pending).toContain('two_factor=');
    expect((await dashboard(pending)).statusCode).toBe(401);

    const backup = backupCodes[0] ?? '';
    const opened = await post('/api/auth/two-factor/verify-backup-code', { code: backup }, pending);
    expect(opened.statusCode).toBe(200);
    expect((await dashboard(cookieHeader(opened.headers['set-cookie']))).statusCode).toBe(200);

    const again = cookieHeader((await passwordSignIn()).headers['set-cookie']);
    expect((await post('/api/auth/two-factor/verify-backup-code', { code: backup }, again)).statusCode).toBe(
      401,
    );
  });

  it('does not open the console for a session that started without a code (the address-confirmation link)', async () => {
    // ensureAdmin's sign-up sent the admin the confirmation link, which signs in (autoSignInAfterVerification).
    await smtp.waitForMessages(1);
    const mail = smtp.messages.find(
      (message) => message.subject === 'Confirm your email address for Teewatch',
    );
    const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x');
    const followed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const cookie = cookieHeader(followed.headers['set-cookie']);
    expect(cookie).toContain('session_token=');
    expect(await access(cookie)).toEqual({
      secondFactor: { required: true, enabled: true, verified: false },
      consoleOpen: false,
    });
    expect((await dashboard(cookie)).statusCode).toBe(403);
  });
});
