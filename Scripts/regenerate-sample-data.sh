#!/bin/sh
# Regenerates SampleData/: one read-only bundle per demo template, its
# canonical dump and manifest beside it. Run after changing a template (the
# SampleDataTests fail until you do): swift build && Scripts/regenerate-sample-data.sh
set -eu
cd "$(dirname "$0")/../SampleData"
realmlens=../.build/debug/realmlens
while read -r template objects; do
    rm -f "$template.realm" "$template.realm.manifest.json" "$template.json"
    "$realmlens" demo "$template-source.realm" --template "$template" --objects "$objects" --seed 1
    "$realmlens" bundle "$template-source.realm" "$template.realm"
    "$realmlens" export "$template.realm" -o "$template.json"
    "$realmlens" delete "$template-source.realm" > /dev/null
    rm -rf "$template.realm.lock" "$template.realm.note" "$template.realm.management"
done <<'LIST'
studio 200
potions 300
dogs 300
todo 300
LIST
