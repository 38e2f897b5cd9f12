import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

export type PruneResult = { slots: number; polls: number; hostMinutes: number };

/**
 * Rows one prune statement deletes at most. A slot takes its openings with it, and each opening its
 * alerts and push claims (foreign-key cascades), so a batch of slots is some tens of thousands of rows:
 * short enough that no statement holds its locks or its WAL for long (decision 0258).
 */
export const PRUNE_BATCH_ROWS = 1000;

/**
 * Growth control. Past dates are no longer in any current sheet (searches and reads start at today);
 * their slots and openings are the alert engine's history and stay `historyDays`, then go (openings
 * with their slot). Read bookkeeping and sunsets of past dates go at once; host request counts after a day.
 * Each table is emptied of what is due in batches of `batchRows`, each batch its own statement.
 */
export async function pruneMirror(options: {
  db: Db;
  now: Date;
  historyDays: number;
  batchRows?: number;
}): Promise<PruneResult> {
  const { db, now } = options;
  const batchRows = options.batchRows ?? PRUNE_BATCH_ROWS;
  const today = vancouverToday(now);
  const oldest = addDaysToIsoDate(today, -options.historyDays);
  const prune = (table: string, due: SQL) => deleteInBatches({ db, table, due, batchRows });
  const slots = await prune('tee_time_slots', sql`date < ${oldest}::date`);
  const polls = await prune('course_polls', sql`date < ${today}::date`);
  // Past dates' sunsets (decision 0200) go with their bookkeeping.
  await prune('course_sunsets', sql`date < ${today}::date`);
  const hostMinutes = await prune(
    'upstream_host_minutes',
    sql`minute < ${now}::timestamptz - interval '1 day'`,
  );
  return { slots, polls, hostMinutes };
}

/** Deletes `table`'s rows matching `due`, `batchRows` at a time, until a batch finds fewer; the count deleted. */
async function deleteInBatches(options: {
  db: Db;
  table: string;
  due: SQL;
  batchRows: number;
}): Promise<number> {
  const table = sql.identifier(options.table);
  let total = 0;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await options.db.execute(sql`
        with gone as (
          delete from ${table}
          where ctid = any(array(select ctid from ${table} where ${options.due} limit ${options.batchRows}))
          returning 1
        )
        select count(*)::int as n from gone
      `),
    );
    const deleted = Number(row?.n ?? 0);
    total += deleted;
    if (deleted < options.batchRows) return total;
  }
}
