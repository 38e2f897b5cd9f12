import { AsyncLocalStorage } from 'node:async_hooks';

// Whether the upstream requests of a read are for a golfer who is waiting (a search) or for the mirror's
// schedule. It travels with the read's async context down to the host budget, which lets a waiting
// golfer's requests go ahead of the scheduler's queue (docs/decisions/0110-demand-driven-tiers.md)
// without every source adapter passing a flag through each call.

/** Mutable, so a scheduled read a search is waiting for can be promoted while it runs. */
export type ReadPriority = { isInteractive: boolean };

const storage = new AsyncLocalStorage<ReadPriority>();

/** Runs `read` (and everything it starts) with this priority. */
export function withReadPriority<T>(priority: ReadPriority, read: () => T): T {
  return storage.run(priority, read);
}

/** True when the current read is for a waiting golfer. */
export function isInteractiveRead(): boolean {
  return storage.getStore()?.isInteractive ?? false;
}

/** The current read's priority object (undefined outside a read), so a queue can see it promoted later. */
export function currentReadPriority(): ReadPriority | undefined {
  return storage.getStore();
}
