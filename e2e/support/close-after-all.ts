import type { Closable } from '@teewatch/server/testing';
import { test } from './test';

/**
 * After the enclosing describe's tests, closes or stops what its hooks started, one after the other in the
 * order listed (what depends on another first); what never started is passed over. The list is read when
 * the describe ends, so it names the describe's variables as they are then. (The server kit's
 * `closeAfterAll` is vitest's; this is the same under Playwright's runner.)
 */
export function closeAfterAll(started: () => (Closable | undefined)[]): void {
  test.afterAll(async () => {
    for (const thing of started()) {
      if (!thing) continue;
      await ('close' in thing ? thing.close() : thing.stop());
    }
  });
}
