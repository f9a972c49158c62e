#!/usr/bin/env bash
# What each test suite costs, in CPU seconds: the test process plus every
# process it ran and waited for (the built `realmlens`, realm-core-check,
# python3, compilers). Runs one top-level suite at a time, so the figures hold
# on a shared or loaded machine, where wall times of a parallel run do not
# (in `swift test` every suite seems to take the whole run). Prints the suites
# sorted by CPU seconds, most first, and the total; CI's `swift test` costs
# about this total plus the build.
#
#   Scripts/test-cost.sh [REGEX]        only the suites whose name matches REGEX
#                                       (e.g. 'RealmShellTests\.' or 'Genuine')
#
# CONFIG=release measures a release build (`-Xswiftc -enable-testing`), JOBS=N
# runs N suites at once (CPU seconds stay comparable; wall times do not),
# OUT=FILE also writes the table (tab-separated) to FILE.
set -euo pipefail
cd "$(dirname "$0")/.."
pattern=${1:-.}
config=${CONFIG:-debug}
jobs=${JOBS:-1}
flags=(-c "$config")
[ "$config" = release ] && flags+=(-Xswiftc -enable-testing)

swift build --build-tests "${flags[@]}" 2>&1 | tail -1 >&2
bin="$(swift build "${flags[@]}" --show-bin-path)/realmlensPackageTests.xctest"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Suites are the first component of each test's name (Module.Suite/test()).
"$bin" --testing-library swift-testing --list-tests 2>/dev/null | sed -E 's#/.*##' | sort | uniq -c \
    | awk -v p="$pattern" '$2 ~ p { print $2, $1 }' >"$work/suites"
[ -s "$work/suites" ] || { echo "error: no suite matches '$pattern'" >&2; exit 2; }
echo "$(wc -l <"$work/suites") suites, one at a time ($jobs at once)..." >&2

measure() {  # suite tests -> one line: cpu user sys wall tests result suite
    local suite=$1 tests=$2 status=0 log
    log="$work/$suite.log"
    local TIMEFORMAT='%R %U %S'
    { time "$bin" --testing-library swift-testing --filter "^${suite//./\\.}/" >"$log" 2>&1 || status=$?; } 2>"$work/$suite.time"
    read -r wall user sys <"$work/$suite.time"
    local result=ok
    [ "$status" -eq 0 ] || result="FAILED($status)"
    grep -q 'skipped' "$log" && result="$result,skips"
    awk -v u="$user" -v s="$sys" -v w="$wall" -v t="$tests" -v r="$result" -v n="$suite" \
        'BEGIN { printf "%.2f\t%.2f\t%.2f\t%.2f\t%d\t%s\t%s\n", u + s, u, s, w, t, r, n }'
}
export -f measure
export bin work

xargs -P "$jobs" -L 1 bash -c 'measure "$0" "$1"' <"$work/suites" >"$work/table"

{
    printf 'cpu_s\tuser_s\tsys_s\twall_s\ttests\tresult\tsuite\n'
    sort -t$'\t' -k1,1 -rn "$work/table"
} | tee "$work/out" | column -t -s$'\t'
awk -F'\t' '{ c += $1; w += $4; t += $5 } END { printf "total: %.1f s CPU, %.1f s wall one suite at a time, %d tests in %d suites\n", c, w, t, NR }' "$work/table"
[ -z "${OUT:-}" ] || cp "$work/out" "$OUT"
