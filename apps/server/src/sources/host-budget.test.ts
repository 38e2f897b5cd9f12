import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testAppForThisSuite } from '../../test/test-context';
import { rowsOf } from '../db/rows-of';
import { createDatabaseHostBudget } from './host-budget';

// Decision 0234: the budget's instants are the database's clock, so processes whose own clocks disagree
// share one spacing per host; a budget given a clock (a test's) keeps that clock's instants instead.

describe('the database host budget', () => {
  const t = testAppForThisSuite();

  /** Seconds from the database's now to the host's next start and to the end of its slow spell. */
  const hostAhead = async (host: string) => {
    const [row] = rowsOf<{ next: number | string; slow: number | string | null }>(
      await t.current.ctx.db.execute(sql`
        select extract(epoch from (next_request_at - statement_timestamp())) as next,
          extract(epoch from (slow_until - statement_timestamp())) as slow
        from upstream_hosts where host = ${host}
      `),
    );
    return { next: Number(row!.next), slow: row!.slow === null ? null : Number(row!.slow) };
  };

  it('reserves on the database clock: two processes take turns, one interval apart', async () => {
    const [first, second] = [1, 2].map(() => createDatabaseHostBudget({ db: t.current.ctx.db }));
    await first!.acquire({ key: 'two-processes.example', requestsPerSecond: 10 });
    await second!.acquire({ key: 'two-processes.example', requestsPerSecond: 10 });
    // Two starts reserved: the next one is at most one interval (0.1 s) after the second's, which is now.
    const { next } = await hostAhead('two-processes.example');
    expect(next).toBeLessThanOrEqual(0.11);
    expect(next).toBeGreaterThan(-5);
  });

  it("puts a 429's pause and slow spell on the database clock", async () => {
    const budget = createDatabaseHostBudget({ db: t.current.ctx.db });
    // On PostgreSQL this process's clock is set a year off: what the budget writes is still the database's
    // time. (PGlite runs inside this process and reads its clock, so there the two cannot disagree.)
    const skewed = Boolean(t.current.config.databaseUrl);
    if (skewed) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() - 365 * 86_400_000);
    }
    try {
      await budget.report({ key: 'limited.example', status: 429, retryAfterMs: 60_000 });
    } finally {
      if (skewed) vi.useRealTimers();
    }
    const ahead = await hostAhead('limited.example');
    expect(ahead.next).toBeGreaterThan(55);
    expect(ahead.next).toBeLessThanOrEqual(60);
    expect(ahead.slow).toBeGreaterThan(595);
    expect(ahead.slow).toBeLessThanOrEqual(600);
  });

  it("keeps an injected clock's instants (tests that pin the time)", async () => {
    const pinned = new Date('2020-01-01T12:00:00Z');
    const budget = createDatabaseHostBudget({ db: t.current.ctx.db, clock: () => pinned });
    await budget.report({ key: 'pinned.example', status: 429, retryAfterMs: 5_000 });
    const [row] = rowsOf<{ next_request_at: Date | string }>(
      await t.current.ctx.db.execute(
        sql`select next_request_at from upstream_hosts where host = 'pinned.example'`,
      ),
    );
    expect(new Date(row!.next_request_at).toISOString()).toBe('2020-01-01T12:00:05.000Z');
  });
});
