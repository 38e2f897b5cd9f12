import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientsOf } from '../../test/alerts-test-kit';
import { createWatchingGolfer, recordMatchedOpening } from '../../test/delivery-test-kit';
import { startAlertMailApp } from '../../test/smtp-test-app';
import { firstActiveCourse, type TestApp } from '../../test/test-context';
import { startTestPushService, type TestPushService } from '../../test/test-push-service';
import type { TestSmtpServer } from '../../test/test-smtp-server';
import { waitUntil } from '../../test/wait-until';
import type { Tx } from '../db/client';
import { notifications, pushSubscriptions } from '../db/schema';
import { closeEmailTransport } from '../email/send-email';
import { ruleInstant } from '../lib/slot-rules-sql';
import { emailChannel } from './channels/email/email-channel';
import { pushChannel } from './channels/push/push-channel';
import { deliverPending } from './deliver-pending';
import type { ClaimScope } from './delivery-channel';
import { listDue } from './list-due';
import { tryRecipientLock } from './recipient-lock';

// The engine's hand-off (issue 36): the request ids the mirror hands on are listed first on every
// channel, and the drain then goes on over everything due, so a hand-off never leaves other news
// waiting; and a claim's row lock never holds up a row that points at it. Real app and database, a real
// SMTP server and a local push service, one fixed clock.

const day = '2026-06-15';
const now = new Date('2026-06-10T15:00:00Z');
const requestOf: Record<'ann' | 'ben', number> = { ann: 0, ben: 0 };
let testApp: TestApp;
let smtp: TestSmtpServer;
let push: TestPushService;

beforeAll(async () => {
  ({ smtp, testApp } = await startAlertMailApp({ NODE_ENV: 'test' }, { clock: () => now }));
  push = await startTestPushService({ vapidPublicKey: testApp.config.push.publicKey });
  const { id: courseId } = await firstActiveCourse(testApp);
  const watching = { courseId, date: day, push };
  ({ requestId: requestOf.ann } = await createWatchingGolfer(testApp, {
    ...watching,
    email: 'ann@example.com',
    alertChannel: 'email',
  }));
  ({ requestId: requestOf.ben } = await createWatchingGolfer(testApp, {
    ...watching,
    email: 'ben@example.com',
    alertChannel: 'both',
    devices: ['ben-phone'],
  }));
  // One time opens and matches both requests.
  await recordMatchedOpening(testApp, {
    courseId,
    date: day,
    time: '08:10',
    requestIds: Object.values(requestOf),
    now,
  });
}, 120_000);
afterAll(async () => {
  await push?.close();
  await smtp?.close();
  await testApp?.close();
});

describe('delivery hand-off', { timeout: 60_000 }, () => {
  const options = () => ({ db: testApp.ctx.db, config: testApp.config, clock: () => now, concurrency: 1 });

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

// A channel's claim holds its recipient (a request, a device) against the other workers by the engine's
// one lock (recipient-lock.ts), never a row lock that a row pointing at it would wait for (decision 0212). A text claim inserts notifications for a golfer's requests while
// holding the golfer lock; an email claim held the request `for update` and then waited for that golfer
// lock, while the insert's foreign-key check waited for the request: PostgreSQL found the deadlock after
// deadlock_timeout and failed one claim (twice in a churn replay). Here the foreign key's own lock is taken
// with NOWAIT from another connection while the claim's transaction is open: it fails at once if the
// claim's lock conflicts. Two connections: PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'claim locks leave foreign keys free',
  { tags: ['needs-postgres'] },
  () => {
    // After the hand-off's sends and the minimum gap: a new time for Ben, due on both of his channels.
    const later = new Date(now.getTime() + 2 * 60 * 60_000);
    beforeAll(async () => {
      const { id: courseId } = await firstActiveCourse(testApp);
      await recordMatchedOpening(testApp, {
        courseId,
        date: day,
        time: '08:20',
        requestIds: [requestOf.ben],
        now: later,
      });
    });

    /** While the engine holds `channel`'s lock on recipient `id`, another connection takes the key-share lock on it. */
    async function keyShareWhileLocked(
      channel: { name: string; readRecipient: (tx: Tx, id: number, scope: ClaimScope) => Promise<unknown> },
      id: number,
      table: 'monitoring_requests' | 'push_subscriptions',
    ): Promise<void> {
      const { db } = testApp.ctx;
      await db.transaction(async (tx) => {
        expect(await tryRecipientLock(tx, channel.name, id)).toBe(true);
        expect(
          await channel.readRecipient(tx, id, { db, config: testApp.config, instant: ruleInstant(later) }),
        ).toBeDefined();
        await db.execute(sql`select id from ${sql.identifier(table)} where id = ${id} for key share nowait`);
      });
    }

    it("the email claim's lock on a request lets a notification point at it", async () => {
      await expect(
        keyShareWhileLocked(emailChannel, requestOf.ben, 'monitoring_requests'),
      ).resolves.toBeUndefined();
    });

    it("the push claim's lock on a device lets a notification point at it", async () => {
      const [phone] = await testApp.ctx.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions);
      await expect(
        keyShareWhileLocked(pushChannel, phone!.id, 'push_subscriptions'),
      ).resolves.toBeUndefined();
    });

    // One lock scheme (issue 49 item 2): a second worker skips a recipient one channel is claiming for,
    // while another channel of the same request goes on.
    it('skips a recipient another worker holds on that channel, never on another channel', async () => {
      const { db } = testApp.ctx;
      await db.transaction(async (tx) => {
        expect(await tryRecipientLock(tx, emailChannel.name, requestOf.ben)).toBe(true);
        await db.transaction(async (other) => {
          expect(await tryRecipientLock(other, emailChannel.name, requestOf.ben)).toBe(false);
          expect(await tryRecipientLock(other, 'sms', requestOf.ben)).toBe(true);
        });
      });
    });
  },
);

