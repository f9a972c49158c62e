#!/usr/bin/env bash
# One-shot queries on genuine Realm files, each against its baseline in the
# same run (release build; best of ROUNDS; CPU time = user + system, wall
# time beside it):
#  - first query (cache miss: a fresh, empty cache folder each round) against
#    `realmlens export` of the same file (target ≤ 0.25), and with --no-cache;
#  - repeated query (cache hit) against the same query on a RealmLens store
#    converted from the file (target ≤ 1.5).
# Files: ../shared/fixtures/realm/large.realm (Item 'n < 3') and a generated
# 1,000,000-object `todo` file (ToDoItem 'priorityNum == 3 AND name BEGINSWITH
# "Buy" LIMIT(20)').
# Usage: Benchmarks/query-genuine.sh [ROUNDS] [OBJECTS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
objects=${2:-1000000}
swift build -c release --product realmlens >/dev/null
bin=$PWD/.build/release/realmlens
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

measure() {  # best "CPU WALL" seconds of a command over the rounds; $1: a setup command run before each round
    local setup=$1; shift
    local best_cpu=999999 best_wall=999999
    for _ in $(seq "$rounds"); do
        eval "$setup"
        /usr/bin/time -f "%U %S %e" -o "$work/t" "$@" >/dev/null 2>"$work/err" || { cat "$work/err"; exit 1; }
        read -r u s e < "$work/t"
        read -r best_cpu best_wall < <(python3 -c "print(min($best_cpu, $u + $s), min($best_wall, $e))")
    done
    echo "$best_cpu $best_wall"
}

bench() {  # FILE CLASS PREDICATE LABEL
    local file=$1 class=$2 predicate=$3 label=$4
    local store="$work/$label.store.realm"
    "$bin" convert "$file" "$store" --to store >/dev/null 2>&1
    export XDG_CACHE_HOME="$work/cache-$label"
    # The answers agree: cached, uncached and the converted store.
    rm -rf "$XDG_CACHE_HOME"
    "$bin" query "$file" "$class" "$predicate" --format jsonl > "$work/a"
    "$bin" query "$file" "$class" "$predicate" --format jsonl > "$work/b"
    "$bin" query "$file" "$class" "$predicate" --format jsonl --no-cache > "$work/c"
    "$bin" query "$store" "$class" "$predicate" --format jsonl > "$work/d"
    cmp -s "$work/a" "$work/d" && cmp -s "$work/b" "$work/d" && cmp -s "$work/c" "$work/d" || { echo "error: answers differ on $label"; exit 1; }
    read -r export_cpu export_wall < <(measure ":" "$bin" export "$file")
    read -r first_cpu first_wall < <(measure "rm -rf '$XDG_CACHE_HOME'" "$bin" query "$file" "$class" "$predicate" --format jsonl)
    read -r nocache_cpu nocache_wall < <(measure ":" "$bin" query "$file" "$class" "$predicate" --format jsonl --no-cache)
    "$bin" query "$file" "$class" "$predicate" --format jsonl >/dev/null
    read -r hit_cpu hit_wall < <(measure ":" "$bin" query "$file" "$class" "$predicate" --format jsonl)
    read -r store_cpu store_wall < <(measure ":" "$bin" query "$store" "$class" "$predicate" --format jsonl)
    python3 - "$label" "$class" "$predicate" "$(stat -c %s "$file")" "$(du -sb "$XDG_CACHE_HOME/realmlens" | cut -f1)" \
        "$export_cpu" "$export_wall" "$first_cpu" "$first_wall" "$nocache_cpu" "$nocache_wall" \
        "$hit_cpu" "$hit_wall" "$store_cpu" "$store_wall" <<'PY'
import sys
label, cls, pred, size, cache = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
ec, ew, fc, fw, nc, nw, hc, hw, sc, sw = map(float, sys.argv[6:])
print(f"{label}: {size / 1e6:.1f} MB file, query {cls} '{pred}', cache entry {cache / 1e6:.1f} MB")
print(f"  export (baseline)        {ec:6.3f} s CPU  {ew:6.3f} s wall")
print(f"  first query (miss)       {fc:6.3f} s CPU  {fw:6.3f} s wall   ratio {fc / ec:.2f} CPU, {fw / ew:.2f} wall (target ≤ 0.25)")
print(f"  first query --no-cache   {nc:6.3f} s CPU  {nw:6.3f} s wall   ratio {nc / ec:.2f} CPU, {nw / ew:.2f} wall")
print(f"  same query on our store  {sc:6.3f} s CPU  {sw:6.3f} s wall")
print(f"  repeated query (hit)     {hc:6.3f} s CPU  {hw:6.3f} s wall   ratio {hc / sc:.2f} CPU, {hw / sw:.2f} wall (target ≤ 1.5)")
PY
}

fixture=../shared/fixtures/realm/large.realm
if [ -f "$fixture" ]; then
    bench "$fixture" Item "n < 3" large
else
    echo "skipped large.realm: $fixture is absent"
fi
"$bin" demo "$work/todo.realm" --to realm --template todo --objects "$objects" --seed 1 >/dev/null 2>&1
bench "$work/todo.realm" ToDoItem 'priorityNum == 3 AND name BEGINSWITH "Buy" LIMIT(20)' todo
