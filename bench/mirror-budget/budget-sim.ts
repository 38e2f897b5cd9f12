// The mirror's plan under each host's request budget, simulated on a fake clock (no network, no database):
// the real planner (planMirrorReads) decides every tick; each host sends at most its rate (requests spaced
// 1/rate apart, as the database budget enforces); a read completes when its group's last request has
// been sent plus a typical answer time. For each catalogue (the 18 real courses; 200 courses on 20
// ChronoGolf clubs), sheet density (full, sparse: the simulator's SIMULATOR_SHEET_DENSITY) and share of
// courses whose near dates a request watches, it prints the achieved cadence per tier (the age of every
// pair's data, sampled each virtual minute: median, p95 and max, against the configured cadence) and the
// requests per second per host, at the shipped budgets (ChronoGolf 1 request/s, CPS 4/s) and cadences.
// Decision 0110 reads its figures from here.
//
//   npm run bench:budget -w @teewatch/bench

import { budgetKey, FIRST_CATALOGUE_COURSES, loadConfig, SEED_COURSES } from '@teewatch/server';
import {
  estimateRequests,
  type HostState,
  type MirrorCourse,
  type MirrorPair,
  planMirrorReads,
} from '@teewatch/server/features/mirror';
import { type MirrorTier, mirrorTierOf } from '@teewatch/shared';

const config = loadConfig({ DATA_DIR: '/tmp/teewatch-bench-budget', BETTER_AUTH_SECRET: 'x'.repeat(32) });
const TICK_SECONDS = config.mirror.tickSeconds;
const ANSWER_SECONDS = 0.4;
const WARM_UP_SECONDS = 1800;
const MEASURED_SECONDS = 3600;
const DAYS = 31;

type Density = 'full' | 'sparse';
/**
 * Rows a course lists for a date (what a ChronoGolf read pages through): 'full' sheets list about 46 a
 * course (13 courses ≈ 25 pages a date, as the simulator's full sheets); 'sparse' sheets, mostly booked
 * like a city course in season, about 10 on near dates, easing to 32 a month out.
 */
const rowsFor = (density: Density, daysAhead: number) =>
  density === 'full' ? 46 : Math.round(10 + (22 * Math.max(0, daysAhead - 7)) / 23);

type Catalogue = { name: string; courses: (MirrorCourse & { host: string })[] };
type ReadableSeed = (typeof FIRST_CATALOGUE_COURSES)[number];

function realCatalogue(name: string, seeds: readonly ReadableSeed[]): Catalogue {
  return {
    name,
    courses: seeds.map((seed, index) => ({
      id: index + 1,
      name: seed.name,
      city: seed.city,
      apiType: seed.apiType,
      apiCourseId: seed.apiCourseId,
      apiConfig: seed.apiConfig,
      bookingUrl: seed.bookingUrl,
      bookingAdvanceDays: 30,
      bookingOpenTime: '00:00',
      host: budgetKey(String(seed.apiConfig.baseUrl)),
    })),
  };
}

function chronogolfClubs(courses: number, clubs: number): Catalogue {
  return {
    name: `${courses} courses on ${clubs} ChronoGolf clubs (one host)`,
    courses: Array.from({ length: courses }, (_, index) => ({
      id: index + 1,
      name: `Course ${index + 1}`,
      city: null,
      apiType: 'chronogolf' as const,
      apiCourseId: String(index + 1),
      apiConfig: { clubId: String(index % clubs) },
      bookingUrl: null,
      bookingAdvanceDays: 30,
      bookingOpenTime: '00:00',
      host: 'www.chronogolf.com',
    })),
  };
}

type Stats = { ages: Map<MirrorTier, number[]>; requests: Map<string, number> };
type Scenario = {
  density: Density /** Share of courses whose near dates a request watches. */;
  watchedShare: number;
};

