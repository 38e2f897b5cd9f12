import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

// Counters of our own in better-auth's `rate_limit` table, so they are shared by every process like
// better-auth's per-address limits. A counter is (count, time of the last hit); it starts again at 1
// when the last hit is older than the window. Keys carry a prefix that better-auth's "ip|path" keys
// never have. better-auth prunes rows older than its longest window, so auth.ts declares a rule as long
// as ours (COUNTER_WINDOW_RULE) to keep our rows alive.

export type CounterState = { count: number; lastHitMs: number };

/** The counter's state when its last hit is inside the window, else undefined. */
export async function readCounter(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<CounterState | undefined> {
  const [row] = rowsOf<{ count: number; last_request: number | string }>(
    await db.execute(sql`select count, last_request from rate_limit where key = ${key}`),
  );
  if (!row) return undefined;
  const lastHitMs = Number(row.last_request);
  if (now.getTime() - lastHitMs >= windowMs) return undefined;
  return { count: Number(row.count), lastHitMs };
}

/** Adds one hit (atomically) and returns the new count. */
export async function hitCounter(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const nowMs = now.getTime();
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`
      insert into rate_limit (id, key, count, last_request) values (${key}, ${key}, 1, ${nowMs})
      on conflict (key) do update set
        count = case when rate_limit.last_request <= ${nowMs - windowMs} then 1 else rate_limit.count + 1 end,
        last_request = ${nowMs}
      returning count
    `),
  );
  return Number(row?.count ?? 1);
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit where key = ${key}`);
}

/**
 * Adds one hit to a fixed-window counter (the window starts at the first hit, `last_request` holds
 * that start) and returns the count and how long the window has left. Unlike `hitCounter`, steady
 * slow traffic never adds up: every window starts again at 1.
 */
export async function hitWindow(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; remainingMs: number }> {
  const nowMs = now.getTime();
  const [row] = rowsOf<{ count: number; last_request: number | string }>(
    await db.execute(sql`
      insert into rate_limit (id, key, count, last_request) values (${key}, ${key}, 1, ${nowMs})
      on conflict (key) do update set
        count = case when rate_limit.last_request <= ${nowMs - windowMs} then 1 else rate_limit.count + 1 end,
        last_request = case when rate_limit.last_request <= ${nowMs - windowMs} then ${nowMs}
          else rate_limit.last_request end
      returning count, last_request
    `),
  );
  const startMs = Number(row?.last_request ?? nowMs);
  return { count: Number(row?.count ?? 1), remainingMs: Math.max(0, startMs + windowMs - nowMs) };
}

/** Removes every counter whose key starts with `prefix` (compared as text, so `%` and `_` are literal). */
export async function clearCountersStartingWith(db: Db, prefix: string): Promise<void> {
  await db.execute(sql`delete from rate_limit where left(key, ${prefix.length}) = ${prefix}`);
}

/**
 * Counts one hit on a fixed-window allowance of `limit` per `windowMs` (hitWindow): whether this hit
 * is over the limit, and the whole minutes (at least 1) until the window starts again.
 */
export async function takeAllowance(options: {
  db: Db;
  now: Date;
  key: string;
  limit: number;
  windowMs: number;
}): Promise<{ isOver: boolean; minutesToWait: number }> {
  const { count, remainingMs } = await hitWindow(options.db, options.key, options.windowMs, options.now);
  return { isOver: count > options.limit, minutesToWait: Math.max(1, Math.ceil(remainingMs / 60_000)) };
}
