#!/bin/sh
# A longer differential run of RealmLens's query answers against Realm Core's
# own (../shared/tools/realm-core-check) than the test suite's seeded default:
# SCALE times as many generated queries on the fixtures and SCALE times as
# many generated stores, and SCALE seeds of every demo template's files
# (DemoStoreDifferentialTests: `query FILE` and `query STORE` both asked).
# Prints the agreement per category and every query
# answered unlike Realm Core, then the documented differences; fails when there is one that
# the README ("Where queries differ from Realm Core") does not list.
#
#   Scripts/query-differential.sh [SCALE]     (default 5; the test suite runs 1)
set -eu
cd "$(dirname "$0")/.."
scale=${1:-5}
log=$(mktemp)
swift build --build-tests >/dev/null
status=0
REALMLENS_DIFFERENTIAL_SCALE=$scale swift test --skip-build --filter 'RealmShellTests\.(RealmCoreDifferentialTests|DemoStoreDifferentialTests)' >"$log" 2>&1 || status=$?
# The stores Realm Core itself could not write (skipped, not compared).
grep -E '^skipped store: ' "$log" || true
# The per-category reports (every indented line after the heading, however many
# categories there are), then the differences (each: the query, Realm Core's answer, ours).
awk '/^Realm Core differential/ { print; inreport = 1; next }
     inreport && /^  [a-z]/ { print; next }
     { inreport = 0 }' "$log"
# A query asked on two files is printed once; its answer lines always stay with it.
grep -A2 -E '^[a-z0-9-]+\.(realm|store) \[' "$log" | grep -v '^--' | awk '/^[a-z0-9-]+\.(realm|store) \[/ { keep = !seen[$0]++ } keep' || true
# Then the differences the README lists (documented), with both answers.
grep -A2 -E '^documented: ' "$log" | grep -v '^--' | awk '/^documented: / { keep = !seen[$0]++ } keep' || true
rm -f "$log"
exit $status
