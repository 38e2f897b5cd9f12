import { AsyncLocalStorage } from 'node:async_hooks';

// Whether the upstream requests of a read are for a golfer who is waiting (a search) or for the mirror's
// schedule. It travels with the read's async context down to the host budget, which lets a waiting
// golfer's requests go ahead of the scheduler's queue (docs/decisions/0110-demand-driven-tiers.md)
// without every source adapter passing a flag through each call.

/**
 * Mutable, so a scheduled read a search is waiting for can be promoted while it runs. `rank` orders the
 * scheduler's own reads in a host's queue (lower first: the order the planner chose, today and tomorrow
 * first), so a read claimed first finishes first instead of every claimed date advancing a page a round.
 */
export type ReadPriority = {
  isInteractive: boolean;
  rank?: number;
  /**
   * A scheduled read of a pair an active waitlist request watches (decision 0301): a search's hold does
   * not keep it back, and it reserves the host as a search does, so a flood of searches cannot delay it
   * past its cadence.
   */
  isWaitlisted?: boolean;
};

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

/**
 * The priority of a request several reads share (a ChronoGolf v2 batch): interactive while any of them is,
 * ranked as its most urgent one. Read live, so a member promoted later promotes the shared request.
 */
export function sharedReadPriority(members: () => (ReadPriority | undefined)[]): ReadPriority {
  return {
    get isInteractive() {
      return members().some((member) => member?.isInteractive);
    },
    get rank() {
      const ranks = members().flatMap((member) => (member?.rank === undefined ? [] : [member.rank]));
      return ranks.length > 0 ? Math.min(...ranks) : undefined;
    },
    get isWaitlisted() {
      return members().some((member) => member?.isWaitlisted);
    },
  };
}

/** A call several reads share (single-flight) and the way for a later caller to join it. */
export type SharedCall<T> = {
  value: Promise<T>;
  /** The call's result; a waiting golfer who joins raises the call's priority to theirs. */
  join(): Promise<T>;
};

/**
 * Starts a call that reads share (a site's course list, Configuration, token, transaction id, a v3
 * session) under a priority of its own: its first caller's, raised for good once a waiting golfer joins.
 * Without it a golfer who joins a call the scheduler started waits at the scheduler's place in the host's
 * queue, and behind a search's hold on scheduled requests (decision 0182).
 */
export function startSharedCall<T>(start: () => Promise<T>): SharedCall<T> {
  const first = currentReadPriority();
  let joinedByGolfer = false;
  const priority: ReadPriority = {
    get isInteractive() {
      return joinedByGolfer || (first?.isInteractive ?? false);
    },
    get rank() {
      return first?.rank;
    },
    get isWaitlisted() {
      return first?.isWaitlisted;
    },
  };
  const value = withReadPriority(priority, start);
  return {
    value,
    join() {
      if (isInteractiveRead()) joinedByGolfer = true;
      return value;
    },
  };
}

/**
 * Longest a hold keeps the scheduler's requests back at a stretch: a search waits at most its budget
 * (SEARCH_BUDGET_MS, 8 s by default), and under a stream of overlapping searches the mirror must still move.
 */
const SEARCH_HOLD_MAX_MS = 8_000;
let searchesWaiting = 0;
let holdStartedAt = 0;

/**
 * While a golfer's search waits for its reads, this process's scheduled requests (every host) wait too:
 * they would take budget the search's pages could use on its host, and on every host their answers are
 * stored by the same process and database the search's reads are. Returns the release.
 */
export function holdScheduledReads(): () => void {
  if (searchesWaiting === 0) holdStartedAt = performance.now();
  searchesWaiting += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    searchesWaiting -= 1;
  };
}

/** True while a search holds the scheduled requests back (and for at most SEARCH_HOLD_MAX_MS at a time). */
export function areScheduledReadsHeld(): boolean {
  return searchesWaiting > 0 && performance.now() - holdStartedAt < SEARCH_HOLD_MAX_MS;
}
