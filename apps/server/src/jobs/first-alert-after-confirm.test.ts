import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { startSimulator } from '@teewatch/simulator';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseIdBySeedKey, recipientsOf, runSchedulerTick } from '../../test/alerts-test-kit';
import { closeAfterAll } from '../../test/close-after-all';
import {
  cookieHeader,
  createTestApp,
  postMonitoringRequest,
  signUp,
  type TestApp,
} from '../../test/test-context';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { ACCOUNT_VERIFICATION_SUBJECT } from '../features/email-confirmation/confirmation-emails';
import { type JobRunner, startJobRunner } from './job-runner';

// Issue 26: a golfer who joins the waitlist before confirming their address gets what is open for it
// within one alert cycle of confirming. Real parts throughout, on a fixed clock: the simulator's tee
// sheets, the app's reads and the job runner all see 09:00 in Vancouver on 10 March 2027.

const NOW = new Date('2027-03-10T17:00:00Z');
const clock = () => NOW;
const silent = { info() {}, error() {} };

describe('the first alert after confirming the address', () => {
  let simulator: Awaited<ReturnType<typeof startSimulator>>;
  let smtp: TestSmtpServer;
  let t: TestApp;
  let runner: JobRunner | undefined;
  const date = addDaysToIsoDate(vancouverToday(NOW), 1);

  beforeAll(async () => {
    simulator = await startSimulator({ port: 0, seed: 7, churnIntervalMs: 0, now: clock });
    smtp = await startTestSmtpServer();
    t = await createTestApp(
      {
        UPSTREAM_MODE: 'simulator',
        SIMULATOR_URL: simulator.url,
        SMTP_URL: smtp.url,
        CPS_REQUESTS_PER_SECOND: '200',
        CHRONOGOLF_REQUESTS_PER_SECOND: '200',
        ALERT_MIN_GAP_MINUTES: '0',
        // The plan's own tick would deliver within a minute; only the wake-up can do it sooner.
        ALERT_PLAN_INTERVAL_SECONDS: '3600',
        MIRROR_HORIZON_DAYS: '1',
      },
      { clock },
    );
  });
  closeAfterAll(() => [runner, t, smtp, simulator]);

  it('holds the alert until the link is followed, then sends what is open now at once', async () => {
    const fraserview = await courseIdBySeedKey(t, 'cps:golfvancouver:2');
    simulator.setSlot({ system: 'cps', site: 'golfvancouver', courseId: 2, date, time: '08:04', spots: 4 });
    const cookie = await signUp(t.app, { email: 'late@example.com', verified: false });
    const created = await postMonitoringRequest(t.app, cookie, {
      courseIds: [fraserview],
      preferredDates: [date],
      startTime: '08:00',
      endTime: '09:00',
      numberOfPlayers: 2,
      contactEmail: 'late@example.com',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.contact_email_confirmed).toBe(false);

    // One tick of the worker's scheduler reads the pair and matches 08:04; the unconfirmed address gets nothing.
    const cycle = await runSchedulerTick(t, clock);
    expect(cycle.delivery).toEqual({ sent: 0, failed: 0 });
    await smtp.waitForMessages(1);
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([ACCOUNT_VERIFICATION_SUBJECT]);

    runner = await startJobRunner({ ctx: t.ctx, log: silent });
    const link = /href="([^"]+verify-email[^"]+)"/.exec(String(smtp.messages[0]!.html))![1]!;
    const url = new URL(link.replaceAll('&amp;', '&'));
    const confirmed = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    // Signed in on the dashboard, which says the address is confirmed.
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/dashboard?email-confirmed=1');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(confirmed.headers['set-cookie']) },
    });
    expect(session.json().user).toMatchObject({ email: 'late@example.com', emailVerified: true });

    await smtp.waitForMessages(2);
    const alert = smtp.messages[1]!;
    expect(recipientsOf([alert])).toEqual(['late@example.com']);
    expect(alert.text).toContain('8:04');
  });
});
