import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimAt, createWatchingGolfer, recordMatchedOpening } from '../../../../test/delivery-test-kit';
import { createTestApp, firstActiveCourse, TEST_ORIGIN, type TestApp } from '../../../../test/test-context';
import { startTestPushService, type TestPushService } from '../../../../test/test-push-service';
import {
  notifications,
  pushSubscriptions,
  requestAlerts,
  slotOpenings,
  teeTimeSlots,
} from '../../../db/schema';
import { deliverPending } from '../../deliver-pending';
import { listDeliverableRequests } from '../email/email-channel';
import { pushChannel } from './push-channel';
import { MAX_PUSH_PAYLOAD_BYTES, topicOf } from './push-payload';
import { sendPush } from './send-push';

// Push delivery (issue 28 items 1 and 3) on a real app and database, a fixed clock, and a local push
// service that checks each POST's VAPID JWT and decrypts its aes128gcm body with the device's own key.
// The mirror's part is played by rows as a read writes them (a slot, its opening, the request's match).

const DATE = '2026-06-15';
let now = new Date('2026-06-10T15:00:00Z');
const clock = () => now;
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

let testApp: TestApp;
let push: TestPushService;
let courseId: number;
let courseName: string;
let requestId: number;
let cookie: string;

beforeAll(async () => {
  testApp = await createTestApp({ NODE_ENV: 'test', ALERT_CLAIM_TIMEOUT_SECONDS: '60' }, { clock });
  push = await startTestPushService({ vapidPublicKey: testApp.config.push.publicKey });
  ({ id: courseId, name: courseName } = await firstActiveCourse(testApp));
  ({ cookie, requestId } = await createWatchingGolfer(testApp, {
    email: 'pia@example.com',
    courseId,
    date: DATE,
    alertChannel: 'push',
    push,
    devices: ['phone', 'laptop'],
  }));
}, 120_000);
afterAll(async () => {
  await push?.close();
  await testApp?.close();
});

/** A time opening and matching the request, as a mirror read records it. */
function openSlot(time: string, spots = 4) {
  return recordMatchedOpening(testApp, { courseId, date: DATE, time, spots, requestIds: [requestId], now });
}

/** A later read saw the time gone. */
async function takeSlot(ids: { slotId: number; openingId: number }) {
  await testApp.ctx.db.update(teeTimeSlots).set({ goneAt: now }).where(eq(teeTimeSlots.id, ids.slotId));
  await testApp.ctx.db.update(slotOpenings).set({ closedAt: now }).where(eq(slotOpenings.id, ids.openingId));
}

const deliver = () => deliverPending(pushChannel, { db: testApp.ctx.db, config: testApp.config, clock });
/** A worker's claim of the next push to one of pia's devices, taken now and not sent. */
async function claimPushFor(device: 'phone' | 'laptop') {
  const [row] = await testApp.ctx.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(sql`${pushSubscriptions.endpoint} like ${`%/push/${device}`}`);
  return claimAt(testApp, pushChannel, row!.id, now);
}
const receivedBy = (device: string) => push.received.filter((entry) => entry.device === device);
const pushRows = () =>
  testApp.ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.notificationMethod, 'push'))
    .orderBy(asc(notifications.id));

