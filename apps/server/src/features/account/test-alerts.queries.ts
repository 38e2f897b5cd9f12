import { TEST_ALERT_MESSAGES, type TestAlert, type TestAlertChannel } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { emailSuppressedSql } from '../../email/email-suppressed-sql';

// The account's side of a test alert (decision 0262): whether the channel is set up to be tested, the
// test asked for, and the golfer's tests as their history shows them.

type TestRow = {
  id: number;
  channel: TestAlertChannel;
  requested_at: Date | string;
  recipient: string | null;
  is_successful: boolean | null;
  error_message: string | null;
  notification_id: number | null;
};

/** When the engine took no claim (the channel could not reach the golfer by then). */
const NOT_SENT = 'Not sent: this channel could not reach you when the test was due';

/** Why the golfer's `channel` cannot be tested now, in the spec's words; undefined when it can. */
export async function whyNotTestable(
  db: Db,
  config: Config,
  userId: string,
  channel: TestAlertChannel,
): Promise<string | undefined> {
  const [row] = rowsOf<{ verified: boolean; stopped: boolean; phone: string | null; phone_stopped: boolean }>(
    await db.execute(sql`
      select u.email_verified as verified, ${emailSuppressedSql(sql`u.email`)} as stopped, tp.phone,
        exists (select 1 from sms_opt_outs so where so.phone = tp.phone) as phone_stopped
      from "user" u left join user_phones tp on tp.user_id = u.id and tp.confirmed_at is not null
      where u.id = ${userId}
    `),
  );
  if (!row) return TEST_ALERT_MESSAGES.emailNotConfirmed;
  if (channel === 'email') {
    if (config.alertsRequireVerifiedEmail && !row.verified) return TEST_ALERT_MESSAGES.emailNotConfirmed;
    return row.stopped ? TEST_ALERT_MESSAGES.emailStopped : undefined;
  }
  if (!row.phone) return TEST_ALERT_MESSAGES.noNumber;
  return row.phone_stopped ? TEST_ALERT_MESSAGES.numberStopped : undefined;
}

/** A new test of the golfer's `channel`, pending its one claim. */
export async function insertTestAlert(db: Db, userId: string, channel: TestAlertChannel, now: Date) {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into test_alerts (user_id, channel, requested_at)
      values (${userId}, ${channel}, ${now}) returning id`),
  );
  return Number(row!.id);
}

/** The golfer's latest tests (or the one `testId`), newest first. */
export async function listTestAlerts(db: Db, userId: string, testId?: number): Promise<TestAlert[]> {
  const rows = rowsOf<TestRow>(
    await db.execute(sql`
      select t.id, t.channel, t.requested_at, n.recipient, n.is_successful, n.error_message, t.notification_id
      from test_alerts t left join notifications n on n.id = t.notification_id
      where t.user_id = ${userId} ${testId === undefined ? sql`` : sql`and t.id = ${testId}`}
      order by t.id desc limit 10
    `),
  );
  return rows.map((row) => {
    const status = row.is_successful
      ? 'sent'
      : row.error_message || row.notification_id === null
        ? 'failed'
        : 'sending';
    return {
      id: Number(row.id),
      channel: row.channel,
      recipient: row.recipient,
      status,
      error: status === 'failed' ? (row.error_message ?? NOT_SENT).slice(0, 1000) : null,
      requestedAt: new Date(row.requested_at).toISOString(),
      isTest: true as const,
    };
  });
}
