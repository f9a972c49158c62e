#!/bin/sh
# Longer mutation runs of the Realm Core file reader than the test suite does:
# truncations, seeded bit flips and ref rewrites of the shared fixtures, each
# read to the end. Any crash, hang (timeout) or runaway memory (ulimit) fails,
# and the seed to reproduce it is printed.
#
#   Scripts/fuzz-realmfile.sh [SEEDS] [SCALE] [FIRST]  (defaults: 5 seeds from seed 1, scale 4)
#
# Reproduce one run:
#   REALMFILE_FUZZ_SEED=3 REALMFILE_FUZZ_SCALE=4 swift test --filter RealmFileTests.HostileInputTests
set -eu
cd "$(dirname "$0")/.."
seeds=${1:-5}
scale=${2:-4}
first=${3:-1}
swift build --build-tests >/dev/null
seed=$first
while [ "$seed" -lt $((first + seeds)) ]; do
    echo "fuzz: seed $seed, scale $scale"
    if ! (ulimit -v 4000000; REALMFILE_FUZZ_SEED=$seed REALMFILE_FUZZ_SCALE=$scale \
          timeout $((300 * scale)) swift test --skip-build --filter RealmFileTests.HostileInputTests >/tmp/fuzz-realmfile.$$.log 2>&1); then
        echo "fuzz: FAILED with seed $seed (log: /tmp/fuzz-realmfile.$$.log)"
        tail -20 /tmp/fuzz-realmfile.$$.log
        exit 1
    fi
    seed=$((seed + 1))
done
rm -f /tmp/fuzz-realmfile.$$.log
echo "fuzz: $seeds seeds passed"
