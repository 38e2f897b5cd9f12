import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { coursePolls } from '../../db/schema';
import { type CoursePair, ofCoursePair } from './course-pair';

// A pair's bookkeeping row (course_polls): when it was last read, how that went, and its lease. Both
// outcomes of a read release the lease its caller held (claimMirrorReads).

/**
 * Locks the pair's row for the rest of the transaction and returns its last successful read (null when
 * never read). The row lock serialises the writes of two reads of one pair: leases keep them apart, and
 * a read that outlived its lease must still not interleave with the next one.
 */
export async function lockCoursePoll(tx: Tx, pair: CoursePair): Promise<Date | null> {
  await tx.insert(coursePolls).values(pair).onConflictDoNothing();
  const [poll] = rowsOf<{ last_success_at: Date | string | null }>(
    await tx.execute(
      sql`select last_success_at from course_polls where course_id = ${pair.courseId} and date = ${pair.date}::date for update`,
    ),
  );
  return poll?.last_success_at ? new Date(poll.last_success_at) : null;
}

/** A source failure is recorded with when, and changes nothing else: the last known sheet stays. */
export async function recordReadFailure(options: {
  db: Db;
  pair: CoursePair;
  error: string;
  at: Date;
}): Promise<void> {
  const { pair, error, at } = options;
  await options.db
    .insert(coursePolls)
    .values({ ...pair, lastPolledAt: at, lastError: error, lastErrorAt: at })
    .onConflictDoUpdate({
      target: [coursePolls.courseId, coursePolls.date],
      set: { lastPolledAt: at, lastError: error, lastErrorAt: at, leaseUntil: null },
    });
}

/**
 * The last error stays (with its time) for the admin's source health; lastErrorAt < lastSuccessAt tells
 * that the source answered since.
 */
export async function recordReadSuccess(options: {
  tx: Tx;
  pair: CoursePair;
  now: Date;
  /** A read of the whole day, not one narrowed to the watched hours. */
  isFull: boolean;
}): Promise<void> {
  const { now } = options;
  await options.tx
    .update(coursePolls)
    // The read before this one moves to previous_success_at (an update's right side reads the old row):
    // the interval between the two is the pair's cadence now (decision 0305).
    .set({
      lastPolledAt: now,
      previousSuccessAt: sql`${coursePolls.lastSuccessAt}`,
      lastSuccessAt: now,
      ...(options.isFull ? { lastFullSuccessAt: now } : {}),
      leaseUntil: null,
    })
    .where(ofCoursePair(coursePolls, options.pair));
}
