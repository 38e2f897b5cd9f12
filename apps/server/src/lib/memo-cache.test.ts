import { describe, expect, it } from 'vitest';
import { createMemoCache } from './memo-cache';

// The one in-memory cache (decision 0292), on a clock the test moves.

function fixture(options: { ttlMs: number; staleMs?: number; max?: number }) {
  let nowMs = Date.UTC(2026, 5, 1, 12);
  const cache = createMemoCache<string, string>({ max: 10, ...options, clock: () => new Date(nowMs) });
  let loads = 0;
  const pending: ((value: string) => void)[] = [];
  /** A load that settles when the test says so. */
  const load = () => {
    loads++;
    return new Promise<string>((resolve) => pending.push(resolve));
  };
  return {
    cache,
    load,
    loads: () => loads,
    settle: async (value: string) => {
      pending.shift()?.(value);
      await Promise.resolve();
    },
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

describe('the memo cache', () => {
  it('shares one load between concurrent callers, then serves it for the TTL after it settled', async () => {
    const f = fixture({ ttlMs: 1000 });
    const first = f.cache.get('q', f.load);
    const second = f.cache.get('q', f.load);
    expect(second).toBe(first);
    f.advance(5000); // a slow load: its TTL starts when it settles
    await f.settle('a');
    expect(await first).toBe('a');
    f.advance(999);
    expect(await f.cache.get('q', f.load)).toBe('a');
    f.advance(1);
    const next = f.cache.get('q', f.load);
    await f.settle('b');
    expect(await next).toBe('b');
    expect(f.loads()).toBe(2);
  });

  it('serves the stale value within staleMs while one refresh loads its successor', async () => {
    const f = fixture({ ttlMs: 1000, staleMs: 1000 });
    const first = f.cache.get('q', f.load);
    await f.settle('a');
    await first;
    f.advance(1500);
    expect(await f.cache.get('q', f.load)).toBe('a');
    expect(await f.cache.get('q', f.load)).toBe('a');
    expect(f.loads()).toBe(2); // one refresh, not one per caller
    await f.settle('b');
    await Promise.resolve();
    expect(await f.cache.get('q', f.load)).toBe('b');
    f.advance(2000); // past both windows: the caller waits for a new load
    const fresh = f.cache.get('q', f.load);
    await f.settle('c');
    expect(await fresh).toBe('c');
  });

  it('never keeps a failed load', async () => {
    const f = fixture({ ttlMs: 1000 });
    await expect(f.cache.get('q', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    const retried = f.cache.get('q', f.load);
    await f.settle('a');
    expect(await retried).toBe('a');
  });

  it('after clear() a load in flight answers its callers but is never served again', async () => {
    const f = fixture({ ttlMs: 1000 });
    const inFlight = f.cache.get('q', f.load);
    f.cache.clear();
    await f.settle('before the edit');
    expect(await inFlight).toBe('before the edit');
    const after = f.cache.get('q', f.load);
    await f.settle('after the edit');
    expect(await after).toBe('after the edit');
  });

  it('keeps at most `max` entries, the least recently used out first, and loads every time with a TTL of 0', async () => {
    const f = fixture({ ttlMs: 1000, max: 2 });
    for (const key of ['a', 'b']) {
      const value = f.cache.get(key, f.load);
      await f.settle(key);
      await value;
    }
    await f.cache.get('a', f.load); // a is now the most recent
    const c = f.cache.get('c', f.load);
    await f.settle('c');
    await c;
    expect(f.loads()).toBe(3);
    expect(await f.cache.get('a', f.load)).toBe('a');
    void f.cache.get('b', f.load); // b was evicted
    expect(f.loads()).toBe(4);

    const none = fixture({ ttlMs: 0 });
    void none.cache.get('q', none.load);
    void none.cache.get('q', none.load);
    expect(none.loads()).toBe(2);
  });
});
