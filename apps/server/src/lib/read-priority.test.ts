import { describe, expect, it } from 'vitest';
import {
  currentReadPriority,
  isInteractiveRead,
  type ReadPriority,
  startSharedCall,
  withReadPriority,
} from './read-priority';

// A call several reads share (a site's list, Configuration, a v3 session) runs once, at its own priority:
// a waiting golfer who joins the scheduler's call raises it, so the host budget serves its remaining
// requests ahead of the scheduler's queue and past a search's hold (decision 0183).

describe('a shared call', () => {
  it("runs at its first caller's priority and is raised for good when a waiting golfer joins it", async () => {
    let seen: ReadPriority | undefined;
    let finish!: () => void;
    const call = withReadPriority({ isInteractive: false, rank: 3 }, () =>
      startSharedCall(async () => {
        seen = currentReadPriority();
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        // What the host budget asks when the call sends its next request.
        return isInteractiveRead();
      }),
    );
    expect(seen).toMatchObject({ isInteractive: false, rank: 3 });

    // Another scheduled read joining changes nothing; outside any read neither.
    const scheduled = withReadPriority({ isInteractive: false }, () => call.join());
    const outside = call.join();
    expect(seen!.isInteractive).toBe(false);

    const golfer = withReadPriority({ isInteractive: true }, () => call.join());
    expect(seen).toMatchObject({ isInteractive: true, rank: 3 });

    finish();
    expect(await golfer).toBe(true);
    expect(await scheduled).toBe(true);
    expect(await outside).toBe(true);
  });

  it("is a golfer's from the start when a golfer starts it, and is not run again by those who join", async () => {
    let runs = 0;
    const call = withReadPriority({ isInteractive: true }, () =>
      startSharedCall(async () => {
        runs += 1;
        return isInteractiveRead();
      }),
    );
    expect(await call.join()).toBe(true);
    expect(await call.value).toBe(true);
    expect(runs).toBe(1);
  });
});
