import type { MirrorTier } from '@teewatch/shared';
import type { Config } from '../../config';
import type { MirrorCourse } from './mirror-state';

// Which (course, date) pairs to read now, per upstream host, within that host's request budget
// (docs/decisions/0012-tee-sheet-mirror.md). Pure, so the budget simulation drives it with a fake clock.

export type MirrorPair = {
  course: MirrorCourse;
  date: string;
  daysAhead: number;
  tier: MirrorTier;
  host: string;
  /** End of the last read attempt; null when never read. */
  lastPolledAt: Date | null;
  /** End of the last successful read; null when never read (or cleared). */
  lastSuccessAt: Date | null;
  /** While in the future, another reader holds the pair. */
  leaseUntil: Date | null;
  /** Open slots the mirror holds for the pair: how many ChronoGolf pages its read will take. */
  openSlots: number;
};

export type HostState = {
  requestsPerSecond: number;
  /** When the host's next request may start (the budget's backlog); null when never used. */
  nextRequestAt: Date | null;
  /** While in the future, the host asked us to slow down. */
  slowUntil: Date | null;
};

const TIER_RANK: Record<MirrorTier, number> = { near: 0, mid: 1, far: 2 };
/** While a host is slowed (it answered 429), farther tiers stretch first; near dates never do. */
const SLOWED_CADENCE_FACTOR: Record<MirrorTier, number> = { near: 1, mid: 2, far: 4 };
/** ChronoGolf v2 answers up to 10 course UUIDs per request and 24 rows per page. */
const CHRONOGOLF_COURSES_PER_REQUEST = 10;
const CHRONOGOLF_PAGE_SIZE = 24;

export function cadenceSeconds(config: Config, tier: MirrorTier, isSlowed = false): number {
  const base = config.alerts.pollIntervalSeconds[tier];
  return isSlowed ? base * SLOWED_CADENCE_FACTOR[tier] : base;
}

export function isHostSlowed(host: HostState | undefined, now: Date): boolean {
  return Boolean(host?.slowUntil && host.slowUntil > now);
}

/**
 * A pair is due when, by the next tick, its cadence will have passed since its last attempt (so reads
 * come at most one cadence apart), and nobody holds its lease.
 */
export function isDue(options: {
  pair: MirrorPair;
  cadenceSeconds: number;
  now: Date;
  tickSeconds: number;
}): boolean {
  const { pair, now } = options;
  if (pair.leaseUntil && pair.leaseUntil > now) return false;
  if (!pair.lastPolledAt) return true;
  const age = (now.getTime() - pair.lastPolledAt.getTime()) / 1000;
  return age + options.tickSeconds >= options.cadenceSeconds;
}

/** Requests one read of these pairs (same host and date) costs: batching and paging of each protocol. */
export function estimateRequests(pairs: MirrorPair[]): number {
  if (pairs[0]?.course.apiType !== 'chronogolf') return 1;
  const requests = Math.ceil(pairs.length / CHRONOGOLF_COURSES_PER_REQUEST);
  const rows = pairs.reduce((sum, pair) => sum + pair.openSlots, 0);
  return requests + Math.floor(rows / CHRONOGOLF_PAGE_SIZE);
}

/**
 * The pairs to claim this tick. Per host: due pairs grouped by date (one CPS call or a few shared
 * ChronoGolf requests read a date's courses together), nearest tier first and most overdue first within
 * it, taken while the requests they cost fit in what the host's budget can send before the next tick
 * (less the backlog already reserved). A host with no backlog always gets its most urgent group, so a
 * group bigger than one tick's budget is still read.
 */
export function planMirrorReads(options: {
  pairs: MirrorPair[];
  hosts: Map<string, HostState>;
  config: Config;
  now: Date;
  tickSeconds: number;
}): MirrorPair[] {
  const { now, tickSeconds, config } = options;
  const due = options.pairs.flatMap((pair) => {
    const cadence = cadenceSeconds(config, pair.tier, isHostSlowed(options.hosts.get(pair.host), now));
    if (!isDue({ pair, cadenceSeconds: cadence, now, tickSeconds })) return [];
    const overdue = pair.lastPolledAt
      ? (now.getTime() - pair.lastPolledAt.getTime()) / 1000 / cadence
      : Number.POSITIVE_INFINITY;
    return [{ pair, overdue }];
  });
  const groups = new Map<string, { pairs: MirrorPair[]; rank: number; overdue: number }>();
  for (const { pair, overdue } of due) {
    const key = `${pair.host}|${pair.date}`;
    const group = groups.get(key) ?? { pairs: [], rank: TIER_RANK[pair.tier], overdue };
    group.pairs.push(pair);
    group.overdue = Math.max(group.overdue, overdue);
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort((a, b) => a.rank - b.rank || b.overdue - a.overdue);

  const remaining = new Map<string, { requests: number; isIdle: boolean }>();
  const chosen: MirrorPair[] = [];
  for (const group of ordered) {
    const host = group.pairs[0]!.host;
    let left = remaining.get(host);
    if (!left) {
      const state = options.hosts.get(host);
      const rate = state?.requestsPerSecond ?? 1;
      const backlogSeconds = Math.max(0, ((state?.nextRequestAt?.getTime() ?? 0) - now.getTime()) / 1000);
      left = { requests: rate * (tickSeconds - backlogSeconds), isIdle: backlogSeconds === 0 };
      remaining.set(host, left);
    }
    const cost = estimateRequests(group.pairs);
    if (cost > left.requests && !left.isIdle) continue;
    left.requests -= cost;
    left.isIdle = false;
    chosen.push(...group.pairs);
  }
  return chosen;
}
