import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { notifications } from '../db/schema';

// What the test alert's channels share (decision 0262): a `test_alerts` row is the engine's recipient,
// its one claim is a notifications row of kind 'test' (no request) that it points at, so the engine's
// lock, lease, acceptance and give-up are the alerts' own, and the provider is the alerts' own. A test
// is one attempt: once claimed it has no news, sent or not.

/** `notifications.kind` of a test's row. */
export const TEST_ALERT_KIND = 'test';

/** A test asked for longer ago than this is not sent any more (a crash left it): the golfer moved on. */
export const TEST_ALERT_FRESH_SECONDS = 600;

export type TestMethod = 'email' | 'sms';

/** A test asked for, as its claim reads it: whose, and where its channel reaches them. */
export type TestRecipient = { id: number; user_id: string; email: string; phone: string | null };

/** Test `t` is of this channel, fresh, and its owner not banned. */
export function testReadySql(method: TestMethod, now: Date): SQL {
  const freshSince = new Date(now.getTime() - TEST_ALERT_FRESH_SECONDS * 1000);
  return sql`(t.channel = ${method} and t.requested_at > ${freshSince}
    and not exists (select 1 from "user" gu where gu.id = t.user_id and coalesce(gu.banned, false)))`;
}

/** Test `testId` with its owner's address and confirmed, textable number, when `ready` holds. */
export async function readTestRecipient(
  tx: Tx,
  testId: number,
  ready: SQL,
): Promise<TestRecipient | undefined> {
  const [row] = rowsOf<TestRecipient>(
    await tx.execute(sql`
      select t.id, t.user_id, u.email, tp.phone
      from test_alerts t
      join "user" u on u.id = t.user_id
      left join user_phones tp on tp.user_id = t.user_id and tp.confirmed_at is not null
        and not exists (select 1 from sms_opt_outs so where so.phone = tp.phone)
      where t.id = ${testId} and ${ready}
    `),
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** The claim's row, kind 'test', and the test pointing at it: what it says is fixed now. */
export async function claimTestRow(
  tx: Tx,
  test: TestRecipient,
  now: Date,
  row: Pick<typeof notifications.$inferInsert, 'notificationMethod' | 'recipient' | 'subject'> &
    Partial<Pick<typeof notifications.$inferInsert, 'messageId' | 'messageSource' | 'segments'>>,
): Promise<{ notificationId: number; requestId: number; isResumed: false }> {
  const [inserted] = await tx
    .insert(notifications)
    .values({ ...row, kind: TEST_ALERT_KIND, isSuccessful: false, notificationSentAt: now })
    .returning({ id: notifications.id });
  await tx.execute(sql`update test_alerts set notification_id = ${inserted!.id} where id = ${test.id}`);
  // A test belongs to no request: no tee time is checked again before a resumed one goes.
  return { notificationId: inserted!.id, requestId: 0, isResumed: false };
}

/** The engine's entries both test channels share. */
export function testChannelParts(method: TestMethod) {
  return {
    method,
    recipients: { from: sql`test_alerts t`, id: sql`t.id` },
    ownsSql: (n: SQL, recipient: SQL) =>
      sql`(${n}.kind = ${TEST_ALERT_KIND} and ${n}.id = (select ta.notification_id from test_alerts ta where ta.id = ${recipient}))`,
    hasNewsSql: () => sql`t.notification_id is null`,
    // The mirror's matches concern no test.
    concernsSql: () => sql`false`,
    claimsPerRound: 1,
    slotsNamed: () => [],
    takenBeforeRetry: 'Not sent again',
    acceptedSql: () => sql`select count(*) from sent`,
    releaseSql: sql`select count(*) from failed`,
  };
}
