import type { Config } from '../../config';
import type { HostState, MirrorPair } from './mirror-state';
import { cadenceSeconds, estimateRequests, isHostSlowed } from './plan-mirror-reads';

// A host's demand against its budget (issue 50, item 3; decision 0305), for the admin's source health: what
// reading every pair at its tier's cadence would cost, and what is waiting now.

export type HostDemand = {
  /** Requests a second the host's pairs need to be read at their tiers' cadences (the planner's estimate). */
  demandRequestsPerSecond: number;
  /** Requests already reserved on the host's budget and not yet sent. */
  queuedRequests: number;
  /** How long those take to go at the budget, in seconds: a read claimed now starts after them. */
  queueSeconds: number;
  /** Pairs past their cadence now (or never read), waiting for their turn. */
  duePairs: number;
};

/**
 * One host's demand at `now`: its pairs grouped as the planner reads them (one date, one tier: a CPS date
 * is one call, ChronoGolf shares requests among a date's courses), each group's estimated requests once
 * per its cadence.
 */
export function hostDemand(options: {
  pairs: MirrorPair[];
  state: HostState | undefined;
  config: Config;
  now: Date;
}): HostDemand {
  const { pairs, state, config, now } = options;
  const slowed = isHostSlowed(state, now);
  const groups = new Map<string, MirrorPair[]>();
  for (const pair of pairs) {
    const key = `${pair.date}|${pair.tier}`;
    groups.set(key, [...(groups.get(key) ?? []), pair]);
  }
  let demand = 0;
  for (const group of groups.values()) {
    demand += estimateRequests(group) / cadenceSeconds(config, group[0]!.tier, slowed);
  }
  const rate = state?.requestsPerSecond ?? 1;
  const queueSeconds = Math.max(0, ((state?.nextRequestAt?.getTime() ?? 0) - now.getTime()) / 1000);
  const duePairs = pairs.filter(
    (pair) =>
      !pair.lastPolledAt ||
      (now.getTime() - pair.lastPolledAt.getTime()) / 1000 >= cadenceSeconds(config, pair.tier, slowed),
  ).length;
  return {
    demandRequestsPerSecond: Math.round(demand * 100) / 100,
    queuedRequests: Math.round(queueSeconds * rate),
    queueSeconds: Math.round(queueSeconds * 10) / 10,
    duePairs,
  };
}
