import type { BookingSystemType } from '@teewatch/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DeliveryHandOff } from '../../delivery';
import type { Clock } from '../../lib/clock';
import type { OpeningsMatcher } from '../../lib/openings-matcher';
import { type ReadPriority, withReadPriority } from '../../lib/read-priority';
import { runWithTrace } from '../../lib/trace-context';
import { adapterOf } from '../../sources/booking-systems';
import type { Sources } from '../../sources/create-sources';
import { checkCourseIds } from './course-ids';
import {
  claimMirrorReads,
  listHostStates,
  listMirrorCourses,
  listMirrorPairs,
  type MirrorPair,
  renewLeaseWhileReading,
} from './mirror-state';
import { estimateRequests, planMirrorReads } from './plan-mirror-reads';
import { type ReadOutcome, readCourseDay } from './read-course-day';

// The worker's loop: every tick, plan what is due per host within its budget, claim those pairs'
// leases, and read them. Reads run in the background and the next tick does not wait for them, so a
// slow host never holds up another; a lease that outlives its holder (a crash, a hang) simply expires.

export type MirrorSchedulerOptions = {
  db: Db;
  config: Config;
  sources: Sources;
  /** Matches each read's openings to waitlist requests (alerts' matchOpeningsToRequests: decision 0192). */
  matchOpeningsToRequests: OpeningsMatcher;
  /** Handed the requests a group's reads (one host and date) matched openings to, once they are stored. */
  delivery?: DeliveryHandOff;
  onError?: (error: unknown) => void;
  clock: Clock;
};

export type MirrorScheduler = {
  /** Plans and claims once, starting the reads; resolves with the claimed pairs once they are started. */
  tick(): Promise<MirrorPair[]>;
  /** Waits for every read started so far. */
  settle(): Promise<void>;
  start(): void;
  /** Stops ticking and aborts reads under way (their leases expire; the next worker reads them). */
  stop(): Promise<void>;
};

/**
 * How long a claimed pair is held without renewal: half the near cadence (5–60 s). A living read renews
 * it (renewLeaseWhileReading); one lost with its process (kill -9) stops renewing, so its pair is free
 * again within that and read again within 2× the cadence (the churn-replay test measures it).
 */
export function leaseSecondsFor(config: Config): number {
  return Math.max(5, Math.min(config.alerts.pollIntervalSeconds.near / 2, 60));
}

/** How long one read may take before it is abandoned: the near cadence (5–120 s), so no read outlives a cadence. */
export function readTimeoutSecondsFor(config: Config): number {
  return Math.max(5, Math.min(config.alerts.pollIntervalSeconds.near, 120));
}

/**
 * The priority of each scheduled read under way in this process, by `${courseId}|${date}`: a search
 * waiting for a pair the scheduler holds promotes its read, whose remaining requests then go ahead of
 * the scheduler's queue (a worker in another process keeps its pace; the search waits its budget).
 */
const scheduledReads = new Map<string, ReadPriority>();

/** Lets the scheduled reads of these pairs under way in this process go ahead like a search's own. */
export function promoteScheduledReads(pairs: { course: { id: number }; date: string }[]): void {
  for (const pair of pairs) {
    const priority = scheduledReads.get(`${pair.course.id}|${pair.date}`);
    if (priority) priority.isInteractive = true;
  }
}

export function rateOf(config: Config, apiType: BookingSystemType): number {
  return adapterOf(apiType)?.requestsPerSecond(config.sources) ?? config.sources.cpsRequestsPerSecond;
}

/**
 * The requests a group's reads (one host and date) matched openings to, handed on once: when the group's
 * last read is stored, or `batchSeconds` after the first match if a read is still going. A group's reads
 * share their upstream answers (one CPS call per site and date, one ChronoGolf v2 request for up to 10
 * courses), so they usually finish together: a request watching several of the group's courses gets one
 * email (ALERT_MIN_GAP_MINUTES would hold a second one back), and no fixed wait follows the openings.
 */
function alertBatch(send: (requestIds: number[]) => Promise<void>, batchSeconds: number) {
  let pending = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const ids = [...pending];
    pending = new Set();
    await send(ids);
  };
  return {
    add(requestIds: number[]) {
      for (const id of requestIds) pending.add(id);
      if (pending.size > 0 && !timer) timer = setTimeout(() => void flush(), batchSeconds * 1000);
    },
    flush,
  };
}

/**
 * Plans this tick's reads from every course's due dates and the hosts' budgets, and claims their leases: the
 * pairs planned (in the planner's order) and those this process won.
 */
async function claimDueReads(options: MirrorSchedulerOptions, inFlightRequests: Map<string, number>) {
  const { db, config, sources, clock } = options;
  const now = clock();
  const courses = await listMirrorCourses(db);
  const pairs = await listMirrorPairs({
    db,
    sources,
    courses,
    now,
    horizonDays: config.mirror.horizonDays,
  });
  const apiTypeOfHost = new Map(pairs.map((pair) => [pair.host, pair.course.apiType]));
  const hosts = await listHostStates({
    db,
    hosts: [...apiTypeOfHost].map(([host, apiType]) => ({
      host,
      requestsPerSecond: rateOf(config, apiType),
    })),
  });
  const tickSeconds = config.mirror.tickSeconds;
  const planned = planMirrorReads({ pairs, hosts, config, now, tickSeconds, inFlightRequests });
  const claimed = await claimMirrorReads({
    db,
    pairs: planned,
    now,
    leaseSeconds: leaseSecondsFor(config),
  });
  return { planned, claimed };
}

