#!/usr/bin/env bash
# Reliability trials for issue 9's consistency and hostile-input fixes:
# killed writers, exports racing commits, full disks, deep queries,
# hostile dumps. Prints "kind: passes/trials" lines.
#
#   Scripts/reliability-consistency.sh [.build/debug/realmlens] [trials]
#
# Everything happens in a fresh temporary folder, removed at the end.
set -u
BIN=$(realpath "${1:-.build/debug/realmlens}")
TRIALS=${2:-20}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

dump='{"schema":[{"name":"Dog","embedded":false,"primaryKey":null,"properties":[{"name":"name","type":"string","optional":false,"indexed":false,"collection":null},{"name":"age","type":"int","optional":false,"indexed":false,"collection":null},{"name":"owner","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"Person"}]},{"name":"Person","embedded":false,"primaryKey":null,"properties":[{"name":"name","type":"string","optional":false,"indexed":false,"collection":null}]}],"objects":{"Dog":[{"name":"Rex","age":1,"owner":{"$index":0}}],"Person":[{"name":"Tim"},{"name":"Ann"}]}}'
fresh() { rm -rf s.realm*; printf '%s\n' "$dump" > dump.json; "$BIN" import s.realm --canonical dump.json >/dev/null; }
big=$(head -c 8000 /dev/zero | tr '\0' x)

# A. A writer SIGKILLed mid-transaction (after its edits spilled into the main
#    file: a hot journal); then a read command must succeed and see the old state.
for cmd in info export "query s.realm Dog" schema; do
    pass=0
    for ((t = 0; t < TRIALS; t++)); do
        fresh
        before=$("$BIN" export s.realm)
        rm -f in.fifo; mkfifo in.fifo
        "$BIN" s.realm < in.fifo > out.txt 2>&1 &
        pid=$!
        exec 3> in.fifo
        { echo begin; for ((i = 0; i < 400; i++)); do echo "create Dog {name: 'K$i$big', age: $i}"; done; echo "count Dog"; } >&3
        # The handshake: the writer has answered the count after its 400 edits.
        for ((w = 0; w < 1200; w++)); do grep -qx 401 out.txt 2>/dev/null && break; sleep 0.05; done
        kill -KILL "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
        exec 3>&-
        [ -s s.realm-journal ] || { echo "  (trial $t: no hot journal)"; continue; }
        set -- $cmd
        if [ "$1" = query ]; then "$BIN" query s.realm Dog >/dev/null 2>err.txt; else "$BIN" "$1" s.realm >/dev/null 2>err.txt; fi
        ok=$?
        [ $ok -eq 0 ] && [ ! -e s.realm-journal ] && [ "$("$BIN" export s.realm)" = "$before" ] && pass=$((pass + 1))
    done
    echo "killed writer, then $1: $pass/$TRIALS"
done

# B. Exports while another process commits in a loop: every export must
#    import again (one snapshot: no link naming an object of another moment).
fresh
pass=0
rm -f stop
( for ((i = 0; ; i++)); do [ -e stop ] && break; "$BIN" exec s.realm -c "delete Person[0]; create Person {name: 'P$i'}; update Dog[0] set owner = Person[0]" >/dev/null 2>&1; done ) &
writer=$!
for ((t = 0; t < TRIALS * 3; t++)); do
    rm -rf r.realm*
    if "$BIN" export s.realm -o e.json 2>/dev/null && "$BIN" import r.realm --canonical e.json >/dev/null 2>&1; then pass=$((pass + 1)); fi
done
touch stop; wait "$writer" 2>/dev/null
echo "export racing commits, re-imported: $pass/$((TRIALS * 3))"

