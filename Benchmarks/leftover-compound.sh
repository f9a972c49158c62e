#!/usr/bin/env bash
# Leftover-buffer conditions beside others (`LeftoverBufferQuery`) against
# about the plain SQL every such query ran before, in the same run: a generated
# store of OBJECTS objects (`m` a string every 7th, null every 23rd, else an
# int; `k` = n % 10), `exec -c 'count T where …'` as whole processes, best CPU
# (user + system) of ROUNDS. The near-plain form is the same query with the
# leftover condition under `NOT NOT`, which Core (and RealmLens) ask about one
# object at a time: the plain SQL and the operand's state per object.
# Usage: Benchmarks/leftover-compound.sh [ROUNDS] [OBJECTS] [CONFIG]   (CONFIG: release or debug)
# SCRATCH=DIR builds in DIR instead of .build (a spare build directory).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
objects=${2:-100000}
config=${3:-release}
scratch=${SCRATCH:-$PWD/.build}
swift build -c "$config" --product realmlens --scratch-path "$scratch" >/dev/null
bin=$scratch/$config/realmlens
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$objects" "$work/dump.json" <<'PY'
import sys
n, out = int(sys.argv[1]), sys.argv[2]
objs = []
for i in range(n):
    m = '"s"' if i % 7 == 3 else 'null' if i % 23 == 4 else str(i)
    objs.append('{"n":%d,"k":%d,"m":%s}' % (i, i % 10, m))
def prop(name, t):
    return '{"name":"%s","type":"%s","optional":%s,"indexed":false,"collection":null}' % (name, t, 'true' if t == 'mixed' else 'false')
props = [prop("n", "int"), prop("k", "int"), prop("m", "mixed")]
open(out, 'w').write('{"schema":[{"name":"T","embedded":false,"primaryKey":null,"properties":[%s]}],"objects":{"T":[%s]}}' % (",".join(props), ",".join(objs)))
PY
"$bin" import "$work/store" --canonical "$work/dump.json" --to store >/dev/null
measure() {  # QUERY: best CPU milliseconds over the rounds
    python3 - "$rounds" "$bin" "$work/store" "count T where $1" <<'PY'
import resource, subprocess, sys
rounds, command = int(sys.argv[1]), sys.argv[2:]
best = float("inf")
for _ in range(rounds):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([command[0], "exec", command[1], "-c", command[2]], check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    best = min(best, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
print(f"{best * 1000:.0f} ms")
PY
}
for query in 'k == 7' 'm.@size == nil' 'm.@size == nil OR k == 3' 'NOT NOT (m.@size == nil) OR k == 3' \
             'm.@size == nil AND NOT k == 3' 'NOT NOT (m.@size == nil) AND NOT k == 3' \
             'm.@size == nil AND k < 5' 'NOT NOT (m.@size == nil) AND k < 5' \
             'n > 5 AND (m.@size == nil OR k == 3)' 'n > 5 AND (NOT NOT (m.@size == nil) OR k == 3)' \
             'k == 3 OR (m.@size == nil AND n > 5)' 'k == 3 OR (NOT NOT (m.@size == nil) AND n > 5)'; do
    printf '%-45s %s\n' "$query" "$(measure "$query")"
done
