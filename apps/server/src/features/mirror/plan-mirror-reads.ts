import type { MirrorTier } from '@teewatch/shared';
import type { Config } from '../../config';
import { watchedCadenceSeconds } from '../../config/watched-cadence';
import { adapterOf } from '../../sources/booking-systems';
import type { HostState, MirrorPair } from './mirror-state';

// Which (course, date) pairs to read now, per upstream host, within that host's request budget
// (docs/decisions/0012-tee-sheet-mirror.md). Pure, so the budget simulation drives it with a fake clock.

/** Watched pairs (decision 0110) are planned ahead of every unwatched one, then by distance. */
const TIER_RANK: Record<MirrorTier, number> = { watched: 0, near: 1, mid: 2, far: 3 };
/** A pair only a golfer's search watches: after every pair a waitlist request watches (decision 0301). */
const SEARCH_ONLY_RANK = 0.5;
/**
 * A pair never read successfully whose last read failed is tried again after this long rather than a
 * whole cadence: at a cold start the first reads queue behind club-page discovery and can run out of
 * lease; the host budget still paces every retry.
 */
const UNREAD_RETRY_SECONDS = 20;
/**
 * An unwatched date read before and now this many cadences late competes with the unwatched near dates
 * (never with watched ones), so a budget the faster tiers fill cannot leave its data hours old.
 */
const STARVED_OVERDUE = 3;
/** While a host is slowed (it answered 429), farther tiers stretch first; watched and near dates never do. */
const SLOWED_CADENCE_FACTOR: Record<MirrorTier, number> = { watched: 1, near: 1, mid: 2, far: 4 };
/** How the system of these pairs (one host) shares one request among courses (its adapter's), if it does. */
function sharedReadsOf(pairs: MirrorPair[]) {
  return adapterOf(pairs[0]?.course.apiType)?.sharedReads;
}

export function cadenceSeconds(config: Config, tier: MirrorTier, isSlowed = false): number {
  const base = tier === 'watched' ? watchedCadenceSeconds(config) : config.alerts.pollIntervalSeconds[tier];
  return isSlowed ? base * SLOWED_CADENCE_FACTOR[tier] : base;
}

/**
 * The shortest cadence the mirror keeps (watched or near): a host's planned backlog stays under a
 * quarter of it, so a read claimed now starts well within it.
 */
export function fastestCadenceSeconds(config: Config): number {
  return cadenceSeconds(config, 'watched');
}

export function isHostSlowed(host: HostState | undefined, now: Date): boolean {
  return Boolean(host?.slowUntil && host.slowUntil > now);
}

/**
 * A pair is due when, by the time a read claimed now would start (the next tick, behind the host's
 * backlog), its cadence will have passed since its last attempt, so reads come at most one cadence
 * apart; and nobody holds its lease.
 */
export function isDue(options: {
  pair: MirrorPair;
  cadenceSeconds: number;
  now: Date;
  /** Seconds until a read claimed now would be sent: the tick plus the host's backlog. */
  leadSeconds: number;
}): boolean {
  const { pair, now } = options;
  if (pair.leaseUntil && pair.leaseUntil > now) return false;
  if (!pair.lastPolledAt) return true;
  const age = (now.getTime() - pair.lastPolledAt.getTime()) / 1000;
  if (!pair.lastSuccessAt && age >= UNREAD_RETRY_SECONDS) return true;
  return age + options.leadSeconds >= options.cadenceSeconds;
}

/** Requests one read of these pairs (same host and date) costs: batching and paging of each protocol. */
export function estimateRequests(pairs: MirrorPair[]): number {
  const shared = sharedReadsOf(pairs);
  if (!shared) return 1;
  const requests = Math.ceil(pairs.length / shared.coursesPerRequest);
  const rows = pairs.reduce((sum, pair) => sum + rowsRead(pair), 0);
  return requests + Math.floor(rows / shared.rowsPerPage);
}

/** Rows a read of the pair pages through: the watched hours' for a narrowed read, else the day's. */
function rowsRead(pair: MirrorPair): number {
  return pair.readUntilHour === undefined ? pair.openSlots : (pair.openSlotsBefore ?? pair.openSlots);
}

