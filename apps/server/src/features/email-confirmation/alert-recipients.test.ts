import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smtpTestAppForThisSuite } from '../../../test/smtp-test-app';
import {
  postMonitoringRequest,
  signUp,
  signUpAdmin,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/test-context';
import type { TestSmtpServer } from '../../../test/test-smtp-server';
import { rowsOf } from '../../db/rows-of';
import { monitoringRequests, user } from '../../db/schema';
import { deliverPendingAlerts } from '../alerts';
import { requestContactEmailConfirmation } from './contact-email-confirmation';

// Who may receive alert emails (issue 13, hole 2), through the real delivery code and a real SMTP
// server. Pending alerts are written straight into the tables the poller fills, so these tests do not
// depend on the tee-sheet polling being rebuilt elsewhere.

const date = addDaysToIsoDate(vancouverToday(new Date()), 5);

describe('alert recipients: confirmed addresses only, no banned users, a daily cap per address', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let courseId: number;
  let slotTime = 0;

  const suite = smtpTestAppForThisSuite({ ALERT_EMAILS_PER_RECIPIENT_PER_DAY: '2' });
  beforeAll(() => {
    ({ t, smtp, courseId } = suite);
  });

  async function createRequest(cookie: string, contactEmail: string): Promise<number> {
    const response = await postMonitoringRequest(t.app, cookie, {
      courseIds: [courseId],
      preferredDates: [date],
      startTime: '06:00',
      endTime: '21:00',
      numberOfPlayers: 0,
      contactEmail,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.id;
  }

  /** One new open slot and a pending alert for `requestId`, as a poll cycle would leave them. */
  async function pendingAlert(requestId: number): Promise<void> {
    slotTime += 1;
    const time = `${String(6 + Math.floor(slotTime / 60)).padStart(2, '0')}:${String(slotTime % 60).padStart(2, '0')}`;
    const [slot] = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`
        insert into tee_time_slots (course_id, date, time, holes, available_spots)
        values (${courseId}, ${date}, ${time}, 18, 4) returning id`),
    );
    const [opening] = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`
        insert into slot_openings (slot_id, course_id, date, time, holes, available_spots)
        values (${slot!.id}, ${courseId}, ${date}, ${time}, 18, 4) returning id`),
    );
    await t.ctx.db.execute(
      sql`insert into request_alerts (request_id, opening_id) values (${requestId}, ${opening!.id})`,
    );
  }

  // One delivery at a time here; the cap under concurrent deliveries has its own test below.
  const deliver = () =>
    deliverPendingAlerts({ db: t.ctx.db, config: t.config, clock: t.ctx.clock, concurrency: 1 });
  const CONFIRM_SUBJECT = 'Confirm tee-time alerts to this address';
  const isAlert = (m: { subject?: string }) => !m.subject?.startsWith('Confirm');
  /** Recipients of alert emails (sign-up verification and contact confirmations arrive too, unawaited). */
  const recipients = () =>
    smtp.messages.filter(isAlert).map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text);
  const confirmationsTo = (address: string) =>
    smtp.messages.filter(
      (m) => m.subject === CONFIRM_SUBJECT && (Array.isArray(m.to) ? m.to[0] : m.to)?.text === address,
    );
  async function waitForConfirmationTo(address: string) {
    for (let i = 0; i < 100 && confirmationsTo(address).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [message] = confirmationsTo(address);
    if (!message) throw new Error(`no confirmation email to ${address}`);
    return message;
  }

  it('sends nothing to an account address that was never confirmed, then sends once it is', async () => {
    const cookie = await signUp(t.app, { email: 'unverified@example.com', verified: false });
    const id = await createRequest(cookie, 'unverified@example.com');
    const listed = await t.app.inject({ url: '/api/monitoring-requests', headers: { cookie } });
    expect(listed.json().data[0]).toMatchObject({ id, contact_email_confirmed: false });
    await pendingAlert(id);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });

    await t.ctx.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'unverified@example.com'));
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(recipients()).toEqual(['unverified@example.com']);
  });

  it('sends nothing to a stranger named as contact until the stranger follows the emailed link', async () => {
    const cookie = await signUp(t.app, { email: 'owner@example.com' });
    const id = await createRequest(cookie, 'Stranger@Example.org');
    const confirmation = await waitForConfirmationTo('stranger@example.org');
    expect(confirmation.text).toContain('owner@example.com asked Teewatch');

    await pendingAlert(id);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    const listed = await t.app.inject({ url: '/api/monitoring-requests', headers: { cookie } });
    expect(listed.json().data[0].contact_email_confirmed).toBe(false);

    // A second request naming the same address does not mail the stranger again (throttled). The route
    // asks for the confirmation without waiting; asked again here and awaited, the throttle answers, so the
    // route's ask cannot have sent (no sleep racing the unawaited send: decision 0175).
    await createRequest(cookie, 'stranger@example.org');
    const [owner] = await t.ctx.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'owner@example.com'));
    expect(
      await requestContactEmailConfirmation({
        db: t.ctx.db,
        config: t.config,
        userId: owner!.id,
        contactEmail: 'stranger@example.org',
        clock: t.ctx.clock,
      }),
    ).toBe('throttled');
    expect(confirmationsTo('stranger@example.org')).toHaveLength(1);

    const link = new URL(
      /https?:\/\/\S+\/api\/contact-email\/confirm\?token=[\w.%-]+/.exec(confirmation.text ?? '')![0],
    );
    const token = link.searchParams.get('token')!;
    const page = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Send alerts here');
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/contact-email/confirm?token=${encodeURIComponent(`${token.slice(0, -3)}AAA`)}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { accept: 'text/html' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Address confirmed');
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(recipients().map((to) => to?.toLowerCase())).toEqual(['stranger@example.org']);
  });

  it('a ban pauses every request of the user at once, and a banned user gets no email', async () => {
    const cookie = await signUp(t.app, { email: 'troll@example.com' });
    const first = await createRequest(cookie, 'troll@example.com');
    const second = await createRequest(cookie, 'troll@example.com');
    await pendingAlert(first);
    await pendingAlert(second);
    const admin = await signUpAdmin(t, 'ban-admin@example.com');
    const [troll] = await t.ctx.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'troll@example.com'));
    const ban = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/ban-user',
      headers: { cookie: admin, origin: TEST_ORIGIN },
      payload: { userId: troll!.id, banReason: 'abuse' },
    });
    expect(ban.statusCode).toBe(200);
    const rows = await t.ctx.db
      .select({ isActive: monitoringRequests.isActive })
      .from(monitoringRequests)
      .where(eq(monitoringRequests.userId, troll!.id));
    expect(rows.map((row) => row.isActive)).toEqual([false, false]);
    // Even if a request were switched back on behind the ban's back, the gate still holds.
    await t.ctx.db.update(monitoringRequests).set({ isActive: true }).where(eq(monitoringRequests.id, first));
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
  });

  it('caps alert emails per recipient per day across requests (ALERT_EMAILS_PER_RECIPIENT_PER_DAY=2)', async () => {
    const cookie = await signUp(t.app, { email: 'busy@example.com' });
    const ids = [
      await createRequest(cookie, 'busy@example.com'),
      await createRequest(cookie, 'busy@example.com'),
      await createRequest(cookie, 'busy@example.com'),
    ];
    for (const id of ids) await pendingAlert(id);
    const result = await deliver();
    expect(result.sent).toBe(2);
    expect(recipients()).toEqual(['busy@example.com', 'busy@example.com']);
  });

  it('keeps the cap exact when deliveries for one address run at once', async () => {
    // Six requests of one address claimed concurrently (on PostgreSQL each claim has its own
    // connection, as in separate workers): the claims to one address are serialised and re-counted.
    const cookie = await signUp(t.app, { email: 'rush@example.com' });
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) ids.push(await createRequest(cookie, 'rush@example.com'));
    for (const id of ids) await pendingAlert(id);
    const results = await Promise.all([
      deliverPendingAlerts({ db: t.ctx.db, config: t.config, clock: t.ctx.clock, concurrency: 3 }),
      deliverPendingAlerts({ db: t.ctx.db, config: t.config, clock: t.ctx.clock, concurrency: 3 }),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(2);
    expect(recipients().filter((address) => address === 'rush@example.com')).toHaveLength(2);
  });
});
