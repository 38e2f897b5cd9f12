import { TIME_ZONE } from '@teewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db, Executor } from '../../../db/client';
import { rowsOf } from '../../../db/rows-of';

// SMS_DAILY_LIMIT (issue 36 item 5): a cost guard on the texts the whole service sends per Vancouver day.
// Counted from the notification history (one row per text sent or being sent), so every worker sees the
// same count; the text channel lists and claims nothing once the limit is reached (email and push go on),
// and counts again under one lock when it claims, so workers together never pass it. The admin
// dashboard shows the same figure.

/**
 * The texts of today (Vancouver) in the history; `except` leaves out rows of a claim being resumed. A
 * test text is not counted (decision 0262): the account's own limit on tests bounds them.
 */
function textsTodaySql(now: Date, except: SQL = sql`false`): SQL {
  return sql`(select count(*) from notifications tn
    where tn.notification_method = 'sms' and tn.kind is distinct from 'test'
      and tn.notification_sent_at >= (date_trunc('day', ${now}::timestamptz at time zone ${TIME_ZONE}) at time zone ${TIME_ZONE})
      and not (${except}))`;
}

export async function textsSentToday(db: Db, now: Date): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await db.execute(sql`select ${textsTodaySql(now)} as count`),
  );
  return Number(row?.count ?? 0);
}

export async function smsDailyAllowance(
  db: Db,
  config: Pick<Config, 'sms'>,
  now: Date,
): Promise<{ sentToday: number; limit: number; reached: boolean }> {
  const sentToday = await textsSentToday(db, now);
  return { sentToday, limit: config.sms.dailyLimit, reached: sentToday >= config.sms.dailyLimit };
}

/**
 * Request `r` may be texted under today's limit. Its own claim in flight does not count, so a claim cut
 * short by a crash is resumed even once the limit is reached (it was counted when it was claimed).
 */
export function underSmsDailyLimitSql(config: Pick<Config, 'sms'>, now: Date): SQL {
  const ownInFlight = sql`tn.request_id = r.id and not tn.is_successful and tn.error_message is null`;
  return sql`${textsTodaySql(now, ownInFlight)} < ${config.sms.dailyLimit}`;
}

/** Advisory-lock namespace of "a new text claim" (one lock for the whole service: the limit is global). */
const SMS_LIMIT_LOCK_SPACE = 120_003;

/**
 * Inside a text claim's transaction: waits for any other text claim to commit, then counts again, now
 * seeing its row. True while today's texts are under SMS_DAILY_LIMIT.
 */
export async function claimSmsDailyAllowance(
  tx: Executor,
  config: Pick<Config, 'sms'>,
  now: Date,
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SMS_LIMIT_LOCK_SPACE}::int, 0)`);
  // A statement of its own: under READ COMMITTED it sees what the claims before it committed.
  const [row] = rowsOf<{ count: number | string }>(
    await tx.execute(sql`select ${textsTodaySql(now)} as count`),
  );
  return Number(row?.count ?? 0) < config.sms.dailyLimit;
}