function simulate(catalogue: Catalogue, scenario: Scenario): Stats {
  const start = Date.UTC(2026, 11, 1, 16, 0, 0);
  const watchedCourses = Math.round(catalogue.courses.length * scenario.watchedShare);
  const pairs: MirrorPair[] = catalogue.courses.flatMap((course, index) =>
    Array.from({ length: DAYS }, (_, day) => {
      const tier = mirrorTierOf(day);
      return {
        course,
        date: `d${day}`,
        daysAhead: day,
        tier: tier === 'near' && index < watchedCourses ? ('watched' as const) : tier,
        host: course.host,
        lastPolledAt: null,
        lastSuccessAt: null,
        leaseUntil: null,
        openSlots: rowsFor(scenario.density, day),
      };
    }),
  );
  const hosts = new Map<string, HostState>();
  for (const course of catalogue.courses) {
    const rate =
      course.apiType === 'chronogolf'
        ? config.sources.chronogolfRequestsPerSecond
        : config.sources.cpsRequestsPerSecond;
    hosts.set(course.host, { requestsPerSecond: rate, nextRequestAt: null, slowUntil: null });
  }
  const stats: Stats = { ages: new Map(), requests: new Map() };
  const pending: { at: number; pairs: MirrorPair[] }[] = [];

  for (let t = 0; t < WARM_UP_SECONDS + MEASURED_SECONDS; t += TICK_SECONDS) {
    const now = new Date(start + t * 1000);
    // Reads that finished by now.
    for (let i = pending.length - 1; i >= 0; i--) {
      const done = pending[i]!;
      if (done.at > now.getTime()) continue;
      pending.splice(i, 1);
      for (const pair of done.pairs) {
        const at = new Date(done.at);
        Object.assign(pair, { lastPolledAt: at, lastSuccessAt: at, leaseUntil: null });
      }
    }
    // Once a virtual minute, the age of every pair's data (since its last read, or since the start).
    if (t >= WARM_UP_SECONDS && t % 60 === 0) {
      for (const pair of pairs) {
        const since = pair.lastSuccessAt?.getTime() ?? start;
        const list = stats.ages.get(pair.tier) ?? [];
        list.push((now.getTime() - since) / 1000);
        stats.ages.set(pair.tier, list);
      }
    }
    const chosen = planMirrorReads({ pairs, hosts, config, now, tickSeconds: TICK_SECONDS });
    const groups = new Map<string, MirrorPair[]>();
    for (const pair of chosen) {
      pair.leaseUntil = new Date(now.getTime() + 60_000);
      const key = `${pair.host}|${pair.date}`;
      groups.set(key, [...(groups.get(key) ?? []), pair]);
    }
    for (const group of groups.values()) {
      const host = hosts.get(group[0]!.host)!;
      const spacing = 1000 / host.requestsPerSecond;
      const requests = estimateRequests(group);
      const first = Math.max(now.getTime(), host.nextRequestAt?.getTime() ?? 0);
      host.nextRequestAt = new Date(first + requests * spacing);
      pending.push({ at: first + (requests - 1) * spacing + ANSWER_SECONDS * 1000, pairs: group });
      if (t >= WARM_UP_SECONDS)
        stats.requests.set(group[0]!.host, (stats.requests.get(group[0]!.host) ?? 0) + requests);
    }
  }
  return stats;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

const SCENARIOS: Scenario[] = (['sparse', 'full'] as const).flatMap((density) =>
  [1, 1 / 3].map((watchedShare) => ({ density, watchedShare })),
);
const TIERS = ['watched', 'near', 'mid', 'far'] as const;
const cell = (ages: number[]) =>
  ages.length === 0
    ? '—'
    : `${percentile(ages, 0.5).toFixed(0)} / ${percentile(ages, 0.95).toFixed(0)} / ${percentile(ages, 1).toFixed(0)}`;

console.log(
  `Budgets: ChronoGolf ${config.sources.chronogolfRequestsPerSecond}/s, CPS ${config.sources.cpsRequestsPerSecond}/s per host. ` +
    `Cadences: ${TIERS.map((tier) => `${tier} ${config.alerts.pollIntervalSeconds[tier]} s`).join(', ')}. ` +
    `Cells: data age median / p95 / max (s) over ${MEASURED_SECONDS / 3600} h after ${WARM_UP_SECONDS / 60} min warm-up; "watched" are near dates a request watches.`,
);
/** Every seeded course Teewatch reads (issue 35): the CPS sites each their own host, ChronoGolf one. */
const READABLE_SEEDS = SEED_COURSES.filter((seed): seed is ReadableSeed => seed.apiType !== 'none');
const hostsOf = (seeds: readonly ReadableSeed[]) =>
  new Set(seeds.map((seed) => budgetKey(String(seed.apiConfig.baseUrl)))).size;

for (const catalogue of [
  realCatalogue('18 real courses (5 CPS on 2 sites, 13 ChronoGolf)', FIRST_CATALOGUE_COURSES),
  realCatalogue(
    `${READABLE_SEEDS.length} readable courses of the grown catalogue (${hostsOf(READABLE_SEEDS)} upstream hosts)`,
    READABLE_SEEDS,
  ),
  chronogolfClubs(200, 20),
]) {
  console.log(`\n${catalogue.name}: ${catalogue.courses.length * DAYS} (course, date) pairs`);
  console.log(
    '| sheets | near dates watched | watched near | unwatched near | mid | far | requests/s per host (limit) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const scenario of SCENARIOS) {
    const stats = simulate(catalogue, scenario);
    const rates = [...stats.requests]
      .map(([host, requests]) => {
        const limit = host.includes('cps')
          ? config.sources.cpsRequestsPerSecond
          : config.sources.chronogolfRequestsPerSecond;
        return `${host} ${(requests / MEASURED_SECONDS).toFixed(2)} (${limit})`;
      })
      .join('; ');
    const share = scenario.watchedShare === 1 ? 'every course' : 'a third of courses';
    console.log(
      `| ${scenario.density} | ${share} | ${TIERS.map((tier) => cell(stats.ages.get(tier) ?? [])).join(' | ')} | ${rates} |`,
    );
  }
}