/** The claimed reads by host and date: a group's reads share their upstream answers. */
function byHostAndDate(claimed: MirrorPair[]): MirrorPair[][] {
  const groups = new Map<string, MirrorPair[]>();
  for (const pair of claimed) {
    const key = `${pair.host}|${pair.date}`;
    groups.set(key, [...(groups.get(key) ?? []), pair]);
  }
  return [...groups.values()];
}

/** One scheduled read: its lease renewed while it runs, ranked against a search's reads of the same host. */
async function readScheduled(
  options: MirrorSchedulerOptions,
  stopping: AbortSignal,
  pair: MirrorPair,
  rank: number,
): Promise<ReadOutcome> {
  const { db, config, sources, clock } = options;
  const signal = AbortSignal.any([stopping, AbortSignal.timeout(readTimeoutSecondsFor(config) * 1000)]);
  const stopRenewing = renewLeaseWhileReading({
    db,
    pair,
    leaseSeconds: leaseSecondsFor(config),
    clock,
    onError: options.onError,
  });
  const key = `${pair.course.id}|${pair.date}`;
  const priority: ReadPriority = { isInteractive: false, rank, isWaitlisted: (pair.watchers ?? 0) > 0 };
  scheduledReads.set(key, priority);
  const outcome = await withReadPriority(priority, () =>
    readCourseDay({
      db,
      config,
      sources,
      course: pair.course,
      date: pair.date,
      signal,
      clock,
      matchOpeningsToRequests: options.matchOpeningsToRequests,
      untilHour: pair.readUntilHour,
    }),
  ).finally(() => {
    stopRenewing();
    if (scheduledReads.get(key) === priority) scheduledReads.delete(key);
  });
  return outcome;
}

export function createMirrorScheduler(options: MirrorSchedulerOptions): MirrorScheduler {
  const { db, config, sources, clock } = options;
  const tickSeconds = config.mirror.tickSeconds;
  const inFlight = new Set<Promise<unknown>>();
  /** Estimated requests of this process's reads under way, per host (see planMirrorReads). */
  const inFlightRequests = new Map<string, number>();
  const stopping = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isRunning = false;
  /** Ranks the reads in the order the planner chose them, across ticks (see ReadPriority.rank). */
  let nextRank = 0;

  let idsCheck: Promise<unknown> | undefined;
  /**
   * Checks the ids of the courses due (decision 0160), one check at a time, before the tick plans: a course
   * added by its site and name is read from the first tick on. It costs a tick a list read per site a day
   * (each request bounded by the source timeout; a site that failed is not asked again for minutes).
   */
  async function checkIdsOfDueCourses(): Promise<void> {
    idsCheck ??= checkCourseIds({ db, sources, clock })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        idsCheck = undefined;
      });
    await idsCheck;
  }

  async function tick(): Promise<MirrorPair[]> {
    await checkIdsOfDueCourses();
    const { planned, claimed } = await claimDueReads(options, inFlightRequests);
    const rankOf = new Map(planned.map((pair) => [`${pair.course.id}|${pair.date}`, nextRank++]));
    for (const group of byHostAndDate(claimed)) {
      const host = group[0]!.host;
      const cost = estimateRequests(group);
      inFlightRequests.set(host, (inFlightRequests.get(host) ?? 0) + cost);
      // A read group's own trace id (decision 0236): its log lines, the hand-off's jobs and the
      // deliveries they claim carry it.
      runWithTrace(undefined, () => {
        const alerts = alertBatch(async (ids) => {
          try {
            await options.delivery?.deliverMatches(ids);
          } catch (error) {
            options.onError?.(error);
          }
        }, config.alerts.batchSeconds);
        const running = Promise.all(
          group.map((pair) =>
            readScheduled(
              options,
              stopping.signal,
              pair,
              rankOf.get(`${pair.course.id}|${pair.date}`) ?? nextRank,
            )
              .then((outcome) => {
                if (outcome.status === 'read') alerts.add(outcome.alertedRequestIds);
              })
              .catch((error: unknown) => {
                if (!stopping.signal.aborted) options.onError?.(error);
              }),
          ),
        )
          .then(() => alerts.flush())
          .finally(() => {
            inFlight.delete(running);
            inFlightRequests.set(host, Math.max(0, (inFlightRequests.get(host) ?? 0) - cost));
          });
        inFlight.add(running);
      });
    }
    return claimed;
  }

  async function loop(): Promise<void> {
    if (!isRunning) return;
    try {
      await tick();
    } catch (error) {
      options.onError?.(error);
    }
    if (isRunning) timer = setTimeout(loop, tickSeconds * 1000);
  }

  return {
    tick,
    async settle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    start() {
      if (isRunning) return;
      isRunning = true;
      void loop();
    },
    async stop() {
      isRunning = false;
      clearTimeout(timer);
      stopping.abort(new Error('worker stopping'));
      await Promise.allSettled([...inFlight]);
    },
  };
}
