import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../../test/test-context';
import { startTestSmtpServer } from '../../../test/test-smtp-server';
import { sendSms } from '../../delivery/channels/sms/send-sms';
import { emailFooter } from '../../email/email-footer';
import { outboxFileName, sendEmail } from '../../email/send-email';

// The admin console's Outbox (issue 26): the emails written to DATA_DIR/outbox when SMTP_URL is unset,
// read back by an admin only, the HTML served so that nothing in it runs.

describe('admin outbox (no SMTP_URL: mail goes to DATA_DIR/outbox)', () => {
  let t: TestApp;
  let admin: string;
  let golfer: string;

  /** A message written through the app's own sendEmail, its file dated `minutesAgo` before the others. */
  async function send(to: string, subject: string, html: string, writtenAt: Date) {
    const messageId = `<${subject.toLowerCase().replaceAll(' ', '-')}@teewatch>`;
    await sendEmail({
      config: t.config,
      message: {
        to,
        subject,
        html,
        text: subject,
        footer: emailFooter(t.config, 'alert', to),
        messageId,
        date: writtenAt,
      },
    });
    const file = path.join(t.config.dataDir, 'outbox', outboxFileName(messageId));
    await utimes(file, writtenAt, writtenAt);
    return outboxFileName(messageId).slice(0, -4);
  }

  beforeAll(async () => {
    t = await createTestApp({}, { dataOnDisk: true });
    admin = await signUpAdmin(t);
    golfer = await signUp(t.app, { email: 'golfer@example.com' });
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('is for admins only: 401 signed out, 403 for a golfer', async () => {
    const id = await send('a@example.com', 'Private', '<p>hi</p>', new Date('2027-01-01T00:00:00Z'));
    for (const url of ['/api/admin/outbox', `/api/admin/outbox/${id}`, `/api/admin/outbox/${id}/html`]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, golfer)).statusCode).toBe(403);
    }
  });

  it('lists the newest first, with recipient, subject and time', async () => {
    await send('old@example.com', 'Older one', '<p>old</p>', new Date('2027-01-02T10:00:00Z'));
    await send('new@example.com', 'Newer one', '<p>new</p>', new Date('2027-01-03T10:00:00Z'));
    const response = await get('/api/admin/outbox', admin);
    expect(response.statusCode).toBe(200);
    const { transport, messages, total } = response.json().data;
    expect(transport).toBe('outbox');
    expect(total).toBe(messages.length);
    // The sign-ups' confirmation emails were written now, after the dated ones.
    const dated = messages.filter(
      (m: { subject: string }) => m.subject.endsWith(' one') || m.subject === 'Private',
    );
    expect(dated).toEqual([
      {
        id: 'newer-one@teewatch',
        to: 'new@example.com',
        subject: 'Newer one',
        date: '2027-01-03T10:00:00.000Z',
      },
      {
        id: 'older-one@teewatch',
        to: 'old@example.com',
        subject: 'Older one',
        date: '2027-01-02T10:00:00.000Z',
      },
      { id: 'private@teewatch', to: 'a@example.com', subject: 'Private', date: '2027-01-01T00:00:00.000Z' },
    ]);
  });

  it('serves one message, its HTML sandboxed under a strict CSP with links to the top window', async () => {
    const id = await send(
      'links@example.com',
      'With link',
      '<html><head><title>x</title></head><body><a href="http://localhost:3000/dashboard" target="_blank">Go</a><script>alert(1)</script></body></html>',
      new Date('2027-01-04T10:00:00Z'),
    );
    const one = await get(`/api/admin/outbox/${id}`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      id,
      to: 'links@example.com',
      subject: 'With link',
      htmlUrl: `/api/admin/outbox/${encodeURIComponent(id)}/html`,
    });
    const html = await get(`/api/admin/outbox/${id}/html`, admin);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(html.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox allow-popups');
    expect(csp).not.toContain('allow-scripts');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(html.body).toContain('<head><base target="_top"><title>');
    expect(html.body).toContain('<a href="http://localhost:3000/dashboard">Go</a>');
  });

  it('answers 400 for an id of the wrong shape and 404 for one it does not hold', async () => {
    for (const bad of ['..%2Fauth-secret', '.hidden', 'a%20b']) {
      expect((await get(`/api/admin/outbox/${bad}`, admin)).statusCode).toBe(400);
      expect((await get(`/api/admin/outbox/${bad}/html`, admin)).statusCode).toBe(400);
    }
    const missing = await get('/api/admin/outbox/nothing@teewatch', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Message not found' });
    expect((await get('/api/admin/outbox/nothing@teewatch/html', admin)).statusCode).toBe(404);
  });
});

describe('texts in the outbox (no Twilio account: texts go to DATA_DIR/sms-outbox)', () => {
  it('lists them beside the emails, newest first, with their segments', async () => {
    const t = await createTestApp({}, { dataOnDisk: true });
    try {
      const admin = await signUpAdmin(t);
      const first = await sendSms({
        config: t.config,
        to: '+16045550100',
        body: 'First text',
        now: new Date('2027-01-01T10:00:00Z'),
      });
      const second = await sendSms({
        config: t.config,
        to: '+16045550101',
        body: `Second text ${'é'.repeat(160)}`,
        now: new Date('2027-01-01T10:01:00Z'),
      });
      expect(first).toMatchObject({ ok: true, transport: 'outbox', segments: 1 });
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/outbox',
        headers: { cookie: admin },
      });
      const data = response.json().data;
      expect(data).toMatchObject({ transport: 'outbox', textTransport: 'outbox', textsTotal: 2 });
      expect(data.texts).toEqual([
        {
          sid: second.ok && second.sid,
          to: '+16045550101',
          body: `Second text ${'é'.repeat(160)}`,
          segments: 2,
          date: '2027-01-01T10:01:00.000Z',
        },
        {
          sid: first.ok && first.sid,
          to: '+16045550100',
          body: 'First text',
          segments: 1,
          date: '2027-01-01T10:00:00.000Z',
        },
      ]);
      expect(data.texts[0].sid).toMatch(/^SM[0-9a-f]{32}$/);
    } finally {
      await t.close();
    }
  });
});

describe('admin outbox with SMTP_URL set', () => {
  it('says mail goes over SMTP and lists nothing', async () => {
    const smtp = await startTestSmtpServer();
    const t = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const admin = await signUpAdmin(t);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/outbox',
        headers: { cookie: admin },
      });
      expect(response.json().data).toMatchObject({ transport: 'smtp', messages: [], total: 0 });
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/outbox/x@teewatch',
            headers: { cookie: admin },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
