#!/usr/bin/env bash
# One-shot point look-ups as whole processes: `realmlens query STORE Item …`
# against the sqlite3 shell running the same look-up on the same
# 1,000,000-object store (primary key, indexed equality, LIMIT), wall time
# per process over many runs, best of three interleaved rounds. Also the
# start-up alone (`realmlens --version` against `sqlite3 :memory: ''`).
# Usage: Benchmarks/oneshot-vs-sqlite3.sh [RUNS] [COUNT]   (release build first: swift build -c release)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-200}
count=${2:-1000000}
if ! command -v sqlite3 >/dev/null; then
    echo "the sqlite3 shell is missing: install it (apt-get install -y sqlite3) and run again" >&2
    exit 1
fi
bin=${REALMLENS_BIN:-.build/release/realmlens}
[ -x "$bin" ] || swift build -c release --product realmlens >/dev/null
# In a folder of its own: opening a store lists its folder (auxiliary and stale temporary files).
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

# Seconds per process of `runs` runs of a command (output discarded).
per_run() {
    local start end
    start=$(date +%s%N)
    for ((i = 0; i < runs; i++)); do "$@" >/dev/null; done
    end=$(date +%s%N)
    python3 -c "print(($end - $start) / 1e9 / $runs)"
}

compare() {  # compare NAME RQL SQL
    local best_ours=1e9 best_shell=1e9 t
    for round in 1 2 3; do
        t=$(per_run "$bin" query "$store" Item "$2" --format csv)
        best_ours=$(python3 -c "print(min($best_ours, $t))")
        t=$(per_run sqlite3 -csv -header "$store" "$3")
        best_shell=$(python3 -c "print(min($best_shell, $t))")
    done
    python3 -c "import sys; o, s = float(sys.argv[2]), float(sys.argv[3]); print('%-22s realmlens %6.2f ms   sqlite3 %6.2f ms   ratio %.2f (target <= 2)' % (sys.argv[1], o * 1e3, s * 1e3, o / s))" "$1" "$best_ours" "$best_shell"
}

echo "one-shot look-ups on $count objects ($store), best of 3 rounds of $runs processes each"
best_ours=1e9; best_shell=1e9
for round in 1 2 3; do
    t=$(per_run "$bin" --version); best_ours=$(python3 -c "print(min($best_ours, $t))")
    t=$(per_run sqlite3 :memory: ''); best_shell=$(python3 -c "print(min($best_shell, $t))")
done
python3 -c "import sys; o, s = float(sys.argv[1]), float(sys.argv[2]); print('%-22s realmlens %6.2f ms   sqlite3 %6.2f ms   ratio %.2f' % ('start-up (--version)', o * 1e3, s * 1e3, o / s))" "$best_ours" "$best_shell"
key=$((count / 2 + 17))
compare "primary key" "id == $key" "SELECT _key, id, name, value FROM \"class_Item\" WHERE id = $key"
compare "indexed equality" "name == 'item number $key'" "SELECT _key, id, name, value FROM \"class_Item\" WHERE name = 'item number $key' ORDER BY _key"
compare "LIMIT 10" "value > 1000 LIMIT(10)" "SELECT _key, id, name, value FROM \"class_Item\" WHERE value > 1000 ORDER BY _key LIMIT 10"
