import type { Config } from '@teewatch/server';
import {
  type HostState,
  type MirrorCourse,
  type MirrorPair,
  planMirrorReads,
} from '@teewatch/server/features/mirror';
import { type MirrorTier, mirrorTierOf } from '@teewatch/shared';
import type { DayRows, SheetRows } from './simulator-sheets';

// One hour of the mirror's plan under each host's request budget on a fake clock (no network, no
// database): the real planner (planMirrorReads) decides every tick; each host sends at most its rate
// (requests spaced 1/rate apart, as the database budget enforces); a read completes when its group's
// last request has been sent plus a typical answer time. A ChronoGolf read costs what the simulator's
// sheets make it cost: v2 requests of up to 10 courses, each paging 24 rows at a time through the rows
// the courses list (up to the first row past the watched hours for a narrowed read).

const ANSWER_SECONDS = 0.4;
const WARM_UP_SECONDS = 1800;
export const MEASURED_SECONDS = 3600;
export const DAYS = 31;
const PAGE_ROWS = 24;
const COURSES_PER_REQUEST = 10;

export type SimCourse = MirrorCourse & { host: string };
export type Scenario = {
  rows: SheetRows;
  /** Share of courses whose near dates (days 0–2) a request watches. */
  watchedShare: number;
  /** The watching requests' end hour: 11 (the common waitlist) or 24 (whole-day windows). */
  untilHour: number;
  /** False: the planner before decision 0300 (every read a whole day's). */
  narrowReads: boolean;
  /** The days ahead the requests watch; unset, the near tier's (days 0–2). */
  watchedDays?: number[];
};
export type Stats = {
  ages: Map<string, number[]>;
  requests: Map<string, number>;
  /** ChronoGolf requests of watched reads, and watched pairs those reads covered. */
  watchedRequests: number;
  watchedReads: number;
  watchedPairs: number;
};

const isShared = (pair: MirrorPair) => pair.course.apiType === 'chronogolf';

/** What a read of these pairs (one host, date and kind) sends: ChronoGolf's pages, CPS's one call. */
function requestsOf(group: MirrorPair[], rowsOf: (pair: MirrorPair) => DayRows): number {
  if (!isShared(group[0]!)) return 1;
  let requests = 0;
  for (let start = 0; start < group.length; start += COURSES_PER_REQUEST) {
    const members = group.slice(start, start + COURSES_PER_REQUEST);
    const listed = members.reduce((sum, pair) => {
      const rows = rowsOf(pair);
      return sum + (pair.readUntilHour === undefined ? rows.listed : rows.listedBefore);
    }, 0);
    requests += Math.floor(listed / PAGE_ROWS) + 1;
  }
  return requests;
}

function pairsOf(courses: SimCourse[], scenario: Scenario): MirrorPair[] {
  const watchedCourses = Math.round(courses.length * scenario.watchedShare);
  const whole = scenario.untilHour >= 24;
  return courses.flatMap((course, index) =>
    Array.from({ length: DAYS }, (_, day) => {
      const tier = mirrorTierOf(day);
      const rows = scenario.rows[day]!;
      const isWatchedDay = scenario.watchedDays ? scenario.watchedDays.includes(day) : tier === 'near';
      const isWatched = isWatchedDay && index < watchedCourses;
      return {
        course,
        date: `d${day}`,
        daysAhead: day,
        tier: isWatched ? ('watched' as const) : tier,
        host: course.host,
        lastPolledAt: null,
        lastSuccessAt: null,
        lastFullSuccessAt: null,
        leaseUntil: null,
        openSlots: Math.round(rows.open),
        openSlotsBefore: Math.round(whole ? rows.open : rows.openBefore),
        watchers: isWatched ? 1 : 0,
        watchUntilHour: isWatched ? scenario.untilHour : null,
      };
    }),
  );
}

/** The ages to sample: every tier, and the watched pairs per system apart. */
const ageKeysOf = (pair: MirrorPair): string[] =>
  pair.tier === 'watched' ? ['watched', `watched ${pair.course.apiType}`] : [pair.tier];