// A stopping worker (decision 0221): the drain takes no claim once told to stop claiming, and a send its
// provider has not accepted when told to stop sending is released (not failed): due again at once,
// resumed as it was, with no back-off. The SMTP server holds the send at RCPT TO; closing the app's
// transport cuts it, as the job runner does at the end of its grace.
describe('a stopping drain', { timeout: 60_000 }, () => {
  const at = new Date(now.getTime() + 4 * 60 * 60_000);
  const options = () => ({ db: testApp.ctx.db, config: testApp.config, clock: () => at, concurrency: 1 });
  const annDue = () =>
    listDue(emailChannel, {
      db: testApp.ctx.db,
      config: testApp.config,
      now: at,
      requestIds: [requestOf.ann],
    });
  const annEmails = () =>
    testApp.ctx.db
      .select({
        id: notifications.id,
        isSuccessful: notifications.isSuccessful,
        errorMessage: notifications.errorMessage,
        messageId: notifications.messageId,
      })
      .from(notifications)
      .where(eq(notifications.requestId, requestOf.ann))
      .orderBy(asc(notifications.id));
  beforeAll(async () => {
    const { id: courseId } = await firstActiveCourse(testApp);
    await recordMatchedOpening(testApp, {
      courseId,
      date: day,
      time: '08:40',
      requestIds: [requestOf.ann],
      now: at,
    });
  });

  it('claims nothing once told to stop claiming', async () => {
    const stopped = AbortSignal.abort();
    const stop = { claiming: stopped, sending: new AbortController().signal };
    expect(await deliverPending(emailChannel, { ...options(), stop })).toEqual({ sent: 0, failed: 0 });
    expect(await annDue()).toEqual([requestOf.ann]);
  });

  it('releases a send not yet accepted when told to stop sending; the next drain resumes it, once', async () => {
    const before = smtp.messages.length;
    const emailsBefore = (await annEmails()).length;
    smtp.holdRecipients(true);
    const sending = new AbortController();
    const stop = { claiming: new AbortController().signal, sending: sending.signal };
    const drain = deliverPending(emailChannel, { ...options(), stop });
    await waitUntil(() => smtp.heldClients().length > 0, 'the send held at RCPT TO');
    sending.abort();
    closeEmailTransport(testApp.config);
    expect(await drain).toEqual({ sent: 0, failed: 0 });
    smtp.holdRecipients(false);
    const released = (await annEmails()).slice(emailsBefore);
    expect(released).toMatchObject([{ isSuccessful: false, errorMessage: null }]);
    // Due now, not after ALERT_CLAIM_TIMEOUT_SECONDS, and outside any back-off.
    expect(await annDue()).toEqual([requestOf.ann]);
    // (Ben's later time, due too, goes in the same drains.)
    await deliverPending(emailChannel, options());
    const [resumed, ...more] = (await annEmails()).slice(emailsBefore);
    expect(more).toEqual([]);
    expect(resumed).toMatchObject({ id: released[0]!.id, isSuccessful: true, errorMessage: null });
    const toAnn = smtp.messages.slice(before).filter((mail) => recipientsOf([mail])[0] === 'ann@example.com');
    expect(toAnn.map((mail) => mail.messageId)).toEqual([resumed!.messageId]);
  });

  it('a send in flight when claiming stops goes on, and its acceptance is recorded', async () => {
    const later = new Date(at.getTime() + 60 * 60_000);
    const { id: courseId } = await firstActiveCourse(testApp);
    await recordMatchedOpening(testApp, {
      courseId,
      date: day,
      time: '08:50',
      requestIds: [requestOf.ann],
      now: later,
    });
    const emailsBefore = (await annEmails()).length;
    // The send the last test cut short stays listed as held: this one's is the next.
    const heldBefore = smtp.heldClients().length;
    smtp.holdRecipients(true);
    const claiming = new AbortController();
    const stop = { claiming: claiming.signal, sending: new AbortController().signal };
    const drain = deliverPending(emailChannel, {
      ...options(),
      clock: () => later,
      requestIds: [requestOf.ann],
      stop,
    });
    await waitUntil(() => smtp.heldClients().length > heldBefore, 'the send held at RCPT TO');
    claiming.abort();
    smtp.holdRecipients(false);
    smtp.releaseHeld();
    expect((await drain).sent).toBeGreaterThanOrEqual(1);
    expect((await annEmails()).slice(emailsBefore)).toMatchObject([
      { isSuccessful: true, errorMessage: null },
    ]);
  });
});
