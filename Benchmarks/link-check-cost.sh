#!/usr/bin/env bash
# What the damaged-file checks cost, against the build before them in the
# same run (release builds of both; best CPU (user + system) of ROUNDS, peak
# RSS beside it):
#  - `check` of a 300,000-object `demo --template dogs` file and of
#    ../shared/fixtures/realm/large.realm;
#  - the first `query` of each (cache miss: a fresh cache folder each run),
#    which now checks the file's links against their backlinks, against
#    `export` of the same file (README target: ≤ 0.25).
# Usage: Benchmarks/link-check-cost.sh BEFORE_BIN AFTER_BIN [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
before=$1 after=$2 rounds=${3:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$after" demo "$work/dogs.realm" --template dogs --objects 300000 >/dev/null
large=../shared/fixtures/realm/large.realm

measure() {  # SETUP COMMAND…: "CPU RSS_MB", best CPU over the rounds
    python3 - "$rounds" "$@" <<'PY'
import subprocess, sys, tempfile
rounds, setup, command = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
best, rss = float("inf"), 0
for _ in range(rounds):
    subprocess.run(setup, shell=True, check=True)
    with tempfile.NamedTemporaryFile("r") as times:
        subprocess.run(["/usr/bin/time", "-f", "%U %S %M", "-o", times.name, *command],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        u, s, m = times.read().split()[-3:]
    if float(u) + float(s) < best:
        best, rss = float(u) + float(s), int(m) // 1024
print(f"{best:.2f} {rss}")
PY
}

printf '%-40s %14s %14s\n' "" "before" "after"
row() {  # LABEL SETUP ARGS…
    local label=$1 setup=$2; shift 2
    read -r c1 m1 < <(measure "$setup" "$before" "$@")
    read -r c2 m2 < <(measure "$setup" "$after" "$@")
    printf '%-40s %7ss %4sMB %7ss %4sMB\n' "$label" "$c1" "$m1" "$c2" "$m2"
}
export XDG_CACHE_HOME="$work/cache"
row "check dogs (300,000)" ":" check "$work/dogs.realm"
row "export dogs" ":" export "$work/dogs.realm"
row "first query dogs Dog 'age < 2'" "rm -rf '$XDG_CACHE_HOME'" query "$work/dogs.realm" Dog "age < 2" --format jsonl
row "query --no-cache dogs Dog 'age < 2'" ":" query "$work/dogs.realm" Dog "age < 2" --format jsonl --no-cache
row "check large.realm" ":" check "$large"
row "export large.realm" ":" export "$large"
row "first query large Item 'n < 3'" "rm -rf '$XDG_CACHE_HOME'" query "$large" Item "n < 3" --format jsonl
