import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import type { Clock } from '../lib/clock';
import {
  areScheduledReadsHeld,
  currentReadPriority,
  isInteractiveRead,
  type ReadPriority,
} from '../lib/read-priority';
import { sleep } from './sleep';

// Each upstream host's request budget (docs/decisions/0012-tee-sheet-mirror.md). Requests are spaced
// at least 1/rate apart: on average never more than the rate, and never more than 2 in any one second
// at 1 request/s. Every read shares it: the mirror's reads and pages, on-demand refreshes from searches,
// the admin's source test. The database version is shared by every process on one PostgreSQL, so an
// API process and two workers together still send one host's rate.

export type BudgetRequest = { key: string; requestsPerSecond: number; signal?: AbortSignal };

export type RequestOutcome = {
  key: string;
  /** HTTP status, absent when no answer came (timeout, refused connection). */
  status?: number;
  /** A 429's (or 503's) Retry-After, in ms. */
  retryAfterMs?: number;
};

type Waiter = {
  request: BudgetRequest;
  priority: ReadPriority | undefined;
  /** Called with how long to wait for the reserved start. */
  resolve: (waitMs: number) => void;
  reject: (error: unknown) => void;
};

export type HostBudget = {
  /** Waits until the host may be sent one more request, reserving that moment for the caller. */
  acquire(request: BudgetRequest): Promise<void>;
  /** Records a request's outcome: per-minute counts, and a 429 pushes the host's next request back. */
  report(outcome: RequestOutcome): Promise<void>;
};

/** How long a host that answered 429 stays "slowed": far dates are read less often until then. */
export const SLOW_DOWN_MS = 10 * 60_000;
/** Without a Retry-After, a 429 holds the host's next request back this long. */
const DEFAULT_RATE_LIMIT_PAUSE_MS = 5_000;
/** How often scheduled requests held back by a search look whether it is over. */
const HELD_POLL_MS = 50;
/**
 * A search's request (and a waitlist's scheduled one) reserves at once only while the host's queue is
 * shorter than this many intervals (decision 0301); past it, it waits its turn in this process's queue,
 * where a waitlist's requests go first. A flood of searches cannot then queue a host for minutes ahead.
 */
export const SEARCH_QUEUE_INTERVALS = 4;

export function isRateLimited(outcome: RequestOutcome): boolean {
  return outcome.status === 429 || (outcome.status === 503 && outcome.retryAfterMs !== undefined);
}

function isFailure(outcome: RequestOutcome): boolean {
  return outcome.status === undefined || outcome.status === 403 || outcome.status >= 500;
}

/**
 * One process's budget, in memory (adapter tests, scripts without a database). Its times are only ever
 * compared with each other, so they are the monotonic performance.now(): spacing, not a time of day.
 */
export function createMemoryHostBudget(): HostBudget {
  const nextAt = new Map<string, number>();
  return {
    async acquire({ key, requestsPerSecond, signal }) {
      signal?.throwIfAborted();
      const now = performance.now();
      const start = Math.max(nextAt.get(key) ?? now, now);
      nextAt.set(key, start + 1000 / requestsPerSecond);
      if (start > now) await sleep(start - now, signal);
    },
    async report(outcome) {
      if (!isRateLimited(outcome)) return;
      const pause = outcome.retryAfterMs ?? DEFAULT_RATE_LIMIT_PAUSE_MS;
      nextAt.set(outcome.key, Math.max(nextAt.get(outcome.key) ?? 0, performance.now() + pause));
    },
  };
}

/**
 * The instant a budget statement takes as now (decision 0234): the database's own clock, one instant per
 * statement, so processes whose clocks disagree still share one spacing; an injected app clock's instant
 * when the budget is built with one (tests, which pin the time).
 */
export type BudgetNow = Date | undefined;

function nowSql(now: BudgetNow): SQL {
  return now ? sql`${now}::timestamptz` : sql`statement_timestamp()`;
}

