import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/log-capture';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-context';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { createRequestLinkToken } from '../email/request-link-token';
import { createStillOpenToken } from '../email/still-open-link';
import { PASSWORD_RESET_SUBJECT } from '../features/auth/account-emails';
import { ACCOUNT_VERIFICATION_SUBJECT } from '../features/email-confirmation/confirmation-emails';
import { createContactEmailToken } from '../features/email-confirmation/contact-email-token';
import { createGroupInvitationToken } from '../features/monitoring-requests/group-invitation-token';
import { REDACTED } from '../lib/redact-secrets';

// Issue 46 item 7: the emailed links' flows driven through a real app at LOG_LEVEL=info, its log read
// back: no token appears in any line, and the lines still say which route was asked, redacted.

const NOW = new Date('2026-07-01T17:30:00Z');

describe('log lines of the emailed links', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const log = captureLog();
  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
  const mailTo = (address: string, subject: string) =>
    smtp.messages.find(
      (mail) => mail.subject === subject && mail.to && 'text' in mail.to && mail.to.text === address,
    );
  /** The link `pattern` finds in the email `subject` to `address`, once it has arrived. */
  const linkIn = async (address: string, subject: string, pattern: RegExp) => {
    while (!mailTo(address, subject)) await smtp.waitForMessages(smtp.messages.length + 1);
    const mail = mailTo(address, subject);
    return (
      pattern.exec(`${mail?.text ?? ''} ${String(mail?.html ?? '')}`)?.[1]?.replaceAll('&amp;', '&') ?? ''
    );
  };
  /** Every line that mentions `route` (a URL's path) carries the marker and not `token`. */
  const expectRedacted = (token: string, route: string) => {
    expect(token.length).toBeGreaterThan(8);
    expect(log.text()).not.toContain(token);
    expect(log.text()).not.toContain(encodeURIComponent(token));
    const lines = log.lines().filter((line) => line.includes(route));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes(REDACTED))).toBe(true);
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(
      { SMTP_URL: smtp.url, LOG_LEVEL: 'info' },
      { clock: () => NOW, logStream: log.stream },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('password reset: the emailed page link and better-auth’s link with the token in its path', async () => {
    await signUp(t.app, { email: 'reset@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'reset@example.com', redirectTo: '/reset-password' },
    });
    const page = new URL(await linkIn('reset@example.com', PASSWORD_RESET_SUBJECT, /Reset: (\S+)/));
    const token = page.searchParams.get('token') ?? '';
    await get(`${page.pathname}${page.search}`);
    await get(`/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('/reset-password')}`);
    expectRedacted(token, '/reset-password');
    expectRedacted(token, '/api/auth/reset-password/');
  });

  it('account email verification (better-auth’s verify-email?token=)', async () => {
    await signUp(t.app, { email: 'verify@example.com', verified: false });
    const link = new URL(
      await linkIn('verify@example.com', ACCOUNT_VERIFICATION_SUBJECT, /href="([^"]+verify-email[^"]+)"/),
    );
    const token = link.searchParams.get('token') ?? '';
    await get(`${link.pathname}${link.search}`);
    expectRedacted(token, '/api/auth/verify-email');
  });

  it('contact address confirmation, unsubscribe, pause, booked and still-open links', async () => {
    const secret = t.config.authSecret;
    const links = [
      [
        '/api/contact-email/confirm',
        createContactEmailToken({ secret, userId: 'u1', email: 'c@example.com', now: NOW }),
      ],
      ['/api/unsubscribe', createRequestLinkToken({ secret, requestId: 1, purpose: 'unsubscribe' })],
      ['/api/unsubscribe', createRequestLinkToken({ secret, requestId: 1, purpose: 'pause' })],
      ['/api/booked', createRequestLinkToken({ secret, requestId: 1, purpose: 'booked' })],
      ['/api/open', createStillOpenToken({ secret, requestId: 1, slotId: 2 })],
    ] as const;
    for (const [route, token] of links) {
      await get(`${route}?token=${encodeURIComponent(token)}`);
      await t.app.inject({
        method: 'POST',
        url: `${route}?token=${encodeURIComponent(token)}`,
        headers: { origin: TEST_ORIGIN },
      });
      expectRedacted(token, route);
    }
  });

  it('a group invitation: the page and the API carry the token in the path', async () => {
    const cookie = await signUp(t.app, { email: 'invitee@example.com' });
    const token = createGroupInvitationToken({
      secret: t.config.authSecret,
      requestId: 1,
      expiresAt: new Date(NOW.getTime() + 86_400_000),
    });
    await get(`/groups/join/${token}`);
    await get(`/api/group-invitations/${token}`, cookie);
    await t.app.inject({
      method: 'POST',
      url: `/api/group-invitations/${token}/members`,
      headers: { origin: TEST_ORIGIN, cookie },
      payload: {},
    });
    expectRedacted(token, '/groups/join/');
    expectRedacted(token, '/api/group-invitations/');
  });
});
