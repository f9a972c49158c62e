#!/usr/bin/env bash
# Times `realmlens import --canonical` of a 1,000,000-object canonical dump
# against a few lines of Python that json.load the same dump and executemany
# it into SQLite in one transaction (the baseline the store issue names).
# Two dumps: each object links by primary key to the one before it
# (backward: the target is already imported) and to the one after it
# (forward: the target comes later in the dump, as with a class whose name
# sorts later, so the link is resolved at the end).
# Usage: Benchmarks/import-vs-python.sh [COUNT] [backward|forward|both]   (release build first: swift build -c release)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000000}
directions=${2:-both}
[ "$directions" = both ] && directions="backward forward"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=.build/release/realmlens
[ -x "$bin" ] || swift build -c release --product realmlens >/dev/null

make_dump() {  # make_dump DIRECTION PATH
python3 - "$count" "$2" "$1" <<'PY'
import json, sys, datetime
n, path, direction = int(sys.argv[1]), sys.argv[2], sys.argv[3]
with open(path, "w") as f:
    f.write('{"schema":[{"name":"Item","embedded":false,"primaryKey":"id","properties":['
            '{"name":"id","type":"int","optional":false,"indexed":true,"collection":null},'
            '{"name":"name","type":"string","optional":false,"indexed":false,"collection":null},'
            '{"name":"value","type":"double","optional":false,"indexed":false,"collection":null},'
            '{"name":"ts","type":"date","optional":false,"indexed":false,"collection":null},'
            '{"name":"previous","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"Item"}]}],'
            '"objects":{"Item":[')
    base = datetime.datetime(2023, 11, 14, 22, 13, 20)
    for i in range(n):
        ts = (base + datetime.timedelta(seconds=i)).strftime("%Y-%m-%dT%H:%M:%S.000000000Z")
        if direction == "backward":
            prev = "null" if i == 0 else str(i - 1)
        else:
            prev = "null" if i == n - 1 else str(i + 1)
        f.write(('' if i == 0 else ',') + '{"id":%d,"name":"item number %d","value":%r,"ts":{"$date":"%s"},"previous":%s}' % (i, i, i * 0.5, ts, prev))
    f.write(']}}\n')
PY
}

cat > "$work/baseline.py" <<'PY'
import json, sqlite3, sys
dump = json.load(open(sys.argv[1]))
db = sqlite3.connect(sys.argv[2])
db.execute("CREATE TABLE item(_key INTEGER PRIMARY KEY, id INTEGER UNIQUE, name TEXT, value REAL, ts TEXT, previous INTEGER)")
with db:
    db.executemany("INSERT INTO item(id, name, value, ts, previous) VALUES (?, ?, ?, ?, ?)",
                   ((o["id"], o["name"], o["value"], o["ts"]["$date"], o["previous"]) for o in dump["objects"]["Item"]))
db.close()
PY

# Wall time, peak memory and CPU time of one command: "SECONDS KB USER SYS".
measure() { /usr/bin/time -f "%e %M %U %S" -o "$work/time" "$@" >/dev/null; cat "$work/time"; }
for direction in $directions; do
rm -f "$work"/ours.realm* "$work/python.sqlite"
make_dump "$direction" "$work/dump.json"
read -r ours_s ours_kb ours_u ours_sys < <(measure "$bin" import "$work/ours.realm" --canonical "$work/dump.json")
read -r py_s py_kb py_u py_sys < <(measure python3 "$work/baseline.py" "$work/dump.json" "$work/python.sqlite")
size=$(du -m "$work/dump.json" | cut -f1)
printf '%s links: dump of %d objects, %d MB\n' "$direction" "$count" "$size"
printf '  realmlens import: %s s wall, %s s CPU, peak %d MB\n' "$ours_s" "$(python3 -c "print(round($ours_u + $ours_sys, 2))")" "$(( ours_kb / 1024 ))"
printf '  python json.load + executemany: %s s wall, %s s CPU, peak %d MB\n' "$py_s" "$(python3 -c "print(round($py_u + $py_sys, 2))")" "$(( py_kb / 1024 ))"
python3 -c "import sys; w, c = float(sys.argv[1]) / float(sys.argv[2]), (float(sys.argv[3]) + float(sys.argv[4])) / (float(sys.argv[5]) + float(sys.argv[6])); print('  ratio realmlens/python: %.2f wall, %.2f CPU (must be <= 1)' % (w, c))" "$ours_s" "$py_s" "$ours_u" "$ours_sys" "$py_u" "$py_sys"
done
