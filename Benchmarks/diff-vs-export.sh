#!/usr/bin/env bash
# diff against export: two 1,000,000-object stores (dogs template) that differ
# in a few objects, compared by `realmlens diff`, against the canonical export
# of both (`export A` then `export B`). Prints wall-clock and CPU seconds (best
# of rounds), the diff's peak memory and the ratio diff / (export A + export B)
# (target: about 1).
# Usage: Benchmarks/diff-vs-export.sh [OBJECTS] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
objects=${1:-1000000}
rounds=${2:-3}
swift build -c release --product realmlens >/dev/null
bin=$PWD/.build/release/realmlens
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" demo "$work/a.realm" --template dogs --objects "$objects" --seed 7 --to store >/dev/null 2>&1
"$bin" convert "$work/a.realm" "$work/b.realm" --to store >/dev/null
"$bin" exec "$work/b.realm" -c 'update Dog where name == "Biscuit" AND age == 15 LIMIT(3) set age = 1' 2>/dev/null
"$bin" exec "$work/b.realm" -c 'delete Dog where name == "Pixel" AND age == 14 AND owner == nil LIMIT(2)' 2>/dev/null
"$bin" exec "$work/b.realm" -c 'create Dog {name: "Newcomer", age: 2}' 2>/dev/null
summary=$("$bin" diff "$work/a.realm" "$work/b.realm" | tail -1 || true)
best() {  # best wall seconds over the rounds, with its CPU seconds and peak KB: "WALL CPU KB"
    local best_w=999999 best_c=0 best_kb=0
    for _ in $(seq "$rounds"); do
        /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$@" > /dev/null || true
        read -r e u s kb < <(tail -1 "$work/t")   # diff exits 1 when different; time notes that first
        if python3 -c "import sys; sys.exit(0 if $e < $best_w else 1)"; then
            best_w=$e; best_c=$(python3 -c "print($u + $s)"); best_kb=$kb
        fi
    done
    echo "$best_w $best_c $best_kb"
}
read -r ea_w ea_c ea_kb < <(best "$bin" export "$work/a.realm")
read -r eb_w eb_c eb_kb < <(best "$bin" export "$work/b.realm")
read -r d_w d_c d_kb < <(best "$bin" diff "$work/a.realm" "$work/b.realm")
python3 - "$objects" "$summary" "$ea_w" "$ea_c" "$eb_w" "$eb_c" "$d_w" "$d_c" "$d_kb" "$ea_kb" <<'PY'
import sys
n, summary = int(sys.argv[1]), sys.argv[2]
ea_w, ea_c, eb_w, eb_c, d_w, d_c = map(float, sys.argv[3:9])
d_kb, e_kb = int(sys.argv[9]), int(sys.argv[10])
print(f"objects per store: {n:,} (dogs template); diff found: {summary}")
print(f"export A + export B: {ea_w + eb_w:.2f} s wall, {ea_c + eb_c:.2f} s CPU (peak {e_kb // 1024} MB each)")
print(f"diff A B:            {d_w:.2f} s wall, {d_c:.2f} s CPU (peak {d_kb // 1024} MB)")
print(f"ratio diff / exports: {d_w / (ea_w + eb_w):.2f} wall, {d_c / (ea_c + eb_c):.2f} CPU (target: about 1)")
PY
