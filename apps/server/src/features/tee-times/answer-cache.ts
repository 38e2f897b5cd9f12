import type { TeeTimesQuery } from '@teewatch/shared';
import type { Clock } from '../../lib/clock';

// Search answers by query, kept for the answer TTL. The entry is the answer's promise, shared from the
// moment it is started (`until` is infinite until it settles): under load every caller that arrives
// while an answer is computed waits for that one instead of running the same queries again.

const MAX_MEMOISED_SEARCHES = 500;

/** One memoised answer: `until` is infinite while it computes; `refreshing` while its successor does. */
type MemoEntry<Answer> = { answer: Promise<Answer>; until: number; refreshing: boolean };

export type AnswerCache<Answer> = {
  /** The same object comes back for the same query within the TTL; a TTL of 0 computes every time. */
  answer(query: TeeTimesQuery): Promise<Answer>;
  /** Forgets every answer (Clear Cache). */
  clear(): void;
};

export function createAnswerCache<Answer>(options: {
  ttlMs: number;
  clock: Clock;
  compute: (query: TeeTimesQuery) => Promise<Answer>;
}): AnswerCache<Answer> {
  const { ttlMs: ttl, clock, compute } = options;
  let memo = new Map<string, MemoEntry<Answer>>();

  function answer(query: TeeTimesQuery): Promise<Answer> {
    if (ttl <= 0) return compute(query);
    const key = JSON.stringify([
      query.date,
      query.courseIds,
      query.startHour,
      query.endHour,
      query.numberOfPlayers,
    ]);
    const at = clock().getTime();
    const memoised = memo.get(key);
    if (memoised && at < memoised.until) return memoised.answer;
    // Within one more TTL the expired answer is still served while a single refresh computes the next:
    // under load no caller queues behind a recomputation (it was the search's p99 at 200 connections).
    if (memoised && at < memoised.until + ttl) {
      refresh(key, query, memoised);
      return memoised.answer;
    }
    return remember(key, compute(query)).answer;
  }

  /** Keeps `pending` as the answer for `key`, shared while it computes and for the TTL once it has settled. */
  function remember(key: string, pending: Promise<Answer>): MemoEntry<Answer> {
    if (memo.size >= MAX_MEMOISED_SEARCHES) memo = new Map();
    const entry: MemoEntry<Answer> = { answer: pending, until: Number.POSITIVE_INFINITY, refreshing: false };
    memo.set(key, entry);
    pending.then(
      () => {
        entry.until = clock().getTime() + ttl;
      },
      () => memo.get(key) === entry && memo.delete(key),
    );
    return entry;
  }

  function refresh(key: string, query: TeeTimesQuery, stale: MemoEntry<Answer>): void {
    if (stale.refreshing) return;
    stale.refreshing = true;
    const next = compute(query);
    // A failed refresh leaves the old answer for the rest of its window; the search after it computes anew.
    next.then(
      () => memo.get(key) === stale && remember(key, next),
      () => undefined,
    );
  }

  return {
    answer,
    clear() {
      memo = new Map();
    },
  };
}