# C. exec on a full disk (a file-size limit, SIGXFSZ ignored): "nothing was
#    changed", no journal, the main file byte for byte as it was.
pass=0
for ((t = 0; t < TRIALS; t++)); do
    fresh
    cp s.realm before.realm
    n=$((100 + RANDOM % 400))
    for ((i = 0; i < n; i++)); do echo "create Dog {name: 'K$i$big', age: $i}"; done > edits.txt
    # sh's ulimit -f counts 512-byte blocks; a full disk still lets existing bytes be rewritten.
    limit=$(( $(stat -c %s s.realm) / 512 + 1 + RANDOM % 512 ))
    sh -c "trap '' XFSZ; ulimit -f $limit; exec \"$BIN\" exec s.realm edits.txt" >/dev/null 2>err.txt
    rc=$?
    [ $rc -eq 1 ] && grep -q "nothing was changed" err.txt && [ ! -e s.realm-journal ] && cmp -s s.realm before.realm && pass=$((pass + 1))
done
echo "exec on a full disk leaves the store as it was: $pass/$TRIALS"

# D. Deep and long queries: long chains answer, deep nesting is refused, never a signal.
fresh
pass=0; total=0
for n in 500 4500 50000; do
    for op in AND OR; do
        total=$((total + 1))
        python3 -c "print('count Dog where ' + ' $op '.join('age != %d' % i if '$op' == 'AND' else 'age == %d' % i for i in range($n)))" > q.txt
        "$BIN" exec s.realm q.txt >/dev/null 2>&1 && pass=$((pass + 1))
    done
done
for d in 40 150 1000; do
    total=$((total + 1))
    python3 -c "print('count Dog where ' + 'age == 1 OR NOT (' * $d + 'TRUEPREDICATE' + ')' * $d)" > q.txt
    "$BIN" exec s.realm q.txt >/dev/null 2>err.txt
    [ $? -eq 1 ] && grep -q "nested too deeply" err.txt && pass=$((pass + 1))
done
total=$((total + 1))
python3 -c "print('count Dog where age IN {' + ', '.join(str(i) for i in range(100000)) + '}')" > q.txt
"$BIN" exec s.realm q.txt >/dev/null 2>&1 && pass=$((pass + 1))
echo "deep and long queries answered or refused cleanly: $pass/$total"

# E. Hostile canonical dumps: each refused (exit 1), nothing left behind.
schema='{"schema":[{"name":"A","embedded":false,"primaryKey":null,"properties":[{"name":"d","type":"double","optional":true,"indexed":false,"collection":null},{"name":"f","type":"float","optional":true,"indexed":false,"collection":null},{"name":"m","type":"decimal","optional":true,"indexed":false,"collection":null},{"name":"s","type":"string","optional":true,"indexed":false,"collection":null},{"name":"i","type":"int","optional":true,"indexed":false,"collection":null},{"name":"b","type":"data","optional":true,"indexed":false,"collection":null},{"name":"t","type":"date","optional":true,"indexed":false,"collection":null},{"name":"o","type":"objectId","optional":true,"indexed":false,"collection":null},{"name":"g","type":"int","optional":true,"indexed":false,"collection":"dictionary"}]}],"objects":{"A":['
pass=0; total=0
for value in '"d":1e400' '"d":1e-400' '"f":1e39' '"m":{"$decimal":"1E999999"}' \
    "\"m\":{\"\$decimal\":\"$(printf '7%.0s' {1..100})\"}" '"s":"\xff"' '"s":"\xc0\xaf"' '"s":"\xed\xa0\x80"' \
    '"i":0012' '"i":+5' '"b":{"$data":"YQ"}' '"t":{"$date":"2024-02-30T00:00:00.000000000Z"}' \
    '"o":{"$oid":"507F1F77BCF86CD799439011"}' '"g":{"k":1,"k":2}' '"i":1,"i":2'; do
    total=$((total + 1))
    rm -rf h.realm*
    { printf '%s' "$schema"; printf '{%b}' "$value"; printf ']}}\n'; } > h.json
    "$BIN" import h.realm --canonical h.json >/dev/null 2>err.txt
    [ $? -eq 1 ] && grep -q "object 0 of class 'A'" err.txt && [ ! -e h.realm ] && pass=$((pass + 1))
done
total=$((total + 1)); rm -rf h.realm*
printf '{"schema":[]}\n' > h.json
"$BIN" import h.realm --canonical h.json >/dev/null 2>&1; [ $? -eq 1 ] && [ ! -e h.realm ] && pass=$((pass + 1))
echo "hostile canonical dumps refused: $pass/$total"
