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

measure() {  # SETUP REPEAT COMMAND…: best per-run "CPU WALL" seconds over the rounds, each round REPEAT runs
    python3 - "$rounds" "$@" <<'PY'
import os, resource, subprocess, sys, time
rounds, setup, repeat, command = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4:]
best_cpu = best_wall = float("inf")
for _ in range(rounds):
    cpu = wall = 0.0
    for _ in range(repeat):
        subprocess.run(setup, shell=True, check=True)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        wall += time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu += (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    best_cpu, best_wall = min(best_cpu, cpu / repeat), min(best_wall, wall / repeat)
print(f"{best_cpu:.4f} {best_wall:.4f}")
PY
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
    read -r export_cpu export_wall < <(measure ":" 1 "$bin" export "$file")
    read -r first_cpu first_wall < <(measure "rm -rf '$XDG_CACHE_HOME'" 1 "$bin" query "$file" "$class" "$predicate" --format jsonl)
    read -r nocache_cpu nocache_wall < <(measure ":" 1 "$bin" query "$file" "$class" "$predicate" --format jsonl --no-cache)
    "$bin" query "$file" "$class" "$predicate" --format jsonl >/dev/null
    # Repeated queries take milliseconds: 20 runs per round, CPU from the children's rusage.
    read -r hit_cpu hit_wall < <(measure ":" 20 "$bin" query "$file" "$class" "$predicate" --format jsonl)
    read -r store_cpu store_wall < <(measure ":" 20 "$bin" query "$store" "$class" "$predicate" --format jsonl)
    python3 - "$label" "$class" "$predicate" "$(stat -c %s "$file")" "$(du -sb "$XDG_CACHE_HOME/realmlens" | cut -f1)" \
        "$export_cpu" "$export_wall" "$first_cpu" "$first_wall" "$nocache_cpu" "$nocache_wall" \
        "$hit_cpu" "$hit_wall" "$store_cpu" "$store_wall" <<'PY'
import sys
label, cls, pred, size, cache = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
ec, ew, fc, fw, nc, nw, hc, hw, sc, sw = map(float, sys.argv[6:])
print(f"{label}: {size / 1e6:.1f} MB file, query {cls} '{pred}', cache entry {cache / 1e6:.1f} MB")
print(f"  export (baseline)        {ec:7.4f} s CPU  {ew:7.4f} s wall")
print(f"  first query (miss)       {fc:7.4f} s CPU  {fw:7.4f} s wall   ratio {fc / ec:.2f} CPU, {fw / ew:.2f} wall (target ≤ 0.25)")
print(f"  first query --no-cache   {nc:7.4f} s CPU  {nw:7.4f} s wall   ratio {nc / ec:.2f} CPU, {nw / ew:.2f} wall")
print(f"  same query on our store  {sc:7.4f} s CPU  {sw:7.4f} s wall")
print(f"  repeated query (hit)     {hc:7.4f} s CPU  {hw:7.4f} s wall   ratio {hc / sc:.2f} CPU, {hw / sw:.2f} wall (target ≤ 1.5)")
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
