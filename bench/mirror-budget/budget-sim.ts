// The mirror's plan under each host's request budget, simulated (budget-model.ts) before and after
// decision 0300 in the same run: the planner that reads every watched pair's whole day, and the one that
// reads a watched ChronoGolf pair only until its watchers' end hour between whole-day reads. Sheets are
// the simulator's (simulator-sheets.ts counts them). For the real catalogue (every readable seeded
// course) at sparse and full sheets, a third and all courses' near dates watched, windows ending at
// 11 AM or whole-day, and a synthetic ChronoGolf catalogue of 60, 100 and 200 courses, it prints the
// data age per tier (median / p95 / max, s), the ChronoGolf requests per second, and the requests one
// round of the watched ChronoGolf pairs took against the fewest the documented protocol allows.
// Decisions 0110 and 0300 read their figures from here.
//
//   npm run bench:budget -w @teewatch/bench

import { loadConfig } from '@teewatch/server';
import {
  DAYS,
  fewestRequestsPerCycle,
  MEASURED_SECONDS,
  percentile,
  type Scenario,
  type SimCourse,
  simulate,
  TIERS,
} from './budget-model';
import { realCatalogue } from './real-catalogue';
import { countSimulatorRows, nearAverage, type SheetRows, WATCH_UNTIL_HOUR } from './simulator-sheets';

const config = loadConfig({ DATA_DIR: '/tmp/teewatch-bench-budget', BETTER_AUTH_SECRET: 'x'.repeat(32) });
function chronogolfClubs(courses: number): SimCourse[] {
  return Array.from({ length: courses }, (_, index) => ({
    id: index + 1,
    name: `Course ${index + 1}`,
    city: null,
    apiType: 'chronogolf' as const,
    apiCourseId: String(index + 1),
    apiConfig: { clubId: String(index % (courses / 10)) },
    bookingUrl: null,
    bookingAdvanceDays: 30,
    bookingOpenTime: '00:00',
    host: 'www.chronogolf.com',
  }));
}

const cell = (ages: number[] | undefined) =>
  !ages || ages.length === 0
    ? '—'
    : `${percentile(ages, 0.5).toFixed(0)} / ${percentile(ages, 0.95).toFixed(0)} / ${percentile(ages, 1).toFixed(0)}`;

/** One before/after pair of rows of a catalogue's table. */
function printScenario(courses: SimCourse[], label: string, base: Omit<Scenario, 'narrowReads'>) {
  const p95Of: number[] = [];
  for (const narrowReads of [false, true]) {
    const scenario = { ...base, narrowReads };
    const stats = simulate(config, courses, scenario);
    const chronogolf = [...stats.requests].find(([host]) => host.includes('chronogolf'))?.[1] ?? 0;
    const cycles = stats.watchedPairs > 0 ? stats.watchedReads / stats.watchedPairs : 0;
    const perCycle = cycles > 0 ? stats.watchedRequests / cycles : Number.NaN;
    const bound = fewestRequestsPerCycle(courses, scenario);
    p95Of.push(percentile(stats.ages.get('watched chronogolf') ?? [], 0.95));
    const ratio = narrowReads ? `${(p95Of[1]! / p95Of[0]!).toFixed(2)}×` : '';
    console.log(
      `| ${label} | ${narrowReads ? 'after' : 'before'} | ${TIERS.map((tier) => cell(stats.ages.get(tier))).join(' | ')} | ${ratio} | ${(chronogolf / MEASURED_SECONDS).toFixed(2)} | ${perCycle.toFixed(1)} / ${bound} = ${(perCycle / bound).toFixed(2)}× |`,
    );
  }
}

function printHeader(title: string, courses: SimCourse[]) {
  console.log(`\n${title}: ${courses.length} courses, ${courses.length * DAYS} (course, date) pairs`);
  console.log(
    '| sheets, watched, windows | planner | watched | watched ChronoGolf | unwatched near | mid | far | watched ChronoGolf p95 after/before | ChronoGolf req/s (limit 1) | watched ChronoGolf requests per round / fewest |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
}

const rows: Record<'full' | 'sparse', SheetRows> = {
  full: await countSimulatorRows('full', DAYS),
  sparse: await countSimulatorRows('sparse', DAYS),
};
console.log(
  `Budgets: ChronoGolf ${config.sources.chronogolfRequestsPerSecond}/s, CPS ${config.sources.cpsRequestsPerSecond}/s per host. ` +
    `Cadences: ${(['watched', 'near', 'mid', 'far'] as const).map((tier) => `${tier} ${config.alerts.pollIntervalSeconds[tier]} s`).join(', ')}. ` +
    `Cells: data age median / p95 / max (s) over ${MEASURED_SECONDS / 3600} h after a 30 min warm-up; "watched" are near dates (days 0–2) a request watches.`,
);
for (const density of ['full', 'sparse'] as const) {
  const near = nearAverage(rows[density]);
  console.log(
    `Simulator ${density} sheets, a ChronoGolf course's near date: ${near.listed.toFixed(1)} v2 rows listed (${near.open.toFixed(1)} open), ` +
      `${near.listedBefore.toFixed(1)} before ${WATCH_UNTIL_HOUR} AM (${near.openBefore.toFixed(1)} open).`,
  );
}

const real = realCatalogue();
printHeader(
  `Real catalogue (every readable seeded course, ${new Set(real.map((c) => c.host)).size} hosts)`,
  real,
);
for (const [density, watchedShare, untilHour] of [
  ['sparse', 1, WATCH_UNTIL_HOUR],
  ['sparse', 1 / 3, WATCH_UNTIL_HOUR],
  ['full', 1, WATCH_UNTIL_HOUR],
  ['full', 1 / 3, WATCH_UNTIL_HOUR],
  ['full', 1, 24],
  ['sparse', 1, 24],
] as const) {
  const label = `${density}, ${watchedShare === 1 ? 'all' : 'a third'}, ${untilHour === 24 ? 'whole day' : `to ${untilHour} AM`}`;
  printScenario(real, label, { rows: rows[density], watchedShare, untilHour });
}
for (const size of [60, 100, 200]) {
  const courses = chronogolfClubs(size);
  printHeader(`Synthetic: ${size} courses on ${size / 10} ChronoGolf clubs (one host)`, courses);
  printScenario(courses, `full, all, to ${WATCH_UNTIL_HOUR} AM`, {
    rows: rows.full,
    watchedShare: 1,
    untilHour: WATCH_UNTIL_HOUR,
  });
  printScenario(courses, 'full, a third, whole day', { rows: rows.full, watchedShare: 1 / 3, untilHour: 24 });
}
