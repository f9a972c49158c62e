#!/usr/bin/env bash
# Editing a genuine Realm file against exporting it, in the same run, on
# ../shared/fixtures/realm/large.realm (200,000 objects): the whole
# `realmlens exec COPY 'update Item where n == 7 set value = 1'` — open, the
# working copy of all 200,000 objects, the statement, the commit that writes
# the file's new version beside it and renames it over — against
# `realmlens export` of the same file (its canonical dump). Release build,
# best of ROUNDS, wall-clock seconds (the commit syncs to disk) and peak
# memory. Prints the ratio edit/export (target ≤ 2.0).
# Usage: Benchmarks/edit-genuine-vs-export.sh [ROUNDS] [FILE]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
source_file=${2:-../shared/fixtures/realm/large.realm}
[ -f "$source_file" ] || { echo "no $source_file (../shared/fixtures is absent)"; exit 0; }
swift build -c release --product realmlens >/dev/null
bin=.build/release/realmlens
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
best() {  # best wall seconds and its peak KB over the rounds: "SECONDS KB"
    local best_s=999999 best_kb=0
    for _ in $(seq "$rounds"); do
        cp "$source_file" "$work/copy.realm"
        chmod 644 "$work/copy.realm"
        /usr/bin/time -f "%e %M" -o "$work/t" "$@" >/dev/null 2>"$work/err" || { cat "$work/err"; exit 1; }
        read -r s kb < "$work/t"
        if python3 -c "import sys; sys.exit(0 if $s < $best_s else 1)"; then best_s=$s; best_kb=$kb; fi
    done
    echo "$best_s $best_kb"
}
read -r edit_s edit_kb < <(best "$bin" exec "$work/copy.realm" -c "update Item where n == 7 set value = 1")
read -r export_s export_kb < <(best "$bin" export "$work/copy.realm" -o "$work/dump.json")
python3 - "$(stat -c %s "$source_file")" "$edit_s" "$edit_kb" "$export_s" "$export_kb" <<'PY'
import sys
size, es, ekb, xs, xkb = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
print(f"file: large.realm, {size / 1e6:.1f} MB (best of rounds, wall clock)")
print(f"edit (exec COPY 'update …', commit included): {es:.2f} s, peak {ekb // 1024} MB")
print(f"export (canonical dump):                      {xs:.2f} s, peak {xkb // 1024} MB")
print(f"ratio edit/export: {es / xs:.2f} (target ≤ 2.0)")
PY
