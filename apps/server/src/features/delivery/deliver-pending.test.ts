import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientsOf } from '../../../test/alerts-test-kit';
import {
  createTestApp,
  firstActiveCourse,
  signUp,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/test-context';
import { startTestPushService, type TestPushService } from '../../../test/test-push-service';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server';
import { notifications, pushSubscriptions, requestAlerts, slotOpenings, teeTimeSlots } from '../../db/schema';
import { emailChannel } from '../alerts';
import { ACCOUNT_VERIFICATION_SUBJECT } from '../email-confirmation/confirmation-emails';
import { pushChannel } from '../push';
import { deliverPending } from './deliver-pending';
import { listDue } from './list-due';

// The engine's hand-off (issue 36): the request ids the mirror hands on are listed first on every
// channel, and the drain then goes on over everything due, so a hand-off never leaves other news
// waiting. Real app and database, a real SMTP server and a local push service, one fixed clock.

const DATE = '2026-06-15';
const now = new Date('2026-06-10T15:00:00Z');
const clock = () => now;

let testApp: TestApp;
let smtp: TestSmtpServer;
let push: TestPushService;
let courseId: number;
const requestOf: Record<'ann' | 'ben', number> = { ann: 0, ben: 0 };

async function createRequest(email: string, alertChannel: 'email' | 'both', device?: string) {
  const cookie = await signUp(testApp.app, { email });
  if (device) {
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: push.subscribe(device),
    });
    expect(added.statusCode).toBe(201);
  }
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/monitoring-requests',
    headers: { origin: TEST_ORIGIN, cookie },
    payload: {
      courseIds: [courseId],
      preferredDates: [DATE],
      startTime: '07:00',
      endTime: '11:00',
      numberOfPlayers: 2,
      contactEmail: email,
      alertChannel,
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json().data.id as number;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer({ ignore: (mail) => mail.subject === ACCOUNT_VERIFICATION_SUBJECT });
  testApp = await createTestApp(
    { NODE_ENV: 'test', SMTP_URL: smtp.url, MAIL_FROM: 'Teewatch <alerts@teewatch.test>' },
    { clock },
  );
  push = await startTestPushService({ vapidPublicKey: testApp.config.push.publicKey });
  ({ id: courseId } = await firstActiveCourse(testApp));
  requestOf.ann = await createRequest('ann@example.com', 'email');
  requestOf.ben = await createRequest('ben@example.com', 'both', 'ben-phone');

  // One time opens and matches both requests, as a mirror read records it.
  const seen = { courseId, date: DATE, time: '08:10', holes: 18, availableSpots: 4, price: 62 };
  const [slot] = await testApp.ctx.db
    .insert(teeTimeSlots)
    .values({ ...seen, bookingUrl: 'https://example.com/book', firstSeenAt: now, lastSeenAt: now })
    .returning({ id: teeTimeSlots.id });
  const [opening] = await testApp.ctx.db
    .insert(slotOpenings)
    .values({ ...seen, slotId: slot!.id, openedAt: now })
    .returning({ id: slotOpenings.id });
  await testApp.ctx.db
    .insert(requestAlerts)
    .values(
      Object.values(requestOf).map((requestId) => ({ requestId, openingId: opening!.id, createdAt: now })),
    );
}, 120_000);
afterAll(async () => {
  await push?.close();
  await smtp?.close();
  await testApp?.close();
});

describe('delivery hand-off', { timeout: 60_000 }, () => {
  const options = () => ({ db: testApp.ctx.db, config: testApp.config, clock, concurrency: 1 });

  it('lists only the recipients the handed-off requests concern, on each channel', async () => {
    const scope = { db: testApp.ctx.db, config: testApp.config, now };
    expect(await listDue(emailChannel, scope)).toEqual([requestOf.ann, requestOf.ben]);
    expect(await listDue(emailChannel, { ...scope, requestIds: [requestOf.ben] })).toEqual([requestOf.ben]);
    const [phone] = await testApp.ctx.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions);
    expect(await listDue(pushChannel, { ...scope, requestIds: [requestOf.ben] })).toEqual([phone!.id]);
    expect(await listDue(pushChannel, { ...scope, requestIds: [requestOf.ann] })).toEqual([]);
  });

  it('sends the handed-off request first, then drains the rest, each once', async () => {
    expect(await deliverPending(emailChannel, { ...options(), requestIds: [requestOf.ben] })).toEqual({
      sent: 2,
      failed: 0,
    });
    expect(recipientsOf(smtp.messages)).toEqual(['ben@example.com', 'ann@example.com']);
    const emailed = await testApp.ctx.db
      .select({ requestId: notifications.requestId })
      .from(notifications)
      .where(eq(notifications.notificationMethod, 'email'))
      .orderBy(asc(notifications.id));
    expect(emailed.map((row) => row.requestId)).toEqual([requestOf.ben, requestOf.ann]);
    expect(await deliverPending(emailChannel, options())).toEqual({ sent: 0, failed: 0 });
  });

  it('a hand-off that concerns no recipient of a channel still drains what that channel has due', async () => {
    expect(await deliverPending(pushChannel, { ...options(), requestIds: [requestOf.ann] })).toEqual({
      sent: 1,
      failed: 0,
      removed: 0,
    });
    expect(push.received.map((entry) => [entry.device, entry.payload.time])).toEqual([
      ['ben-phone', '08:10'],
    ]);
    expect(await deliverPending(pushChannel, options())).toEqual({ sent: 0, failed: 0, removed: 0 });
  });
});
