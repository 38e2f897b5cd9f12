import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import { rowsOf } from '../src/db/rows-of';

// Waiting on events instead of sleeping (decision 0175): a test waits until what it needs has happened,
// with a generous bound that only a broken app reaches, and never asserts how long it took. A loaded
// machine makes it wait longer, never fail.

const POLL_MS = 100;

/** Resolves once `condition` holds; throws naming `what` if it still does not after `timeoutMs`. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const lastSuccessAt = async (db: Executor, pair: { courseId: number; date: string }) => {
  const [row] = rowsOf<{ at: string | null }>(
    await db.execute(sql`select last_success_at::text as at from course_polls
      where course_id = ${pair.courseId} and date = ${pair.date}::date`),
  );
  return row?.at ?? null;
};

/**
 * Resolves after `count` more successful mirror reads of (course, date) than it had when called: a count of
 * the scheduler's steps, whoever reads (the in-process runner, worker processes).
 */
export async function waitForReads(
  db: Executor,
  pair: { courseId: number; date: string },
  count: number,
  timeoutMs = 60_000,
): Promise<void> {
  let last = await lastSuccessAt(db, pair);
  let seen = 0;
  await waitUntil(
    async () => {
      const at = await lastSuccessAt(db, pair);
      if (at !== null && at !== last) {
        seen += 1;
        last = at;
      }
      return seen >= count;
    },
    `${count} read(s) of course ${pair.courseId} on ${pair.date}`,
    timeoutMs,
  );
}

/**
 * Resolves once no alert of a time still open waits for delivery and no claim is in flight: with the reads
 * awaited before it, nothing more can be sent unless a read finds something new. (An alert whose time was
 * taken before it went out stays undelivered for good: it is not waited for.)
 */
export async function waitForAlertsSettled(db: Executor, timeoutMs = 60_000): Promise<void> {
  await waitUntil(
    async () => {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select
          (select count(*) from request_alerts ra
            join slot_openings o on o.id = ra.opening_id
            join tee_time_slots s on s.id = o.slot_id
            where ra.delivered_at is null and s.gone_at is null)
          + (select count(*) from notifications where not is_successful and error_message is null) as n`),
      );
      return Number(row?.n) === 0;
    },
    'every alert delivered and no claim in flight',
    timeoutMs,
  );
}
