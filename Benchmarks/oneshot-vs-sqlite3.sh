#!/usr/bin/env bash
# One-shot point look-ups as whole processes: `realmlens query STORE Item …`
# against the sqlite3 shell running the same look-up on the same
# 1,000,000-object store (primary key, indexed equality, LIMIT), wall time
# per process over many runs (best and median, with CPU time), the two
# interleaved. Also the start-up alone (`realmlens --version` against
# `sqlite3 :memory: ''`).
# Usage: Benchmarks/oneshot-vs-sqlite3.sh [RUNS] [COUNT]   (release build first: swift build -c release)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-300}
count=${2:-1000000}
if ! command -v sqlite3 >/dev/null; then
    echo "the sqlite3 shell is missing: install it (apt-get install -y sqlite3) and run again" >&2
    exit 1
fi
bin=${REALMLENS_BIN:-.build/release/realmlens}
[ -x "$bin" ] || swift build -c release --product realmlens >/dev/null
# In a folder of its own, beside nothing else (reads no longer list the folder; its auxiliary files are its own).
store=/tmp/realmlens-oneshot-$count/store.realm
mkdir -p "$(dirname "$store")"
if [ ! -f "$store" ]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    python3 - "$count" "$work/dump.json" <<'PY'
import sys
n, path = int(sys.argv[1]), sys.argv[2]
with open(path, "w") as f:
    f.write('{"schema":[{"name":"Item","embedded":false,"primaryKey":"id","properties":['
            '{"name":"id","type":"int","optional":false,"indexed":true,"collection":null},'
            '{"name":"name","type":"string","optional":false,"indexed":true,"collection":null},'
            '{"name":"value","type":"double","optional":false,"indexed":false,"collection":null}]}],'
            '"objects":{"Item":[')
    for i in range(n):
        f.write(('' if i == 0 else ',') + '{"id":%d,"name":"item number %d","value":%r}' % (i, (i * 7919) % n, i * 0.5))
    f.write(']}}\n')
PY
    "$bin" import "$store" --canonical "$work/dump.json" >/dev/null
fi

# Each process is timed on its own (posix_spawn + wait4: wall clock, and user + system CPU time
# from its rusage), realmlens and sqlite3 interleaved run by run so both see the same load.
# Prints best and median wall time of each, their ratios, and the median CPU times.
compare() {  # compare NAME -- REALMLENS ARGS… -- SQLITE3 ARGS…
    python3 - "$runs" "$@" <<'PY'
import os, sys, time, statistics
runs, name = int(sys.argv[1]), sys.argv[2]
rest = sys.argv[4:]
split = rest.index("--")
ours, shell = rest[:split], rest[split + 1:]
devnull = os.open(os.devnull, os.O_WRONLY)
def once(argv):
    start = time.perf_counter_ns()
    pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
    _, status, usage = os.wait4(pid, 0)
    wall = (time.perf_counter_ns() - start) / 1e6
    if status != 0: sys.exit("%s exited with %d" % (argv[0], status))
    return wall, (usage.ru_utime + usage.ru_stime) * 1e3
walls, cpus = ([], []), ([], [])
for i in range(runs):
    for argv in ((ours, shell) if i % 2 == 0 else (shell, ours)):
        index = 0 if argv is ours else 1
        wall, cpu = once(argv)
        walls[index].append(wall); cpus[index].append(cpu)
best = [min(w) for w in walls]
median = [statistics.median(w) for w in walls]
cpu = [statistics.median(c) for c in cpus]
print("%-22s realmlens %6.2f / %6.2f ms   sqlite3 %6.2f / %6.2f ms (best / median wall)   ratio %.2f / %.2f   CPU %.2f vs %.2f ms (%.2f)"
      % (name, best[0], median[0], best[1], median[1], best[0] / best[1], median[0] / median[1], cpu[0], cpu[1], cpu[0] / cpu[1]))
PY
}

echo "one-shot look-ups on $count objects ($store), $runs processes of each, interleaved (target: ratio <= 2)"
compare "start-up (--version)" -- "$bin" --version -- sqlite3 :memory: ''
key=$((count / 2 + 17))
compare "primary key" -- "$bin" query "$store" Item "id == $key" --format csv -- sqlite3 -csv -header "$store" "SELECT _key, id, name, value FROM \"class_Item\" WHERE id = $key"
compare "indexed equality" -- "$bin" query "$store" Item "name == 'item number $key'" --format csv -- sqlite3 -csv -header "$store" "SELECT _key, id, name, value FROM \"class_Item\" WHERE name = 'item number $key' ORDER BY _key"
compare "LIMIT 10" -- "$bin" query "$store" Item "value > 1000 LIMIT(10)" --format csv -- sqlite3 -csv -header "$store" "SELECT _key, id, name, value FROM \"class_Item\" WHERE value > 1000 ORDER BY _key LIMIT 10"
