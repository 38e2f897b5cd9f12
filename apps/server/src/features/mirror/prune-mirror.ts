import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

export type PruneResult = { slots: number; polls: number; hostMinutes: number };

/**
 * Growth control. Past dates are no longer in any current sheet (searches and reads start at today);
 * their slots and openings are the alert engine's history and stay `historyDays`, then go (openings
 * with their slot). Read bookkeeping and sunsets of past dates go at once; host request counts after a day.
 */
export async function pruneMirror(options: { db: Db; now: Date; historyDays: number }): Promise<PruneResult> {
  const today = vancouverToday(options.now);
  const oldest = addDaysToIsoDate(today, -options.historyDays);
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await options.db.execute(query))[0]?.n ?? 0);
  const slots = await count(sql`
    with gone as (delete from tee_time_slots where date < ${oldest}::date returning 1)
    select count(*)::int as n from gone
  `);
  const polls = await count(sql`
    with gone as (delete from course_polls where date < ${today}::date returning 1),
      -- Past dates' sunsets (decision 0200) go with their bookkeeping.
      sunsets as (delete from course_sunsets where date < ${today}::date)
    select count(*)::int as n from gone
  `);
  const hostMinutes = await count(sql`
    with gone as (delete from upstream_host_minutes
      where minute < ${options.now}::timestamptz - interval '1 day' returning 1)
    select count(*)::int as n from gone
  `);
  return { slots, polls, hostMinutes };
}
