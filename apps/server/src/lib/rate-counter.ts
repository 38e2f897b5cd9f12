import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';

// The one way in to rate limiting (decision 0291). Every limit of the app keeps its counter in the
// `rate_limit` table, so every process counts together, and only this module reads or writes that table:
// - `takeAllowance`: a fixed-window allowance (N per window from the first hit), for our own limits;
// - `consumeRollingAllowance`: better-auth's per-address limits, as its `customStorage` (features/auth);
// - `hitWindow`: the store under @fastify/rate-limit, for the routes email links open (http/link-rate-limit);
// - `readCounter`, `hitCounter`, `clearCounter`, `clearCountersStartingWith`: counters that are read
//   before they are hit (an account's failed sign-ins, a resend's spacing);
// - `idleCountersBatch` (the retention job) and `clearCountersNaming` (an account's erasure).
// A counter is (count, `last_request`: epoch milliseconds) under a key that starts with what it limits.
// Rows idle past RETENTION_RATE_LIMIT_HOURS are deleted by the retention job, through the index on
// `last_request`.

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
}): Promise<{ isOver: boolean; minutesToWait: number; secondsToWait: number }> {
  const { count, remainingMs } = await hitWindow(options.db, options.key, options.windowMs, options.now);
  return {
    isOver: count > options.limit,
    minutesToWait: Math.max(1, Math.ceil(remainingMs / 60_000)),
    secondsToWait: Math.max(1, Math.ceil(remainingMs / 1000)),
  };
}

/**
 * better-auth's rule in one atomic statement (its `BetterAuthRateLimitStorage.consume`): a hit is allowed
 * while the count is under `limit`, and each allowed hit moves the window's end (`last_request` + window);
 * a refused hit changes nothing but marks the count past the limit, which is how the statement tells the
 * two apart. The window starts again at 1 once `windowMs` passed since the last allowed hit.
 */
export async function consumeRollingAllowance(options: {
  db: Db;
  now: Date;
  key: string;
  limit: number;
  windowMs: number;
}): Promise<{ allowed: boolean; retryAfterSeconds: number | null }> {
  const { db, key, limit, windowMs } = options;
  const nowMs = options.now.getTime();
  const expired = sql`rate_limit.last_request <= ${nowMs - windowMs}`;
  const full = sql`rate_limit.count >= ${limit}`;
  const [row] = rowsOf<{ count: number; last_request: number | string }>(
    await db.execute(sql`
      insert into rate_limit (id, key, count, last_request) values (${key}, ${key}, 1, ${nowMs})
      on conflict (key) do update set
        count = case when ${expired} then 1 when ${full} then ${limit + 1} else rate_limit.count + 1 end,
        last_request = case when ${expired} or not ${full} then ${nowMs} else rate_limit.last_request end
      returning count, last_request
    `),
  );
  if (!row || Number(row.count) <= limit) return { allowed: true, retryAfterSeconds: null };
  const remainingMs = Number(row.last_request) + windowMs - nowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}

/** One batch of the retention job: delete up to `limit` counters idle since before `beforeMs`, count them. */
export function idleCountersBatch(beforeMs: number): (limit: number) => SQL {
  return (limit) => sql`with doomed as (
      select id from rate_limit where last_request < ${beforeMs} limit ${limit}),
    gone as (delete from rate_limit where id in (select id from doomed) returning 1)
    select count(*)::int as n from gone`;
}

/** An account's erasure: every counter whose key names its address (any case) or its id. */
export async function clearCountersNaming(tx: Executor, email: string, userId: string): Promise<void> {
  await tx.execute(sql`
    delete from rate_limit
    where ${email} = any(string_to_array(lower(key), '|')) or ${userId} = any(string_to_array(key, '|'))
  `);
}