export function simulate(config: Config, courses: SimCourse[], scenario: Scenario): Stats {
  const start = Date.UTC(2026, 11, 1, 16, 0, 0);
  const tickSeconds = config.mirror.tickSeconds;
  const pairs = pairsOf(courses, scenario);
  const byKey = new Map(pairs.map((pair) => [`${pair.course.id}|${pair.date}`, pair]));
  const hosts = new Map<string, HostState>();
  for (const course of courses) {
    const rate =
      course.apiType === 'chronogolf'
        ? config.sources.chronogolfRequestsPerSecond
        : config.sources.cpsRequestsPerSecond;
    hosts.set(course.host, { requestsPerSecond: rate, nextRequestAt: null, slowUntil: null });
  }
  const stats: Stats = {
    ages: new Map(),
    requests: new Map(),
    watchedRequests: 0,
    watchedReads: 0,
    watchedPairs: pairs.filter((pair) => pair.tier === 'watched' && isShared(pair)).length,
  };
  const pending: { at: number; pairs: MirrorPair[] }[] = [];
  const rowsOf = (pair: MirrorPair) => scenario.rows[pair.daysAhead]!;

  for (let t = 0; t < WARM_UP_SECONDS + MEASURED_SECONDS; t += tickSeconds) {
    const now = new Date(start + t * 1000);
    for (let i = pending.length - 1; i >= 0; i--) {
      const done = pending[i]!;
      if (done.at > now.getTime()) continue;
      pending.splice(i, 1);
      const at = new Date(done.at);
      for (const read of done.pairs) {
        const pair = byKey.get(`${read.course.id}|${read.date}`)!;
        Object.assign(pair, { lastPolledAt: at, lastSuccessAt: at, leaseUntil: null });
        if (read.readUntilHour === undefined) pair.lastFullSuccessAt = at;
      }
    }
    // Once a virtual minute, the age of every pair's data (since its last read, or since the start).
    if (t >= WARM_UP_SECONDS && t % 60 === 0) {
      for (const pair of pairs) {
        const age = (now.getTime() - (pair.lastSuccessAt?.getTime() ?? start)) / 1000;
        for (const key of ageKeysOf(pair)) {
          const list = stats.ages.get(key);
          if (list) list.push(age);
          else stats.ages.set(key, [age]);
        }
      }
    }
    const chosen = planMirrorReads({
      pairs,
      hosts,
      config,
      now,
      tickSeconds,
      narrowReads: scenario.narrowReads,
    });
    const groups = new Map<string, MirrorPair[]>();
    for (const read of chosen) {
      byKey.get(`${read.course.id}|${read.date}`)!.leaseUntil = new Date(now.getTime() + 60_000);
      const key = `${read.host}|${read.date}|${read.readUntilHour ?? ''}`;
      groups.set(key, [...(groups.get(key) ?? []), read]);
    }
    for (const group of groups.values()) {
      const host = hosts.get(group[0]!.host)!;
      const spacing = 1000 / host.requestsPerSecond;
      const requests = requestsOf(group, rowsOf);
      const first = Math.max(now.getTime(), host.nextRequestAt?.getTime() ?? 0);
      host.nextRequestAt = new Date(first + requests * spacing);
      pending.push({ at: first + (requests - 1) * spacing + ANSWER_SECONDS * 1000, pairs: group });
      if (t < WARM_UP_SECONDS) continue;
      stats.requests.set(group[0]!.host, (stats.requests.get(group[0]!.host) ?? 0) + requests);
      if (group[0]!.tier === 'watched' && isShared(group[0]!)) {
        stats.watchedRequests += requests;
        stats.watchedReads += group.length;
      }
    }
  }
  return stats;
}

/**
 * The fewest ChronoGolf requests one round of the watched pairs can take by the documented protocol
 * (reference §2.2): a request names at most 10 courses and a page carries at most 24 rows, so a date's
 * n watched courses listing r rows each take at least max(⌈n/10⌉, ⌈n·r/24⌉) requests.
 */
export function fewestRequestsPerCycle(courses: SimCourse[], scenario: Scenario): number {
  const watched = courses.filter(
    (course, index) =>
      course.apiType === 'chronogolf' && index < Math.round(courses.length * scenario.watchedShare),
  ).length;
  let total = 0;
  for (let day = 0; day < DAYS; day++) {
    if (mirrorTierOf(day) !== 'near' || watched === 0) continue;
    const rows = scenario.rows[day]!;
    const listed = scenario.untilHour >= 24 ? rows.listed : rows.listedBefore;
    total += Math.max(Math.ceil(watched / COURSES_PER_REQUEST), Math.ceil((watched * listed) / PAGE_ROWS));
  }
  return total;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

export const TIERS: (MirrorTier | string)[] = ['watched', 'watched chronogolf', 'near', 'mid', 'far'];
