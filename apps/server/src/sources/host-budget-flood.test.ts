import { expect, it } from 'vitest';
import { testAppForThisSuite } from '../../test/test-context';
import { holdScheduledReads, type ReadPriority, withReadPriority } from '../lib/read-priority';
import { createDatabaseHostBudget } from './host-budget';

// Decision 0301: a flood of searches (each reading upstream for a golfer who waits, and holding the
// scheduler's requests back meanwhile) does not keep a waitlist's scheduled read from the host: its
// requests are not held, reserve as a search's do, and go first in the process's queue. An ordinary
// scheduled request still waits for the flood to pass.

const t = testAppForThisSuite();
const HOST = 'flood.example';
const RATE = 20;

it("serves a waitlist's scheduled request within a few intervals while searches flood the host", async () => {
  const budget = createDatabaseHostBudget({ db: t.current.ctx.db });
  const acquire = (priority: ReadPriority) =>
    withReadPriority(priority, () => budget.acquire({ key: HOST, requestsPerSecond: RATE }));
  let isFlooding = true;
  let searchRequests = 0;
  const searcher = async () => {
    while (isFlooding) {
      const release = holdScheduledReads();
      try {
        await acquire({ isInteractive: true });
        searchRequests += 1;
      } finally {
        release();
      }
    }
  };
  const flood = Array.from({ length: 8 }, () => searcher());
  try {
    while (searchRequests < 20) await new Promise((resolve) => setImmediate(resolve));
    let isOrdinaryServed = false;
    const ordinary = acquire({ isInteractive: false, rank: 0 }).then(() => {
      isOrdinaryServed = true;
    });
    const startedAt = performance.now();
    await acquire({ isInteractive: false, rank: 1, isWaitlisted: true });
    const waitedMs = performance.now() - startedAt;
    const searchesMeanwhile = searchRequests;
    // A few intervals of the queue the searches keep (4 intervals, 200 ms), not the flood's length.
    expect(waitedMs).toBeLessThan(1_500);
    expect(isOrdinaryServed).toBe(false);
    isFlooding = false;
    await Promise.all(flood);
    await ordinary;
    expect(searchesMeanwhile).toBeGreaterThan(20);
  } finally {
    isFlooding = false;
    await Promise.allSettled(flood);
  }
});
