import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForThisSuite } from '../../test/test-context';
import { rowsOf } from '../db/rows-of';
import { consumeRollingAllowance, idleCountersBatch, takeAllowance } from './rate-counter';

// The one rate-limit module (decision 0291): better-auth's rule and our fixed windows on the shared table.

const at = (seconds: number) => new Date(Date.UTC(2026, 5, 1, 12, 0, seconds));

describe('the rate-limit front door', () => {
  const t = testAppForThisSuite();
  const db = () => t.current.ctx.db;

  it('consumeRollingAllowance: allows `limit` hits, refuses the next with the seconds left, then starts again', async () => {
    const take = (seconds: number) =>
      consumeRollingAllowance({
        db: db(),
        now: at(seconds),
        key: '203.0.113.1/sign-in',
        limit: 2,
        windowMs: 60_000,
      });
    expect(await take(0)).toEqual({ allowed: true, retryAfterSeconds: null });
    expect(await take(10)).toEqual({ allowed: true, retryAfterSeconds: null });
    // The window ends 60 s after the last allowed hit (10 s), as better-auth's own storage has it.
    expect(await take(20)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    // A refused hit neither counts nor moves the window.
    expect(await take(40)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await take(70)).toEqual({ allowed: true, retryAfterSeconds: null });
    expect(await take(71)).toEqual({ allowed: true, retryAfterSeconds: null });
    expect((await take(72)).allowed).toBe(false);
  });

  it('takeAllowance: a fixed window from its first hit, with minutes and seconds to wait', async () => {
    const take = (seconds: number) =>
      takeAllowance({ db: db(), now: at(seconds), key: 'test-allowance|1', limit: 1, windowMs: 60_000 });
    expect((await take(0)).isOver).toBe(false);
    expect(await take(15)).toEqual({ isOver: true, minutesToWait: 1, secondsToWait: 45 });
    expect((await take(60)).isOver).toBe(false);
  });

  it('idleCountersBatch: deletes only counters idle before the cut, up to the batch size', async () => {
    for (const key of ['idle|a', 'idle|b', 'idle|c'])
      await takeAllowance({ db: db(), now: at(0), key, limit: 5, windowMs: 60_000 });
    await takeAllowance({ db: db(), now: at(100), key: 'idle|busy', limit: 5, windowMs: 60_000 });
    const count = async (step: ReturnType<typeof idleCountersBatch>, limit: number) =>
      Number(rowsOf<{ n: number }>(await db().execute(step(limit)))[0]?.n);
    expect(await count(idleCountersBatch(at(50).getTime()), 2)).toBe(2);
    expect(await count(idleCountersBatch(at(50).getTime()), 2)).toBe(1);
    const left = rowsOf<{ key: string }>(
      await db().execute(sql`select key from rate_limit where key like 'idle|%'`),
    );
    expect(left.map((row) => row.key)).toEqual(['idle|busy']);
  });
});
