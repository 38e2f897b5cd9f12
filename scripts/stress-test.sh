#!/usr/bin/env bash
# The suite on a busy machine (issue 39): runs the tests N times in a row while every core is kept busy, against
# PostgreSQL as .ci/run does (TEST_DATABASE_URL), and prints each run's time and its slowest test files. The last
# line is "N of N runs passed".
#
#   scripts/stress-test.sh                      # 3 runs of the whole suite (npm test), both cores busy
#   STRESS_RUNS=5 scripts/stress-test.sh apps/server/src/features/alerts/churn-replay.test.ts
#                                               # 5 runs of one file (any vitest filter after the options;
#                                               # the browser specs then do not run)
#   STRESS_RUNS=1 STRESS_LOAD=0 scripts/stress-test.sh   # one quiet run, to compare
#
# STRESS_LOAD: busy loops per core (default 1). They are `stress-ng --cpu` workers when stress-ng is installed
# (apt-get install stress-ng), else a one-line Node busy loop per core: both keep a core at 100 %.
set -uo pipefail
cd "$(dirname "$0")/.."

runs=${STRESS_RUNS:-3}
per_core=${STRESS_LOAD:-1}
cores=$(nproc)
load_pids=()

stop_load() {
  for pid in "${load_pids[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${load_pids[@]}"; do wait "$pid" 2>/dev/null; done
  load_pids=()
}
trap stop_load EXIT INT TERM

if ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
pg_isready -h 127.0.0.1 -p 5432 -q || { echo "PostgreSQL is not reachable at 127.0.0.1:5432"; exit 1; }
export TEST_DATABASE_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
export CI=true

busy=$((cores * per_core))
if [ "$busy" -gt 0 ]; then
  if command -v stress-ng >/dev/null; then
    stress-ng --cpu "$busy" --quiet &
    load_pids+=($!)
    echo "load: stress-ng --cpu $busy on $cores core(s)"
  else
    for _ in $(seq 1 "$busy"); do
      node -e 'for (;;) {}' &
      load_pids+=($!)
    done
    echo "load: $busy Node busy loop(s) on $cores core(s) (stress-ng not installed)"
  fi
else
  echo "load: none (a quiet run)"
fi
echo "tests: ${*:-the whole suite}, $runs run(s), TEST_DATABASE_URL=$TEST_DATABASE_URL"

passed_runs=0
times=()
for run in $(seq 1 "$runs"); do
  printf '\n== run %s of %s ==\n' "$run" "$runs"
  report=$(mktemp --suffix=.json)
  started=$(date +%s)
  reporters=(--reporter=default --reporter=./scripts/skipped-tests-reporter.ts --reporter=json --outputFile.json="$report")
  # The whole suite is `npm test` (vitest's projects, then the browser specs); a filter is vitest's.
  if [ $# -eq 0 ]; then npm test -- "${reporters[@]}"; else npx vitest run --maxWorkers=3 "${reporters[@]}" "$@"; fi
  status=$?
  seconds=$(( $(date +%s) - started ))
  times+=("$seconds")
  [ "$status" -eq 0 ] && passed_runs=$((passed_runs + 1))
  echo "run $run: $([ "$status" -eq 0 ] && echo passed || echo FAILED) in ${seconds} s"
  if [ -s "$report" ]; then
    node_modules/.bin/node -e '
      const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
      const files = r.testResults
        .map((f) => ({ file: require("path").relative(process.cwd(), f.name), s: (f.endTime - f.startTime) / 1000, status: f.status }))
        .sort((a, b) => b.s - a.s)
        .slice(0, 10);
      console.log(`run ${process.argv[2]}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped; slowest files:`);
      for (const f of files) console.log(`  ${f.s.toFixed(1).padStart(7)} s  ${f.file}${f.status === "passed" ? "" : `  (${f.status})`}`);
    ' "$report" "$run"
  fi
  rm -f "$report"
done

stop_load
echo
echo "run times: ${times[*]/%/ s}"
echo "${passed_runs} of ${runs} runs passed"
[ "$passed_runs" -eq "$runs" ]
