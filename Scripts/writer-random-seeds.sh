#!/bin/sh
# A longer run of the genuine-file writer against Realm Core itself than the
# test suite's 12 seeds: N seeded random stores (random schemas over every
# type and collection kind, edge values, random link graphs, embedded
# objects, deletes), each written as a genuine Realm file and checked by
# ../shared/tools/realm-core-check dump --write against the store's dump.
# A failing seed's file is kept in KEEP (REALMLENS_KEEP_FAILED) for study.
#
#   Scripts/writer-random-seeds.sh [N] [KEEP]     (default 200 seeds, /tmp)
set -eu
cd "$(dirname "$0")/.."
seeds=${1:-200}
keep=${2:-/tmp}
swift build --build-tests >/dev/null
REALMLENS_RANDOM_SEEDS=$seeds REALMLENS_KEEP_FAILED=$keep \
    swift test --skip-build --filter RandomStoreGenuineFileTests 2>&1 | grep -E '^(✘|✔ Test run|✘ Test run)' | grep -v 'Test case'
