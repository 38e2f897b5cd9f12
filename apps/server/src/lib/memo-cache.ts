import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';

// The one in-memory cache (decision 0292): what one process keeps for a few seconds so that a burst of
// requests costs one load (the search's answers and course lists, the public course list and details).
// Each value is the load's promise, kept from the moment the load starts, so concurrent callers share
// one load; a failed load is dropped, never served. A value is fresh for `ttlMs` after it settled (on the
// app's clock); within `staleMs` more it is still served while one refresh loads its successor, so no
// caller queues behind a recomputation. `clear()` drops everything: a load in flight still answers its
// own callers, but is never served afterwards. lru-cache bounds the entries (least recently used out).

type Entry<V> = { value: Promise<V>; until: number; refreshing: boolean };

export type MemoCache<K, V> = {
  /** The value for `key`: fresh or, within `staleMs`, stale while refreshed; else `load()`'s. */
  get(key: K, load: () => Promise<V>): Promise<V>;
  clear(): void;
};

export function createMemoCache<K extends NonNullable<unknown>, V>(options: {
  /** How long a settled value is fresh; 0 loads every time. */
  ttlMs: number;
  /** How long after that it is served while one refresh runs (default 0: never stale). */
  staleMs?: number;
  /** The most entries kept. */
  max: number;
  clock: Clock;
}): MemoCache<K, V> {
  const { ttlMs, clock } = options;
  const staleMs = options.staleMs ?? 0;
  const entries = new LRUCache<K, Entry<V>>({ max: options.max });
  const now = () => clock().getTime();

  function remember(key: K, value: Promise<V>): Entry<V> {
    const entry: Entry<V> = { value, until: Number.POSITIVE_INFINITY, refreshing: false };
    entries.set(key, entry);
    value.then(
      () => {
        entry.until = now() + ttlMs;
      },
      () => entries.peek(key) === entry && entries.delete(key),
    );
    return entry;
  }

  function refresh(key: K, stale: Entry<V>, load: () => Promise<V>): void {
    if (stale.refreshing) return;
    stale.refreshing = true;
    const next = load();
    // A failed refresh leaves the old value for the rest of its stale window; the call after it loads anew.
    next.then(
      () => entries.peek(key) === stale && remember(key, next),
      () => undefined,
    );
  }

  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const at = now();
      const entry = entries.get(key);
      if (entry && at < entry.until) return entry.value;
      if (entry && at < entry.until + staleMs) {
        refresh(key, entry, load);
        return entry.value;
      }
      return remember(key, load()).value;
    },
    clear() {
      entries.clear();
    },
  };
}
