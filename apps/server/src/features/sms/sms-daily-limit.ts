import { TIME_ZONE } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

// SMS_DAILY_LIMIT (issue 36 item 5): a cost guard on the texts the whole service sends per Vancouver day.
// Counted from the notification history (one row per text sent or being sent), so every worker sees the
// same count; the delivery engine asks before it claims a text, and holds texts (not email or push) once
// the limit is reached. The admin dashboard shows the same figure.

export async function textsSentToday(db: Db, now: Date): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await db.execute(sql`
      select count(*) as count from notifications
      where notification_method = 'sms'
        and notification_sent_at >= (date_trunc('day', ${now}::timestamptz at time zone ${TIME_ZONE}) at time zone ${TIME_ZONE})
    `),
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