/**
 * Reserves the host's next start, only while its queue is under `queueIntervals` intervals, and answers
 * how long until it, in ms, measured on the same clock as the reservation (undefined: not reserved).
 */
async function reserve(
  db: Db,
  key: string,
  requestsPerSecond: number,
  at: BudgetNow,
  queueIntervals: number,
) {
  const intervalSeconds = 1 / requestsPerSecond;
  const now = nowSql(at);
  // The row lock serialises concurrent reservations; each moves the next start on by one interval.
  const rows = rowsOf<{ wait_ms: number | string }>(
    await db.execute(sql`
      insert into upstream_hosts (host, next_request_at)
      values (${key}, ${now} + make_interval(secs => ${intervalSeconds}))
      on conflict (host) do update
        set next_request_at = greatest(upstream_hosts.next_request_at, ${now})
          + make_interval(secs => ${intervalSeconds})
        where upstream_hosts.next_request_at <= ${now} + make_interval(secs => ${intervalSeconds * queueIntervals})
      returning extract(epoch from (next_request_at - ${now})) * 1000 - ${intervalSeconds * 1000} as wait_ms
    `),
  );
  return rows[0] ? Number(rows[0].wait_ms) : undefined;
}

/** The waiter of the lowest rank, the first to arrive among equals (no rank ranks last). */
function mostUrgent(queue: Waiter[]): Waiter {
  const rankOf = (waiter: Waiter) => waiter.priority?.rank ?? Number.POSITIVE_INFINITY;
  return queue.reduce((best, candidate) => (rankOf(candidate) < rankOf(best) ? candidate : best));
}

/** Whom this process's queue serves next: a waitlist's read, then a golfer's, then by rank (decision 0301). */
function nextWaiter(queue: Waiter[]): Waiter {
  return (
    queue.find((candidate) => candidate.priority?.isWaitlisted) ??
    queue.find((candidate) => candidate.priority?.isInteractive) ??
    mostUrgent(queue)
  );
}

/** Takes the waiter off the queue; undefined when it already left (its caller gave up meanwhile). */
function leave(queue: Waiter[], waiter: Waiter): Waiter | undefined {
  const index = queue.indexOf(waiter);
  return index < 0 ? undefined : queue.splice(index, 1)[0];
}

/** How long until the host's queue is under `queueIntervals` intervals. */
async function busyForMs(
  db: Db,
  key: string,
  requestsPerSecond: number,
  at: BudgetNow,
  queueIntervals: number,
): Promise<number> {
  const rows = rowsOf<{ busy_ms: number | string }>(
    await db.execute(sql`
      select extract(epoch from (next_request_at - ${nowSql(at)})) * 1000 as busy_ms
      from upstream_hosts where host = ${key}
    `),
  );
  return rows[0] ? Number(rows[0].busy_ms) - (queueIntervals * 1000) / requestsPerSecond : 0;
}

/**
 * The budget every process of one database shares: one row per host reserves start times atomically.
 * Its times are instants of the database's clock (decision 0234), or, given `clock` (a test's), of that
 * clock; the mirror's planner and health read them against the app's clock, which in production is the
 * system clock, within the hosts' clock skew of the database's.
 *
 * A waiting golfer's request (lib/read-priority.ts) reserves the next free moment at once while the
 * host's queue is under SEARCH_QUEUE_INTERVALS, else it queues in this process. The scheduler's requests
 * reserve only when the host's queue is under one interval, one at a time per host in this process, so
 * the queue a golfer's request lands behind is never longer than a couple of intervals
 * (docs/decisions/0110-demand-driven-tiers.md); a waitlist's scheduled requests reserve as a search's do
 * and go first in this process's queue (decision 0301).
 */