/**
 * The pair as the planner reads it: narrowed to its watchers' hours (decision 0300) when only waitlist
 * requests watch it, its system pages in start-time order (shared reads), narrowing saves a page, and
 * its whole day was read recently enough: within the mid cadence (the rest of the day as fresh as a mid
 * date), stretched as far as its watched reads are late on a saturated host (one whole-day read in
 * mid/watched reads at most, so the watched hours get the budget); else a whole-day read.
 */
export function narrowed(pair: MirrorPair, config: Config, now: Date): MirrorPair {
  const until = pair.watchUntilHour;
  if (pair.tier !== 'watched' || until === null || until === undefined || !sharedReadsOf([pair])) return pair;
  if (pair.openSlotsBefore !== undefined && pair.openSlotsBefore >= pair.openSlots) return pair;
  const fullAt = pair.lastFullSuccessAt?.getTime();
  const readAt = pair.lastSuccessAt?.getTime();
  if (fullAt === undefined || readAt === undefined) return pair;
  const fullLateness = (now.getTime() - fullAt) / 1000 / cadenceSeconds(config, 'mid');
  const readLateness = (now.getTime() - readAt) / 1000 / cadenceSeconds(config, 'watched');
  if (fullLateness >= Math.max(1, readLateness)) return pair;
  return { ...pair, readUntilHour: until };
}

/**
 * A due group's rank: by tier, waitlists first (decision 0301: a watched date no request watches, a
 * search's, after those one does), a starved unwatched date with the near ones.
 */
function rankOf(tier: MirrorTier, watchers: number, isStarved: boolean): number {
  if (tier === 'watched') return watchers > 0 ? TIER_RANK.watched : SEARCH_ONLY_RANK;
  return isStarved ? Math.min(TIER_RANK[tier], TIER_RANK.near) : TIER_RANK[tier];
}

/**
 * Among due groups of one rank, which goes first: the longest overdue against its cadence (so no pair
 * starves), weighted up by the waitlist requests watching it and down by its distance (decision 0301).
 */
function urgencyOf(overdue: number, watchers: number, daysAhead: number): number {
  return (overdue * (1 + Math.log2(1 + watchers) / 2)) / (1 + daysAhead / 10);
}

/**
 * The pairs to claim this tick. Per host: due pairs grouped by date (one CPS call, or shared ChronoGolf
 * requests, read a date's courses together), split into chunks that cost at most what the host sends
 * in a quarter of the fastest cadence, watched pairs first, then nearest tier, most overdue and nearest
 * date first within a tier (a cold start reads today and tomorrow first). Chunks are
 * taken while the host's backlog stays under that quarter cadence: reservations are first come, first
 * served, so a long far-date read queued first would otherwise hold up the near dates behind it. An
 * idle host always gets its most urgent chunk.
 */
