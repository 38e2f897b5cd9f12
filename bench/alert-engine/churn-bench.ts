import { CHURN_REPLAY_SETTINGS, type ChurnFigures } from '@teewatch/server/testing';
import { churnRound, printChurn } from './churn';

// The churn replay's speed figures (decision 0175): churn-replay.test.ts asserts who was alerted, how often
// and with what, with these settings; how fast is measured here, never asserted in a test. For each run: the
// worst wall-clock gap between two reads of a (course, date) against 2× the cadence, and the opening → SMTP
// acceptance latency p95 against the cadence plus 5 s, the design's figures. BENCH_CHURN_RUNS=5 repeats it
// (e.g. under scripts/stress-test.sh's load). Needs PostgreSQL (BENCH_DATABASE_URL, default local).

const runs = Number(process.env.BENCH_CHURN_RUNS ?? 1);
const settings = CHURN_REPLAY_SETTINGS;
const latencyBound = settings.cadenceSeconds + 5;

console.log(
  `Churn replay at the test's settings: cadence ${settings.cadenceSeconds} s, minimum gap ${settings.gapMinutes} min, claim timeout ${settings.claimTimeoutSeconds} s, kill -9 mid-send; ${runs} run(s)`,
);
const all: ChurnFigures[] = [];
for (let run = 1; run <= runs; run += 1) {
  const figures = await churnRound(settings);
  all.push(figures);
  printChurn(`run ${run}`, figures);
}
console.log('\n   run   worst read gap / 2× cadence   latency p95 / cadence + 5 s   recall   duplicates');
all.forEach((figures, index) => {
  const { readGaps, latency } = figures;
  console.log(
    `   ${String(index + 1).padStart(3)}   ${readGaps.worstSeconds.toFixed(2).padStart(6)} s / ${readGaps.boundSeconds} s (${(readGaps.worstSeconds / readGaps.boundSeconds).toFixed(2)}×)     ${latency.p95.toFixed(2).padStart(6)} s / ${latencyBound} s (${(latency.p95 / latencyBound).toFixed(2)}×)      ${(figures.recall * 100).toFixed(0)} %    ${figures.duplicates.length}`,
  );
});
process.exit(0);
