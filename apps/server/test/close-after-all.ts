import { afterAll } from 'vitest';

/** What a suite starts and must end: servers, apps, browsers, schedulers, workers. */
export type Closable = { close(): Promise<unknown> } | { stop(): Promise<unknown> };

/**
 * After the enclosing suite's (or file's) tests, closes or stops what its hooks started, one after the
 * other in the order listed (what depends on another first); what never started is passed over. The
 * list is read when the suite ends, so it names the suite's variables as they are then.
 */
export function closeAfterAll(started: () => (Closable | undefined)[]): void {
  afterAll(async () => {
    for (const thing of started()) {
      if (!thing) continue;
      await ('close' in thing ? thing.close() : thing.stop());
    }
  });
}
