import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWatchingGolfer, recordMatchedOpening } from '../../test/delivery-test-kit';
import { startAlertMailApp } from '../../test/smtp-test-app';
import { firstActiveCourse, type TestApp } from '../../test/test-context';
import { startTestPushService, type TestPushService } from '../../test/test-push-service';
import type { TestSmtpServer } from '../../test/test-smtp-server';
import type { Tx } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { emailChannel } from '../features/alerts';
import { pushChannel } from '../features/push';
import { ruleInstant } from '../lib/slot-rules-sql';
import type { ClaimScope } from './delivery-channel';

// A channel's claim locks its row (a request, a device) against the other workers, never against a
// row that only points at it (decision 0212). The text claim inserts notifications for a golfer's
// requests while holding the golfer lock; the email claim held the request `for update` and then
// waited for that golfer lock, and the insert's foreign-key check waited for the request: PostgreSQL
// found the deadlock after deadlock_timeout and failed one claim (twice in a churn replay). The check
// here is the foreign key's own lock, taken with NOWAIT from another connection while the claim's
// transaction is open: it fails at once if the claim's lock conflicts. Two connections: PostgreSQL only.

const DATABASE = process.env.TEST_DATABASE_URL;
const now = new Date('2026-06-10T15:00:00Z');

describe.skipIf(!DATABASE)('claim locks leave foreign keys free', { tags: ['needs-postgres'] }, () => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let push: TestPushService;
  let requestId: number;
  let deviceId: number;

  beforeAll(async () => {
    ({ smtp, testApp } = await startAlertMailApp({ NODE_ENV: 'test' }, { clock: () => now }));
    push = await startTestPushService({ vapidPublicKey: testApp.config.push.publicKey });
    const { id: courseId } = await firstActiveCourse(testApp);
    ({ requestId } = await createWatchingGolfer(testApp, {
      email: 'kim@example.com',
      courseId,
      date: '2026-06-15',
      alertChannel: 'both',
      push,
      devices: ['kim-phone'],
    }));
    await recordMatchedOpening(testApp, {
      courseId,
      date: '2026-06-15',
      time: '08:10',
      requestIds: [requestId],
      now,
    });
    const [device] = await testApp.ctx.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, push.subscribe('kim-phone').endpoint));
    deviceId = device!.id;
  }, 120_000);
  afterAll(async () => {
    await push?.close();
    await smtp?.close();
    await testApp?.close();
  });

  /** While `lock` holds a claim's lock on row `id`, another connection takes the key-share lock on `table`'s row. */
  async function keyShareWhileLocked(
    lock: (tx: Tx, id: number, scope: ClaimScope) => Promise<unknown>,
    id: number,
    table: 'monitoring_requests' | 'push_subscriptions',
  ): Promise<void> {
    const { db } = testApp.ctx;
    await db.transaction(async (tx) => {
      expect(await lock(tx, id, { db, config: testApp.config, instant: ruleInstant(now) })).toBeDefined();
      await db.execute(sql`select id from ${sql.identifier(table)} where id = ${id} for key share nowait`);
    });
  }

  it("the email claim's lock on a request lets a notification point at it", async () => {
    await expect(
      keyShareWhileLocked(emailChannel.lock, requestId, 'monitoring_requests'),
    ).resolves.toBeUndefined();
  });

  it("the push claim's lock on a device lets a notification point at it", async () => {
    await expect(
      keyShareWhileLocked(pushChannel.lock, deviceId, 'push_subscriptions'),
    ).resolves.toBeUndefined();
  });
});