export function createDatabaseHostBudget(options: { db: Db; clock?: Clock }): HostBudget {
  const { db, clock } = options;
  const waiting = new Map<string, Waiter[]>();

  /**
   * Serves this process's scheduled requests of one host: a promoted one first, then by their read's rank
   * (the planner's order), then in arrival order. None while a search holds them (holdScheduledReads).
   */
  async function pump(key: string): Promise<void> {
    const queue = waiting.get(key)!;
    // A test's time moves on at least as fast as real time, so its fixed clock cannot stall the queue.
    const clockAt = clock?.().getTime() ?? 0;
    const realAt = performance.now();
    const now = (): BudgetNow =>
      clock && new Date(Math.max(clock().getTime(), clockAt + performance.now() - realAt));
    while (queue.length > 0) {
      const waiter = nextWaiter(queue);
      const { requestsPerSecond } = waiter.request;
      const isAhead = waiter.priority?.isInteractive || waiter.priority?.isWaitlisted;
      try {
        if (!isAhead && areScheduledReadsHeld()) {
          await sleep(HELD_POLL_MS);
          continue;
        }
        const queueIntervals = isAhead ? SEARCH_QUEUE_INTERVALS : 1;
        const wait = await reserve(db, waiter.request.key, requestsPerSecond, now(), queueIntervals);
        if (wait === undefined) {
          const busy = await busyForMs(db, key, requestsPerSecond, now(), queueIntervals);
          await sleep(Math.min(1000, Math.max(5, busy)));
          continue;
        }
        leave(queue, waiter)?.resolve(wait);
      } catch (error) {
        leave(queue, waiter)?.reject(error);
      }
    }
    waiting.delete(key);
  }

  function queueScheduled(request: BudgetRequest): Promise<number> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { request, priority: currentReadPriority(), resolve, reject };
      const queue = waiting.get(request.key);
      if (queue) queue.push(waiter);
      else {
        waiting.set(request.key, [waiter]);
        void pump(request.key);
      }
      request.signal?.addEventListener(
        'abort',
        () => {
          const list = waiting.get(request.key);
          const index = list?.indexOf(waiter) ?? -1;
          if (index < 0) return;
          list!.splice(index, 1);
          reject(request.signal!.reason);
        },
        { once: true },
      );
    });
  }

  return {
    async acquire(request) {
      request.signal?.throwIfAborted();
      // A search reserves at once while the host's queue is short; past it, it queues like the rest.
      const direct = isInteractiveRead()
        ? await reserve(db, request.key, request.requestsPerSecond, clock?.(), SEARCH_QUEUE_INTERVALS)
        : undefined;
      const wait = direct ?? (await queueScheduled(request));
      if (wait > 0) await sleep(wait, request.signal);
    },
    async report(outcome) {
      const now = nowSql(clock?.());
      const limited = isRateLimited(outcome);
      await db.execute(sql`
        insert into upstream_host_minutes (host, minute, requests, rate_limited, failures)
        values (${outcome.key}, date_trunc('minute', ${now}), 1, ${limited ? 1 : 0}, ${isFailure(outcome) ? 1 : 0})
        on conflict (host, minute) do update set
          requests = upstream_host_minutes.requests + 1,
          rate_limited = upstream_host_minutes.rate_limited + excluded.rate_limited,
          failures = upstream_host_minutes.failures + excluded.failures
      `);
      if (!limited) return;
      const pauseMs = outcome.retryAfterMs ?? DEFAULT_RATE_LIMIT_PAUSE_MS;
      const slowMs = Math.max(SLOW_DOWN_MS, pauseMs);
      await db.execute(sql`
        insert into upstream_hosts (host, next_request_at, slow_until)
        values (
          ${outcome.key},
          ${now} + make_interval(secs => ${pauseMs / 1000}),
          ${now} + make_interval(secs => ${slowMs / 1000})
        )
        on conflict (host) do update set
          next_request_at = greatest(upstream_hosts.next_request_at, excluded.next_request_at),
          slow_until = greatest(upstream_hosts.slow_until, excluded.slow_until)
      `);
    },
  };
}
