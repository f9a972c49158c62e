#!/usr/bin/env bash
# The genuine-file writer against the store's import, in the same run: a
# canonical dump of OBJECTS objects of TEMPLATE (default dogs: links by
# position, lists of links; todo: a uuid primary key and an indexed bool, so
# search indexes) written as a genuine Realm file (`convert DUMP OUT.realm`,
# streamed straight from the dump) and imported into a RealmLens store
# (`import OUT --canonical DUMP`). Prints CPU seconds, peak memory and the
# ratio genuine/import (target ≤ 1.0, peak under 100 MB).
# Usage: Benchmarks/write-genuine-vs-import.sh [OBJECTS] [ROUNDS] [TEMPLATE]
set -euo pipefail
cd "$(dirname "$0")/.."
objects=${1:-1000000}
rounds=${2:-2}
template=${3:-dogs}
swift build -c release --product realmlens >/dev/null
bin=.build/release/realmlens
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" demo "$work/source.realm" --template "$template" --objects "$objects" --seed 1 --to store >/dev/null 2>&1
"$bin" export "$work/source.realm" -o "$work/dump.json"
best() {  # best CPU seconds and its peak KB over the rounds: "SECONDS KB"
    local best_s=999999 best_kb=0
    for _ in $(seq "$rounds"); do
        rm -f "$work/out.realm"
        /usr/bin/time -f "%U %S %M" -o "$work/t" "$@" >/dev/null 2>&1
        read -r u s kb < "$work/t"
        cpu=$(python3 -c "print($u + $s)")
        if python3 -c "import sys; sys.exit(0 if $cpu < $best_s else 1)"; then best_s=$cpu; best_kb=$kb; fi
    done
    echo "$best_s $best_kb"
}
read -r genuine_s genuine_kb < <(best "$bin" convert "$work/dump.json" "$work/out.realm")
read -r import_s import_kb < <(best "$bin" import "$work/out.realm" --canonical "$work/dump.json")
python3 - "$objects" "$template" "$(stat -c %s "$work/dump.json")" "$genuine_s" "$genuine_kb" "$import_s" "$import_kb" <<'PY'
import sys
n, template = int(sys.argv[1]), sys.argv[2]
size, gs, gkb, i_s, ikb = int(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5]), float(sys.argv[6]), int(sys.argv[7])
print(f"dump: {n} objects of the {template} template, {size / 1e6:.0f} MB (best of rounds, CPU time)")
print(f"genuine Realm file (convert DUMP OUT.realm): {gs:.2f} s, peak {gkb // 1024} MB")
print(f"RealmLens store (import --canonical):        {i_s:.2f} s, peak {ikb // 1024} MB")
print(f"ratio genuine/import: {gs / i_s:.2f} (target ≤ 1.0, peak < 100 MB)")
PY