describe('push delivery', { timeout: 60_000 }, () => {
  let first: { slotId: number; openingId: number };

  it('pushes a new opening once to each device: course, date, time, spots, price, link; the slot as tag and Topic', async () => {
    first = await openSlot('07:10');
    expect(await deliver()).toEqual({ sent: 2, failed: 0, removed: 0 });
    expect(push.problems).toEqual([]);
    expect(push.received.map((entry) => entry.device).sort()).toEqual(['laptop', 'phone']);
    const [received] = receivedBy('phone');
    const tag = `slot-${courseId}-${DATE}-07:10-18`;
    expect(received!.payload).toMatchObject({
      kind: 'open',
      tag,
      title: `7:10 AM at ${courseName}`,
      courseName,
      date: DATE,
      time: '07:10',
      spots: 4,
      price: 62,
      moreCount: 0,
      silent: false,
    });
    // The Book link goes through the "Still open?" check (decision 0132) for this request and slot.
    expect(received!.payload.url).toMatch(
      new RegExp(`^${testApp.config.publicUrl}/api/open\\?token=v1\\.${requestId}\\.${first.slotId}\\.`),
    );
    expect(received!.payload.body).toBe('Mon, Jun 15 · 18 holes · 4 spots · $62.00 per player');
    expect(received!.topic).toBe(topicOf(tag));
    expect(received!.urgency).toBe('high');
    expect(Buffer.byteLength(JSON.stringify(received!.payload))).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES);

    // Once: nothing more on the next round, and every attempt is in the history as a push.
    expect(await deliver()).toEqual({ sent: 0, failed: 0, removed: 0 });
    expect(push.received).toHaveLength(2);
    const rows = await pushRows();
    expect(rows.map((row) => [row.isSuccessful, row.requestId, row.recipient])).toEqual([
      [true, requestId, 'Browser'],
      [true, requestId, 'Browser'],
    ]);
    // A push-only request: its alert counts as delivered, so no email is pending for it.
    const [alert] = await testApp.ctx.db
      .select()
      .from(requestAlerts)
      .where(eq(requestAlerts.openingId, first.openingId));
    expect(alert!.deliveredAt).not.toBeNull();
    expect(await listDeliverableRequests({ db: testApp.ctx.db, config: testApp.config, now })).not.toContain(
      requestId,
    );
  });

  it('names the soonest of several pending times and counts the others', async () => {
    advance(60);
    await openSlot('09:40');
    await openSlot('08:20');
    expect(await deliver()).toMatchObject({ sent: 2 });
    const latest = receivedBy('phone').at(-1)!;
    expect(latest.payload).toMatchObject({ time: '08:20', moreCount: 1 });
    expect(latest.payload.body).toContain('+1 more time');
    expect(await deliver()).toMatchObject({ sent: 0 });
  });

  it('replaces a pushed time that was taken with one quiet notice per device (same tag), and no email', async () => {
    advance(60);
    await takeSlot(first);
    const before = push.received.length;
    expect(await deliver()).toMatchObject({ sent: 2, failed: 0 });
    const notices = push.received.slice(before);
    expect(notices.map((entry) => entry.device).sort()).toEqual(['laptop', 'phone']);
    expect(notices[0]!.payload).toMatchObject({
      kind: 'taken',
      tag: `slot-${courseId}-${DATE}-07:10-18`,
      title: `7:10 AM at ${courseName} was taken`,
      silent: true,
    });
    expect(notices[0]!.topic).toBe(topicOf(`slot-${courseId}-${DATE}-07:10-18`));
    expect(await deliver()).toMatchObject({ sent: 0 });
  });

  it('retries a failed push with back-off, and records each attempt', async () => {
    advance(60);
    push.answerNext('phone', 500);
    const phoneBefore = receivedBy('phone').length;
    await openSlot('10:05');
    expect(await deliver()).toEqual({ sent: 1, failed: 1, removed: 0 });
    expect(receivedBy('phone')).toHaveLength(phoneBefore);
    const failed = (await pushRows()).filter((row) => !row.isSuccessful);
    expect(failed.map((row) => row.errorMessage)).toEqual(['The push service answered 500']);
    // Inside the back-off nothing is tried; after it the same time goes out once.
    advance(5);
    expect(await deliver()).toMatchObject({ sent: 0, failed: 0 });
    advance(15);
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    expect(receivedBy('phone').at(-1)!.payload.time).toBe('10:05');
    expect(push.attempts('phone')).toBe(receivedBy('phone').length + 1);
  });

  it('a claim cut off by a crash is resumed after its lease with the same payload, once', async () => {
    advance(60);
    await openSlot('10:30');
    // The worker claims, the push service accepts, and the worker dies before recording it.
    const claim = await claimPushFor('phone');
    expect(claim?.stored.payload.time).toBe('10:30');
    expect((await sendPush(testApp.config, claim!, claim!.stored.payload)).kind).toBe('accepted');
    const sentBeforeCrash = receivedBy('phone').length;

    // Inside the lease: nobody takes it over (the laptop gets its own push meanwhile).
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(receivedBy('phone')).toHaveLength(sentBeforeCrash);
    advance(61);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [crashed, resumed] = receivedBy('phone').slice(-2);
    expect(resumed!.payload).toEqual(crashed!.payload);
    expect(resumed!.topic).toBe(crashed!.topic);
    expect(await deliver()).toMatchObject({ sent: 0 });
    const row = (await pushRows()).find((entry) => entry.id === claim!.notificationId)!;
    expect(row.isSuccessful).toBe(true);
  });

  it('a resumed claim whose time was taken meanwhile is not sent', async () => {
    advance(60);
    const slot = await openSlot('10:50');
    const claim = await claimPushFor('laptop');
    expect(claim?.stored.payload.time).toBe('10:50');
    await deliver(); // the phone's push
    await takeSlot(slot);
    advance(61);
    const laptopBefore = receivedBy('laptop').length;
    await deliver();
    expect(receivedBy('laptop').filter((entry) => entry.payload.time === '10:50')).toHaveLength(0);
    expect(receivedBy('laptop').length).toBeGreaterThanOrEqual(laptopBefore);
    const row = (await pushRows()).find((entry) => entry.id === claim!.notificationId)!;
    expect(row.errorMessage).toMatch(/taken before the retry/);
  });

  it('410 from the push service removes the device and records why', async () => {
    advance(60);
    push.answerNext('laptop', 410);
    await openSlot('10:55');
    expect(await deliver()).toMatchObject({ sent: 1, removed: 1 });
    const devices = await testApp.app.inject({
      method: 'GET',
      url: '/api/push/subscriptions',
      headers: { cookie },
    });
    expect(
      devices.json().data.map((device: { endpoint: string }) => device.endpoint.split('/').at(-1)),
    ).toEqual(['phone']);
    const gone = (await pushRows()).find((row) => row.errorMessage?.includes('410'))!;
    expect(gone.errorMessage).toMatch(/no longer knows this device \(410\)/);
    expect(gone.pushSubscriptionId).toBeNull();
  });
  it("holds pushes in the golfer's quiet hours and pushes what is still open when they end (decision 0133)", async () => {
    advance(60);
    const hour = Number(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Vancouver',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(now),
    );
    const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    const setRules = (quietHours: { start: string; end: string } | null) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/account/delivery-rules',
        headers: { origin: TEST_ORIGIN, cookie },
        payload: { quietHours, muteUntil: null, dailyCap: null },
      });
    expect((await setRules({ start: hh(hour), end: hh(hour + 1) })).statusCode).toBe(200);
    const before = push.received.length;
    await openSlot('10:40');
    const taken = await openSlot('10:45');
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(push.received).toHaveLength(before);
    await takeSlot(taken);
    advance(3600);
    await deliver();
    const after = push.received.slice(before);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((entry) => entry.payload.time === '10:40')).toBe(true);
    expect((await setRules(null)).statusCode).toBe(200);
  });

  it('sends no taken notice for a date the golfer said "I booked it" for', async () => {
    advance(60);
    const slot = await openSlot('10:58');
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(receivedBy('phone').at(-1)!.payload.time).toBe('10:58');
    // What "I booked it" for the date does (decision 0071): the date leaves preferred_dates.
    await testApp.ctx.db.execute(
      sql`update monitoring_requests set preferred_dates = '{}', booked_dates = ${`{${DATE}}`}::date[] where id = ${requestId}`,
    );
    advance(30);
    await takeSlot(slot);
    const before = push.received.length;
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(push.received).toHaveLength(before);
  });
});
