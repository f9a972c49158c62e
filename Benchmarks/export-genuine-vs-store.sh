#!/usr/bin/env bash
# The genuine-file reader against our own store: a full canonical export of
# large.realm (200,000 objects; genuine Realm Core file) and of the same data
# converted into a RealmLens store, in the same run. Prints objects decoded per
# second, peak memory and the CPU-time ratio (target ≤ 1.3).
# Usage: Benchmarks/export-genuine-vs-store.sh [ROUNDS]   (needs ../shared/fixtures)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
fixture=../shared/fixtures/realm/large.realm
[ -f "$fixture" ] || { echo "skipped: $fixture is absent"; exit 0; }
swift build -c release --product realmlens >/dev/null
bin=.build/release/realmlens
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" convert "$fixture" "$work/large.realm" >/dev/null
objects=$("$bin" info "$work/large.realm" --format json | python3 -c "import json,sys; print(sum(c.get('objects',0) for c in json.load(sys.stdin)['classes']))")
best() {  # best CPU seconds and its peak KB over the rounds: "SECONDS KB"
    local best_s=999999 best_kb=0
    for _ in $(seq "$rounds"); do
        /usr/bin/time -f "%U %S %M" -o "$work/t" "$bin" export "$1" > "$work/out.json"
        read -r u s kb < "$work/t"
        cpu=$(python3 -c "print($u + $s)")
        if python3 -c "import sys; sys.exit(0 if $cpu < $best_s else 1)"; then best_s=$cpu; best_kb=$kb; fi
    done
    echo "$best_s $best_kb"
}
read -r genuine_s genuine_kb < <(best "$fixture")
cp "$work/out.json" "$work/genuine.json"
read -r ours_s ours_kb < <(best "$work/large.realm")
cmp -s "$work/out.json" "$work/genuine.json" || { echo "error: the two exports differ"; exit 1; }
python3 - "$objects" "$genuine_s" "$genuine_kb" "$ours_s" "$ours_kb" <<'PY'
import sys
n, gs, gkb, os_, okb = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
print(f"objects: {n} (canonical export, best of rounds, CPU time)")
print(f"genuine Realm file: {gs:.2f} s, {n / gs:,.0f} objects/s, peak {gkb // 1024} MB")
print(f"RealmLens store:    {os_:.2f} s, {n / os_:,.0f} objects/s, peak {okb // 1024} MB")
print(f"ratio genuine/store: {gs / os_:.2f} (target ≤ 1.3)")
PY