export function planMirrorReads(options: {
  pairs: MirrorPair[];
  hosts: Map<string, HostState>;
  config: Config;
  now: Date;
  tickSeconds: number;
  /**
   * Requests this process's reads still under way are expected to send, per host. Reads reserve their
   * requests one by one (a club page first, then pages), so the budget's backlog alone would hide work
   * already claimed and a cold start would claim far more than the host can send in a lease.
   */
  inFlightRequests?: Map<string, number>;
  /** False plans every read as a whole day's, as before decision 0300 (bench:budget's "before"). */
  narrowReads?: boolean;
}): MirrorPair[] {
  const { now, tickSeconds, config } = options;
  const capSeconds = Math.max(tickSeconds, fastestCadenceSeconds(config) / 4);
  const rateOf = (host: string) => options.hosts.get(host)?.requestsPerSecond ?? 1;
  const backlogOf = (host: string) =>
    Math.max(
      0,
      ((options.hosts.get(host)?.nextRequestAt?.getTime() ?? 0) - now.getTime()) / 1000,
      (options.inFlightRequests?.get(host) ?? 0) / rateOf(host),
    );

  // A date's read is as long as its requests at the host's rate: a read claimed now ends after the tick,
  // the backlog and its own requests, so that is how early it must be claimed to keep its cadence.
  // A date's watched pairs are a group of their own, so they never wait behind its unwatched ones (the
  // source still shares requests between the two when both are read in the same tick).
  // A date's narrowed reads are a group of each end hour: one request stops at its members' end.
  const byDate = new Map<string, MirrorPair[]>();
  const plannedPairs =
    options.narrowReads === false
      ? options.pairs
      : options.pairs.map((candidate) => narrowed(candidate, config, now));
  for (const pair of plannedPairs) {
    const key = `${pair.host}|${pair.date}|${pair.tier === 'watched'}|${pair.readUntilHour ?? ''}`;
    const list = byDate.get(key);
    if (list) list.push(pair);
    else byDate.set(key, [pair]);
  }
  const groups: { pairs: MirrorPair[]; rank: number; urgency: number }[] = [];
  for (const datePairs of byDate.values()) {
    const host = datePairs[0]!.host;
    const leadSeconds = tickSeconds + backlogOf(host) + estimateRequests(datePairs) / rateOf(host);
    const slowed = isHostSlowed(options.hosts.get(host), now);
    let overdue = 0;
    const due = datePairs.filter((pair) => {
      const cadence = cadenceSeconds(config, pair.tier, slowed);
      if (!isDue({ pair, cadenceSeconds: cadence, now, leadSeconds })) return false;
      const ratio = pair.lastPolledAt
        ? (now.getTime() - pair.lastPolledAt.getTime()) / 1000 / cadence
        : Number.POSITIVE_INFINITY;
      overdue = Math.max(overdue, ratio);
      return true;
    });
    // Longest unread first, so a date bigger than one chunk is read through, not its first chunk again.
    due.sort((a, b) => (a.lastPolledAt?.getTime() ?? 0) - (b.lastPolledAt?.getTime() ?? 0));
    if (due.length === 0) continue;
    const tier = due[0]!.tier;
    const isStarved = tier !== 'watched' && Number.isFinite(overdue) && overdue >= STARVED_OVERDUE;
    const watchers = Math.max(...due.map((pair) => pair.watchers ?? 0));
    const rank = rankOf(tier, watchers, isStarved);
    const urgency = Number.isFinite(overdue)
      ? urgencyOf(overdue, watchers, due[0]!.daysAhead)
      : Number.MAX_VALUE / (1 + due[0]!.daysAhead);
    groups.push({ pairs: due, rank, urgency });
  }
  const chunks = groups
    .sort((a, b) => a.rank - b.rank || b.urgency - a.urgency)
    .flatMap((group) => chunk(group.pairs, Math.max(1, rateOf(group.pairs[0]!.host) * capSeconds)));

  const remaining = new Map<string, { requests: number; isIdle: boolean }>();
  const chosen: MirrorPair[] = [];
  for (const pairs of chunks) {
    const host = pairs[0]!.host;
    let left = remaining.get(host);
    if (!left) {
      const backlog = backlogOf(host);
      left = { requests: rateOf(host) * (capSeconds + tickSeconds - backlog), isIdle: backlog === 0 };
      remaining.set(host, left);
    }
    const cost = estimateRequests(pairs);
    if (cost > left.requests && !left.isIdle) {
      // Strict priority: a cheaper, less urgent chunk must not take the room the next tick gives this one.
      left.requests = Number.NEGATIVE_INFINITY;
      continue;
    }
    left.requests -= cost;
    left.isIdle = false;
    chosen.push(...pairs);
  }
  return chosen;
}

/** Splits one host's date group into reads that each cost at most `maxRequests` (one pair at least). */
function chunk(pairs: MirrorPair[], maxRequests: number): MirrorPair[][] {
  const shared = sharedReadsOf(pairs);
  if (!shared) return [pairs];
  const chunks: MirrorPair[][] = [];
  let current: MirrorPair[] = [];
  for (const pair of pairs) {
    const next = [...current, pair];
    if (
      current.length > 0 &&
      (next.length > shared.coursesPerRequest || estimateRequests(next) > maxRequests)
    ) {
      chunks.push(current);
      current = [pair];
    } else {
      current = next;
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
