#!/usr/bin/env bash
# Reading a large encrypted genuine file against the same file unencrypted
# (the baseline), in the same run: `export`, `query --no-cache` and `check`,
# best CPU time of ROUNDS, its wall time and peak memory (`/usr/bin/time`).
# The file: the studio demo template (every property type) with OBJECTS objects, written as a genuine
# file, and its copy encrypted with our writer (`copy --out-key`).
# Usage: Benchmarks/encrypted-vs-plain.sh [OBJECTS] [ROUNDS] [BINARY...]
#   several BINARYs (say the build before this change, then this one) run
#   on the same two files; REALMLENS_BENCH_DIR keeps the files between runs.
set -euo pipefail
cd "$(dirname "$0")/.."
objects=${1:-280000}
rounds=${2:-1}
shift $(( $# < 2 ? $# : 2 ))
binaries=("$@")
if [ ${#binaries[@]} -eq 0 ]; then
    swift build -c release --product realmlens >/dev/null
    binaries=(.build/release/realmlens)
fi
work=${REALMLENS_BENCH_DIR:-$(mktemp -d)}
[ -n "${REALMLENS_BENCH_DIR:-}" ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work"
key=$(python3 -c "print(''.join('%02x' % ((i * 29 + 7) % 256) for i in range(64)))")
bin=${binaries[-1]}
[ -f "$work/plain.realm" ] || "$bin" demo "$work/plain.realm" --template studio --objects "$objects" --to realm >/dev/null
[ -f "$work/encrypted.realm" ] || "$bin" copy "$work/plain.realm" "$work/encrypted.realm" --out-key "$key" >/dev/null
echo "files: plain $(stat -c %s "$work/plain.realm") bytes, encrypted $(stat -c %s "$work/encrypted.realm") bytes"
best() {  # binary, file, command args...: "cpu wall kb" of the round with the least CPU
    local b=$1 file=$2; shift 2
    local best_cpu=999999 best_wall=0 best_kb=0 keyargs=()
    [ "$file" = "$work/encrypted.realm" ] && keyargs=(--key "$key")
    for _ in $(seq "$rounds"); do
        case $1 in
            export) /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$b" export "$file" "${keyargs[@]}" > "$work/out" ;;
            query) /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$b" query "$file" AllTypes 'optInt == 7' --no-cache --format jsonl "${keyargs[@]}" > "$work/out" ;;
            check) /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$b" check "$file" "${keyargs[@]}" > "$work/out" ;;
        esac
        cksum < "$work/out" > "$work/sum.$1.$(basename "$file")"
        read -r wall u s kb < "$work/t"
        cpu=$(python3 -c "print(round($u + $s, 2))")
        if python3 -c "import sys; sys.exit(0 if $cpu < $best_cpu else 1)"; then best_cpu=$cpu; best_wall=$wall; best_kb=$kb; fi
    done
    echo "$best_cpu $best_wall $best_kb"
}
for b in "${binaries[@]}"; do
    echo "binary: $b"
    for command in export query check; do
        read -r pc pw pkb < <(best "$b" "$work/plain.realm" "$command")
        read -r ec ew ekb < <(best "$b" "$work/encrypted.realm" "$command")
        cmp -s "$work/sum.$command.plain.realm" "$work/sum.$command.encrypted.realm" || { echo "error: $command output differs between the files"; exit 1; }
        python3 - "$command" "$pc" "$pw" "$pkb" "$ec" "$ew" "$ekb" <<'PY'
import sys
c, pc, pw, pkb, ec, ew, ekb = sys.argv[1], *map(float, sys.argv[2:])
print(f"  {c:7} encrypted {ec:6.2f} s CPU {ew:6.2f} s wall {ekb / 1024:6.0f} MB peak | plain {pc:6.2f} s CPU {pw:6.2f} s wall {pkb / 1024:6.0f} MB peak | CPU ratio {ec / pc:.2f}")
PY
    done
done
