import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import { createChronogolfSource } from './chronogolf/chronogolf-source';
import { createCpsSource } from './cps/cps-source';
import { createCpsV3Source } from './cps-v3/cps-v3-source';
import type { HostBudget } from './host-budget';
import { createHttpClient } from './http-client';
import {
  type FetchSlotsInput,
  type SourceCourse,
  SourceError,
  type TeeTimeSlot,
  type TeeTimeSource,
} from './tee-time-source';

// The one entry point to upstream tee times: picks the adapter by api_type. The adapters keep state that
// must be shared by every caller of one app (site Configuration, tokens, per-host request budgets,
// single-flight calls), so one set of sources exists per app (ctx.sources).

export type Sources = {
  fetchSlots(input: FetchSlotsInput): Promise<TeeTimeSlot[]>;
  /** The upstream host (budget key) of a course, or undefined when its config names none. */
  hostOf(course: SourceCourse): string | undefined;
};

export type SourcesOptions = {
  config: Pick<Config, 'upstreamMode' | 'simulatorUrl' | 'publicUrl' | 'sources'>;
  /** The per-host request budget (the app passes the database one, shared by every process). */
  budget?: HostBudget;
  /** For token and Configuration expiry, and a Retry-After date; tests move it. */
  clock: Clock;
};

export function createSources(options: SourcesOptions): Sources {
  const { config } = options;
  const http = createHttpClient({
    userAgent: `Teewatch/1.0 (+${config.publicUrl})`,
    timeoutMs: config.sources.timeoutMs,
    maxRetries: config.sources.maxRetries,
    budget: options.budget,
    clock: options.clock,
  });
  const target = { upstreamMode: config.upstreamMode, simulatorUrl: config.simulatorUrl };
  const adapters: Record<SourceCourse['apiType'], TeeTimeSource> = {
    cps: createCpsSource({
      http,
      target,
      requestsPerSecond: config.sources.cpsRequestsPerSecond,
      clock: options.clock,
    }),
    // The legacy v3 tenants are CPS hosts too (w.cps.golf): the same per-host budget rate.
    'cps-v3': createCpsV3Source({
      http,
      target,
      requestsPerSecond: config.sources.cpsRequestsPerSecond,
      clock: options.clock,
    }),
    chronogolf: createChronogolfSource({
      http,
      target,
      requestsPerSecond: config.sources.chronogolfRequestsPerSecond,
      clock: options.clock,
    }),
  };
  return {
    hostOf(course) {
      try {
        return adapters[course.apiType]?.hostOf(course);
      } catch {
        return undefined;
      }
    },
    async fetchSlots({ course, date, signal, isInteractive }) {
      const adapter = adapters[course.apiType];
      if (!adapter)
        throw new SourceError(`Source misconfigured: unknown api_type "${course.apiType}"`, 'config');
      return tidySlots(await adapter.fetchSlots({ course, date, signal, isInteractive }));
    },
  };
}

/**
 * In time order, one slot per (time, holes): a source can list the same start twice (a split tee), and
 * downstream a (course, date, time, holes) names one slot. The roomier listing wins.
 */
export function tidySlots(slots: TeeTimeSlot[]): TeeTimeSlot[] {
  const byKey = new Map<string, TeeTimeSlot>();
  for (const slot of slots) {
    const key = `${slot.time}|${slot.holes}`;
    const seen = byKey.get(key);
    if (!seen || slot.availableSpots > seen.availableSpots) byKey.set(key, slot);
  }
  return [...byKey.values()].sort((a, b) => a.time.localeCompare(b.time) || a.holes - b.holes);
}
