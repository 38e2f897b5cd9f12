import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { startSimulator } from '@teewatch/simulator';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseIdBySeedKey, runSchedulerTick } from '../../test/alerts-test-kit';
import { closeAfterAll } from '../../test/close-after-all';
import { createTestApp, postMonitoringRequest, signUp, type TestApp } from '../../test/test-context';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { rowsOf } from '../db/rows-of';
import { notifications } from '../db/schema';
import { matchOpeningsToRequests } from '../features/alerts';
import { createMirrorScheduler } from '../features/mirror';
import { currentTraceId } from '../lib/trace-context';
import { type JobRunner, startJobRunner } from './job-runner';

// Issue 46 item 7: one id follows the work. The request that confirms an address (X-Request-Id) wakes
// the delivery: its job carries the id and the alert's notifications row records it; a read the
// scheduler starts runs under an id of its own, which its hand-off carries. Real parts, one fixed clock.

const NOW = new Date('2027-03-10T17:00:00Z');
const clock = () => NOW;
const silent = { info() {}, error() {} };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('trace ids through jobs and deliveries', { timeout: 180_000 }, () => {
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
        // Only the wake-up of the confirming request delivers: the plan's own tick is an hour away.
        ALERT_PLAN_INTERVAL_SECONDS: '3600',
        MIRROR_HORIZON_DAYS: '1',
      },
      { clock },
    );
  });
  closeAfterAll(() => [runner, t, smtp, simulator]);

  it('a read the scheduler starts hands its matches on under an id of its own', async () => {
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
    const handedOff: (string | undefined)[] = [];
    const { db, config, sources } = t.ctx;
    const scheduler = createMirrorScheduler({
      db,
      config,
      sources,
      clock,
      matchOpeningsToRequests,
      delivery: { deliverMatches: async () => void handedOff.push(currentTraceId()) },
    });
    await scheduler.tick();
    await scheduler.settle();
    expect(handedOff.length).toBeGreaterThan(0);
    for (const id of handedOff) expect(id).toMatch(UUID);
  });

  it('the request that wakes the delivery: its job carries its id, the notifications row records it', async () => {
    // The address is not confirmed yet: what was matched waits for it.
    expect((await runSchedulerTick(t, clock)).delivery).toEqual({ sent: 0, failed: 0 });
    runner = await startJobRunner({ ctx: t.ctx, log: silent });
    await smtp.waitForMessages(1);
    const link = /href="([^"]+verify-email[^"]+)"/.exec(String(smtp.messages[0]!.html))![1]!;
    const url = new URL(link.replaceAll('&amp;', '&'));
    const confirmed = await t.app.inject({
      url: `${url.pathname}${url.search}`,
      headers: { 'x-request-id': 'confirm-7f3a' },
    });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers['x-request-id']).toBe('confirm-7f3a');
    await smtp.waitForMessages(2);

    const [alert] = await t.ctx.db
      .select({ traceId: notifications.traceId })
      .from(notifications)
      .where(eq(notifications.recipient, 'late@example.com'));
    expect(alert).toEqual({ traceId: 'confirm-7f3a' });
    const jobs = rowsOf<{ name: string }>(
      await t.ctx.db.execute(
        sql`select name from pgboss.job where data->>'traceId' = 'confirm-7f3a' order by name`,
      ),
    );
    expect(jobs.map((job) => job.name)).toContain('alerts.notify');
  });
});
