#!/usr/bin/env bash
# SIGKILL at random moments during commits of a 200,000-object genuine Realm
# file (the suite's GenuineEditKillTests does 20,000): `demo --to realm`,
# then ROUNDS times `exec` with an update touching every object, killed
# after a random delay. Each time the file must be the old version or the
# new one by canonical dump (its digest), and the next run must leave no
# stray file in the folder. Prints one line per round and a summary; exits 1
# on the first violation.
# Usage: Scripts/genuine-edit-kill.sh [ROUNDS] [OBJECTS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-10}
objects=${2:-200000}
swift build --product realmlens >/dev/null
bin=$PWD/.build/debug/realmlens
[ -x .build/release/realmlens ] && bin=$PWD/.build/release/realmlens
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
file=$work/big.realm
"$bin" demo "$file" --template todo --objects "$objects" --to realm >/dev/null
digest() { "$bin" export "$file" 2>&1 | sha256sum | cut -c1-16; }
# How long a whole commit takes here, to spread the kills over it.
start=$(date +%s.%N)
"$bin" exec "$file" -c "update ToDoItem where TRUEPREDICATE set priorityNum = 0" 2>/dev/null
span=$(python3 -c "print($(date +%s.%N) - $start)")
echo "one commit of $objects objects: ${span%.*}.$(echo "$span" | cut -d. -f2 | cut -c1-2) s ($bin)"
old_count=0 new_count=0
for round in $(seq "$rounds"); do
    old=$(digest)
    "$bin" exec "$file" -c "update ToDoItem where TRUEPREDICATE set priorityNum = $round" 2>/dev/null &
    pid=$!
    delay=$(python3 -c "import random; print(round(random.uniform(0.05, $span * 1.4), 3))")
    sleep "$delay"
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    now=$(digest)
    if [ "$now" = "$old" ]; then
        verdict=old; old_count=$((old_count + 1))
    else
        # Not the old version: it must be the whole new one, every object updated.
        left=$("$bin" query "$file" ToDoItem "priorityNum != $round" --format jsonl 2>&1 | wc -l)
        if [ "$left" != 0 ]; then echo "round $round: neither old nor new ($left objects not updated)"; exit 1; fi
        verdict=new; new_count=$((new_count + 1))
    fi
    "$bin" exec "$file" -c "count ToDoItem where priorityNum == -1" >/dev/null
    stray=$(ls -A "$work" | grep -v '^big.realm$' || true)
    if [ -n "$stray" ]; then echo "round $round: stray files after the next run: $stray"; exit 1; fi
    echo "round $round: killed after ${delay} s -> $verdict version, folder clean"
done
echo "OK: $rounds kills, $old_count left the old version, $new_count the new one; never anything else"
