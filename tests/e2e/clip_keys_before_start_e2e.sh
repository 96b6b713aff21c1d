#!/usr/bin/env bash
# An imported Studio range that starts between keys keeps the key before it (a new user saw
# such keys drawn over the track names): choosing the imported clip "outro" shows a mark at
# the clip's start on the hero's position track, not a diamond left of frame 0; a click on
# the mark changes nothing, and the track's first playable key is still a diamond.
#   Usage: clip_keys_before_start_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp "$SRC/tests/fixtures/cocostudio/timelines/hero.csd" "$WORK/"
"$TOOL" import "$WORK/hero.csd" -o "$WORK/hero.scene.json" >/dev/null
SCENE="$WORK/hero.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE"
read -r X Y < <(item timeline-clip)
click "$X" "$Y"
read -r X Y < <(item timeline-clip-outro)
click "$X" "$Y"
mark
read -r BX BY < <(item timeline-before-hero-position)
read -r KX KY < <(item timeline-key-hero-position-50)
read -r GX GY < <(item timeline-group-hero)  # the node's row label, left of the keys
[ "$BX" -gt $((GX + 60)) ] || { echo "FAIL: the mark ($BX) sits over the track names (label at $GX)"; exit 1; }
[ "$BX" -lt "$KX" ] || { echo "FAIL: the mark ($BX) is not before frame 50's key ($KX)"; exit 1; }
if tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -aq '^ITEM timeline-key-hero-position--'; then
  echo "FAIL: a key before frame 0 is drawn as a diamond"; exit 1
fi
click "$BX" "$BY"
key ctrl+s
cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: clicking the mark changed the file"; exit 1; }
quit_editor
echo PASS
