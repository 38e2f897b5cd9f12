#!/usr/bin/env bash
# The suite at another date and hour (issue 37): runs the tests with every process's clock moved to WHEN by
# libfaketime, against a private PostgreSQL server started on the same clock (port FAKETIME_PG_PORT, default
# 5433, its data in a temporary folder), as .ci/run runs them (CI=true, TEST_DATABASE_URL).
#
#   scripts/faketime-test.sh '2027-01-01 07:50:00'        # the whole suite (npm test), 23:50 in Vancouver
#   scripts/faketime-test.sh '2027-06-19 06:55:00' apps/server/src/features/alerts/churn-replay.test.ts
#
# WHEN is UTC. The clock is one fixed offset from the real one (FAKETIME="+seconds"), not a start time: every
# process, however late it starts (a worker a test spawns, Chromium), agrees with the others and with the
# database, and the clock runs on, across midnight when the run is long enough. Needs root (the server runs as
# the postgres user) and `apt-get install faketime`. PostgreSQL's timers do not fire under libfaketime
# (statement_timeout, deadlock_timeout): a lock cycle hangs there instead of failing after a second, which is
# how decision 0212's deadlock showed.
set -uo pipefail
cd "$(dirname "$0")/.."

when=${1:?usage: scripts/faketime-test.sh 'YYYY-MM-DD HH:MM:SS' [vitest filters...]}
shift
port=${FAKETIME_PG_PORT:-5433}
library=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -1)
[ -n "$library" ] || { echo "libfaketime is missing: apt-get install faketime"; exit 1; }
pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
offset=$(( $(date -u -d "$when" +%s) - $(date +%s) ))
# FAKETIME_DISABLE_SHM: no shared segment, which a process of another user (postgres) could not open.
fake=(FAKETIME="+${offset}" FAKETIME_DISABLE_SHM=1 LD_PRELOAD="$library")

data=$(mktemp -d /tmp/teewatch-faketime-pg.XXXXXX)
chown postgres "$data"
stop_server() { su postgres -c "$pgbin/pg_ctl -D $data/data stop -m immediate" >/dev/null 2>&1; rm -rf "$data"; }
trap stop_server EXIT INT TERM
su postgres -c "$pgbin/initdb -D $data/data -A trust -U postgres" >/dev/null
su postgres -c "env ${fake[*]} $pgbin/pg_ctl -D $data/data -o '-p $port -k /tmp' -l $data/log -w start" \
  </dev/null >/dev/null 2>&1 || { cat "$data/log"; exit 1; }
echo "PostgreSQL on $port says $(psql -h 127.0.0.1 -p "$port" -U postgres -Atc 'select now()')"

if [ $# -eq 0 ]; then set -- npm test; else set -- npx vitest run "$@"; fi
env "${fake[@]}" CI=true TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
