import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import {
  createFetchGuard,
  type FetchGuard,
  FetchRefusedError,
  type Resolver,
} from '../lib/fetch-guard/fetch-guard';
import { type SharedCall, startSharedCall } from '../lib/read-priority';
import { SOURCE_ADAPTERS } from './booking-systems';
import type { SiteListing } from './course-listing';
import { discoverSite } from './discover/discover-site';
import type { HostBudget } from './host-budget';
import { createHttpClient } from './http-client';
import {
  type FetchSlotsInput,
  type SourceCourse,
  SourceError,
  type TeeTimeSlot,
  type TeeTimeSource,
} from './tee-time-source';
import { resolveUpstreamUrl, type UpstreamTarget } from './upstream-url';
import { type ForecastHour, type ForecastPoint, readOpenMeteoForecast } from './weather/open-meteo-forecast';

// The one entry point to upstream tee times: picks the adapter by api_type (sources/booking-systems.ts). The adapters keep state that
// must be shared by every caller of one app (site Configuration, tokens, per-host request budgets,
// single-flight calls), so one set of sources exists per app (ctx.sources).

export type Sources = {
  fetchSlots(input: FetchSlotsInput): Promise<TeeTimeSlot[]>;
  /**
   * The course's site's own course list (decision 0160). Courses of one site asking at once share one read;
   * after a failure the site is not asked again for a few minutes.
   */
  listCourses(course: SourceCourse): Promise<SiteListing>;
  /** The booking system at a pasted address and its courses, or a DiscoveryError saying what failed. */
  discoverSite(url: string): Promise<SiteListing>;
  /** The upstream host (budget key) of a course, or undefined when its config names none. */
  hostOf(course: SourceCourse): string | undefined;
  /**
   * The first address in a course's api_config the fetch guard refuses (decision 0240), as its key and the
   * guard's words; undefined when every one may be fetched. Names are resolved to judge them.
   */
  refusedSourceAddress(
    apiConfig: Record<string, unknown>,
  ): Promise<{ key: string; message: string } | undefined>;
  /** Each point's hourly forecast (decision 0320), through the same guard and host budgets. */
  readForecast(points: ForecastPoint[], signal?: AbortSignal): Promise<ForecastHour[][]>;
};

export type SourcesOptions = {
  config: Pick<
    Config,
    'upstreamMode' | 'simulatorUrl' | 'publicUrl' | 'sources' | 'environment' | 'fetchGuard' | 'weather'
  >;
  /** The per-host request budget (the app passes the database one, shared by every process). */
  budget?: HostBudget;
  /** For token and Configuration expiry, and a Retry-After date; tests move it. */
  clock: Clock;
  /** How the fetch guard resolves host names (the system's unless a test gives its own). */
  resolver?: Resolver;
};

export function createSources(options: SourcesOptions): Sources {
  const { config } = options;
  // The simulator is the operator's own address, not an admin's: it is read as it is (decision 0240).
  const guard = createFetchGuard({
    environment: config.environment,
    resolver: options.resolver,
    trustedOrigins: config.upstreamMode === 'simulator' ? [config.simulatorUrl] : [],
    ...config.fetchGuard,
  });
  const http = createHttpClient({
    userAgent: `Teewatch/1.0 (+${config.publicUrl})`,
    timeoutMs: config.sources.timeoutMs,
    maxRetries: config.sources.maxRetries,
    budget: options.budget,
    clock: options.clock,
    guard,
  });
  const target = { upstreamMode: config.upstreamMode, simulatorUrl: config.simulatorUrl };
  // One source per booking system (the registry, sources/booking-systems.ts), with its probe's deps.
  const systems = SOURCE_ADAPTERS.map((adapter) => {
    const deps = {
      http,
      target,
      requestsPerSecond: adapter.requestsPerSecond(config.sources),
      clock: options.clock,
    };
    return { adapter, deps: { ...deps, source: adapter.createSource(deps) } };
  });
  const adapters = new Map<string, TeeTimeSource>(
    systems.map(({ adapter, deps }) => [adapter.system.type, deps.source]),
  );
  const listings = new Map<string, { call: SharedCall<SiteListing>; expiresAt: number }>();
  function listCourses(course: SourceCourse): Promise<SiteListing> {
    const adapter = adapters.get(course.apiType);
    if (!adapter) return Promise.reject(unknownType(course));
    const key = `${course.apiType}|${JSON.stringify(course.apiConfig)}`;
    const cached = listings.get(key);
    // A search joining the scheduler's ids check of the same site raises that list's requests to its own.
    if (cached && cached.expiresAt > options.clock().getTime()) return cached.call.join();
    const call = startSharedCall(() => adapter.listCourses(course));
    const entry = { call, value: call.value, expiresAt: Number.POSITIVE_INFINITY };
    listings.set(key, entry);
    entry.value.then(
      () => {
        if (listings.get(key) === entry) listings.delete(key);
      },
      () => {
        entry.expiresAt = options.clock().getTime() + LISTING_RETRY_MS;
      },
    );
    return entry.value;
  }

  return {
    listCourses,
    discoverSite: (url) => discoverSite(url, systems),
    refusedSourceAddress: (apiConfig) => refusedSourceAddress(guard, target, apiConfig),
    readForecast: (points, signal) =>
      readOpenMeteoForecast({ http, weather: config.weather, points, signal }),
    hostOf(course) {
      try {
        return adapters.get(course.apiType)?.hostOf(course);
      } catch {
        return undefined;
      }
    },
    async fetchSlots({ course, date, signal, isInteractive, untilHour }) {
      const adapter = adapters.get(course.apiType);
      if (!adapter) throw unknownType(course);
      return tidySlots(await adapter.fetchSlots({ course, date, signal, isInteractive, untilHour }));
    },
  };
}

/** Sources['refusedSourceAddress']: each URL of the config, as the adapters would request it, checked. */
async function refusedSourceAddress(
  guard: FetchGuard,
  target: UpstreamTarget,
  apiConfig: Record<string, unknown>,
): Promise<{ key: string; message: string } | undefined> {
  for (const [key, value] of Object.entries(apiConfig)) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) continue;
    try {
      await guard.check(resolveUpstreamUrl(value.trim(), target));
    } catch (error) {
      if (error instanceof FetchRefusedError) return { key, message: error.message };
      // Anything else (live mode naming the simulator, a malformed address) the read reports.
    }
  }
  return undefined;
}

/** After a failed list, its site is not asked again for this long. */
const LISTING_RETRY_MS = 5 * 60_000;

function unknownType(course: SourceCourse): SourceError {
  return new SourceError(
    `Source misconfigured: no booking system is read for api_type "${course.apiType}"`,
    'config',
  );
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
