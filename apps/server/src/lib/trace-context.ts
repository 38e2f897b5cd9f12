import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

// The trace id of the work running now (decision 0236): a request's id while it is handled, a mirror
// read's own id, or the id a job was enqueued with. Whatever is enqueued or recorded meanwhile takes it,
// so one id follows an opening from the read to the email without every call passing it on.

const storage = new AsyncLocalStorage<string>();

/** Runs `work` with `traceId` as the current trace id (a new UUID when absent). */
export function runWithTrace<T>(traceId: string | undefined, work: () => T): T {
  return storage.run(traceId ?? randomUUID(), work);
}

/** The current trace id, or undefined outside any traced work. */
export function currentTraceId(): string | undefined {
  return storage.getStore();
}
