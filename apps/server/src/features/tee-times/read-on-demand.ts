import { bookingOpensAt } from '@teewatch/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { OpeningsMatcher } from '../../lib/openings-matcher';
import { holdScheduledReads, withReadPriority } from '../../lib/read-priority';
import type { Sources } from '../../sources/create-sources';
import { sleep } from '../../sources/sleep';
import {
  claimMirrorReads,
  leaseSecondsFor,
  type MirrorCourse,
  promoteScheduledReads,
  readCourseDay,
  readTimeoutSecondsFor,
  renewLeaseWhileReading,
} from '../mirror';
import { isSheetOld, type StoredSheet } from './is-sheet-old';
import { selectCourseSheets } from './tee-times.queries';

// A search reads itself only a released date whose data is missing or older than twice its cadence,
// within the search budget and its host's budget, through the same leases as the worker.

/**
 * A pair whose read just failed is not asked again by searches more often than this, however many
 * golfers search or press Refresh (the worker keeps its own cadence).
 */
const RETRY_FLOOR_MS = 5_000;
/** How often a search looks whether reads held by another process have finished. */
const LEASE_POLL_MS = 150;

/** Whether a search should read this course's date before answering. */
export function needsOnDemandRead(options: StoredSheet): boolean {
  const { course, date, sheet, now } = options;
  if (bookingOpensAt(date, course.bookingAdvanceDays, course.bookingOpenTime) > now) return false;
  if (!isSheetOld(options)) return false;
  const triedAt = sheet?.lastPolledAt?.getTime() ?? 0;
  return now.getTime() - triedAt >= RETRY_FLOOR_MS;
}

export type OnDemandReader = {
  /** Reads the pairs this search can claim and waits, up to the budget, for those and for reads under way elsewhere. */
  read(options: {
    courses: MirrorCourse[];
    date: string;
    now: Date;
    /** When to stop waiting (performance.now()); default the search budget from now. */
    deadline?: number;
  }): Promise<void>;
  /** Calls off reads still running (their leases expire). */
  stop(): Promise<void>;
};

export function createOnDemandReader(options: {
  config: Config;
  db: Db;
  sources: Sources;
  clock: Clock;
  /** Matches each read's openings to waitlist requests (alerts' matchOpeningsToRequests: decision 0192). */
  matchOpeningsToRequests: OpeningsMatcher;
}): OnDemandReader {
  const { config, db, sources, clock, matchOpeningsToRequests } = options;
  const stopping = new AbortController();
  const inFlight = new Set<Promise<unknown>>();

  return {
    async read({ courses, date, now, deadline = performance.now() + config.search.budgetMs }) {
      // The budget is a span of waiting, measured on the monotonic clock like the sleeps that spend it.
      // While the golfer waits, this process's scheduled requests wait too (lib/read-priority.ts).
      const release = holdScheduledReads();
      try {
        await readWithin({ courses, date, now, deadline });
      } finally {
        release();
      }
    },
    async stop() {
      stopping.abort(new Error('search stopping'));
      await Promise.allSettled([...inFlight]);
    },
  };

  /** Claims and reads what it can, promotes what this process's scheduler holds, and waits up to `deadline`. */
  async function readWithin(options: { courses: MirrorCourse[]; date: string; now: Date; deadline: number }) {
    const { courses, date, now, deadline } = options;
    const pairs = courses.map((course) => ({ course, date }));
    const claimed = await claimMirrorReads({ db, pairs, now, leaseSeconds: leaseSecondsFor(config) });
    const reads = claimed.map((pair) => {
      const signal = AbortSignal.any([
        stopping.signal,
        AbortSignal.timeout(readTimeoutSecondsFor(config) * 1000),
      ]);
      const stopRenewing = renewLeaseWhileReading({ db, pair, leaseSeconds: leaseSecondsFor(config), clock });
      // A golfer waits: its requests go ahead of the scheduler's queue on the host (decision 0110).
      // A read that outlasts the search goes on and fills the mirror for the next one.
      const running = withReadPriority({ isInteractive: true }, () =>
        readCourseDay({
          db,
          config,
          sources,
          course: pair.course,
          date,
          signal,
          clock,
          matchOpeningsToRequests,
        }),
      )
        .catch(() => undefined)
        .finally(() => {
          stopRenewing();
          inFlight.delete(running);
        });
      inFlight.add(running);
      return running;
    });
    // Pairs the scheduler of this process is reading: their remaining requests go ahead too.
    const others = courses.filter((course) => !claimed.some((pair) => pair.course.id === course.id));
    promoteScheduledReads(others.map((course) => ({ course, date })));
    const budget = sleep(Math.max(0, deadline - performance.now()), stopping.signal).catch(() => undefined);
    await Promise.race([Promise.all(reads), budget]);
    while (others.length > 0 && performance.now() < deadline && !stopping.signal.aborted) {
      const sheets = await selectCourseSheets(
        db,
        date,
        others.map((course) => course.id),
      );
      const stillHeld = [...sheets.values()].some((sheet) => sheet.leaseUntil && sheet.leaseUntil > clock());
      if (!stillHeld) break;
      await sleep(LEASE_POLL_MS, stopping.signal).catch(() => undefined);
    }
  }
}
