#!/bin/sh
# Regenerates SampleData/: per demo template a read-only RealmLens store
# bundle (NAME.realm) with its canonical dump and manifest, and the genuine
# Realm seed an app ships (NAME.seed.realm, Realm file format 24) with its
# manifest. Run after changing a template (the
# SampleDataTests fail until you do): swift build && Scripts/regenerate-sample-data.sh
set -eu
cd "$(dirname "$0")/../SampleData"
realmlens=../.build/debug/realmlens
while read -r template objects; do
    rm -f "$template.realm" "$template.realm.manifest.json" "$template.json" "$template.seed.realm" "$template.seed.realm.manifest.json"
    "$realmlens" demo "$template-source.realm" --template "$template" --objects "$objects" --seed 1 --to store
    "$realmlens" bundle "$template-source.realm" "$template.realm" --to store
    "$realmlens" bundle "$template-source.realm" "$template.seed.realm"
    "$realmlens" export "$template.realm" -o "$template.json"
    "$realmlens" delete "$template-source.realm" > /dev/null
    rm -rf "$template.realm.lock" "$template.realm.note" "$template.realm.management"
done <<'LIST'
studio 200
potions 300
dogs 300
todo 300
LIST
