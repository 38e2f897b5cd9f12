import Fastify from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWatchingGolfer, recordMatchedOpening } from '../../test/delivery-test-kit';
import { startAlertMailApp } from '../../test/smtp-test-app';
import { createTestApp, firstActiveCourse, type TestApp } from '../../test/test-context';
import type { TestSmtpServer } from '../../test/test-smtp-server';
import { notifications } from '../db/schema';
import { deliverPending, emailChannel } from '../delivery';
import { workerMetricsRoutes } from './worker-metrics';

// Issue 46 item 7: /metrics on the API and the worker shows the delivery's figures, read from the
// database when scraped: they follow the rows. Real app, database and SMTP server, one fixed clock.

const TOKEN = 'metrics-token-0123456789';
const day = '2026-06-15';
const now = new Date('2026-06-10T15:00:00Z');
const secondsBefore = (seconds: number) => new Date(now.getTime() - seconds * 1000);

let testApp: TestApp;
let smtp: TestSmtpServer;
let courseId: number;

beforeAll(async () => {
  ({ smtp, testApp } = await startAlertMailApp(
    { NODE_ENV: 'test', METRICS_TOKEN: TOKEN, SMS_DAILY_LIMIT: '40', ALERT_MIN_GAP_MINUTES: '0' },
    { clock: () => now },
  ));
  ({ id: courseId } = await firstActiveCourse(testApp));
}, 120_000);
afterAll(async () => {
  await smtp?.close();
  await testApp?.close();
});

/** The scraped samples, `name{labels}` → value. */
async function scrape(): Promise<Map<string, number>> {
  const answer = await testApp.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.statusCode).toBe(200);
  return samplesOf(answer.body);
}

function samplesOf(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^(teewatch_[a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

describe('delivery metrics', { timeout: 120_000 }, () => {
  it('the backlog, the oldest waiting alert, sends and failures follow the rows', async () => {
    const before = await scrape();
    expect(before.get('teewatch_deliveries_pending{channel="email"}')).toBe(0);
    expect(before.get('teewatch_deliveries_pending{channel="push"}')).toBe(0);
    expect(before.get('teewatch_alert_oldest_pending_seconds')).toBe(0);

    const ann = await createWatchingGolfer(testApp, {
      email: 'ann@example.com',
      courseId,
      date: day,
      alertChannel: 'email',
    });
    await recordMatchedOpening(testApp, {
      courseId,
      date: day,
      time: '08:10',
      requestIds: [ann.requestId],
      now: secondsBefore(90),
    });
    const waiting = await scrape();
    expect(waiting.get('teewatch_deliveries_pending{channel="email"}')).toBe(1);
    expect(waiting.get('teewatch_alert_oldest_pending_seconds')).toBe(90);

    const options = { db: testApp.ctx.db, config: testApp.config, clock: () => now, concurrency: 1 };
    expect(await deliverPending(emailChannel, options)).toMatchObject({ sent: 1, failed: 0 });
    const sent = await scrape();
    expect(sent.get('teewatch_deliveries_pending{channel="email"}')).toBe(0);
    expect(sent.get('teewatch_alert_oldest_pending_seconds')).toBe(0);
    expect(sent.get('teewatch_delivery_sends_last_day{channel="email"}')).toBe(1);

    const ben = await createWatchingGolfer(testApp, {
      email: 'ben@example.com',
      courseId,
      date: day,
      alertChannel: 'email',
    });
    await recordMatchedOpening(testApp, {
      courseId,
      date: day,
      time: '08:20',
      requestIds: [ben.requestId],
      now: secondsBefore(30),
    });
    smtp.setDown(true);
    try {
      expect(await deliverPending(emailChannel, options)).toMatchObject({ sent: 0, failed: 1 });
    } finally {
      smtp.setDown(false);
    }
    const failed = await scrape();
    expect(failed.get('teewatch_delivery_failures_last_day{channel="email",error="status-451"}')).toBe(1);
    expect(failed.get('teewatch_delivery_sends_last_day{channel="email"}')).toBe(1);
    // Still waiting (the failure backs off), so still the oldest alert.
    expect(failed.get('teewatch_alert_oldest_pending_seconds')).toBe(30);
  });

  it('texts today against SMS_DAILY_LIMIT', async () => {
    const before = await scrape();
    expect(before.get('teewatch_sms_daily_limit')).toBe(40);
    await testApp.ctx.db.insert(notifications).values(
      [1, 2].map(() => ({
        notificationMethod: 'sms' as const,
        isSuccessful: true,
        notificationSentAt: secondsBefore(60),
      })),
    );
    expect((await scrape()).get('teewatch_sms_sent_today')).toBe(
      (before.get('teewatch_sms_sent_today') ?? 0) + 2,
    );
  });

  it('the job queues’ depth, and the database pool on PostgreSQL', async () => {
    const { database } = testApp.ctx;
    const boss =
      database.kind === 'pglite'
        ? new PgBoss({
            db: fromPglite(database.pglite),
            backend: 'pglite',
            supervise: false,
            schedule: false,
          })
        : new PgBoss({
            connectionString: testApp.config.databaseUrl,
            max: 1,
            supervise: false,
            schedule: false,
          });
    await boss.start();
    try {
      await boss.createQueue('metrics.probe');
      await boss.send('metrics.probe', {}, { startAfter: 3600 });
      await boss.send('metrics.probe', {}, { startAfter: 3600 });
      const samples = await scrape();
      expect(samples.get('teewatch_job_queue_depth{queue="metrics.probe",state="queued"}')).toBe(2);
      if (database.kind === 'postgres')
        expect(samples.get('teewatch_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      else expect(samples.has('teewatch_db_pool_connections{state="total"}')).toBe(false);
    } finally {
      await boss.stop({ graceful: false, close: database.kind !== 'pglite' });
    }
  });

  it('is 404 without the token, with a wrong one, and without METRICS_TOKEN', async () => {
    const closed = await createTestApp();
    try {
      for (const app of [testApp.app, closed.app]) {
        for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }]) {
          const answer = await app.inject({ url: '/metrics', headers });
          expect(answer.statusCode).toBe(404);
          expect(answer.json()).toEqual({ success: false, error: 'Route GET /metrics not found' });
        }
      }
      expect(
        (await closed.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('a worker’s health server serves the same figures to the token only', async () => {
    const health = Fastify();
    await health.register(workerMetricsRoutes, { ctx: testApp.ctx });
    try {
      expect((await health.inject({ url: '/metrics' })).statusCode).toBe(404);
      const answer = await health.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.statusCode).toBe(200);
      const samples = samplesOf(answer.body);
      expect(samples.get('teewatch_delivery_sends_last_day{channel="email"}')).toBe(1);
      expect(samples.has('teewatch_deliveries_pending{channel="sms"}')).toBe(true);
      expect(answer.body).toContain('process_cpu_seconds_total');
      // The mirror's gauges on the first scrape already: every one awaits the one read that fills them.
      expect(answer.body).toMatch(/^teewatch_upstream_requests_per_minute\{host="[^"]+"\} \d/m);
      expect(answer.body).toMatch(/^teewatch_mirror_cadence_seconds\{host="[^"]+",tier="[^"]+"\} \d/m);
    } finally {
      await health.close();
    }
  });
});
