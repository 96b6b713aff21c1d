#!/usr/bin/env bash
# The Timeline's dope sheet with real clicks (#26): the clips sample shows its first clip,
# intro, as diamonds grouped by node. A click on the mover's position key at frame 60
# previews intro alone at that frame: the mover stands at [300, 240] in the viewport.
# Choosing wiggle in the clip list and clicking its key at frame 10 previews wiggle there.
# Stop gives the document back; the file is untouched.
#   Usage: clip_dope_sheet_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/clips" "$WORK/"
SCENE="$WORK/clips/clips.scene.json"
cp "$SCENE" "$WORK/before.json"
start_editor "$SCENE" --report-node mover --report-node turn-mark
read -r MX MY < <(node_at mover)      # world centre (40, 260) at rest
read -r TX TY < <(node_at turn-mark)  # world centre (320, 236)
# World (320, 272): inside the mover once it stands at [300, 240] (40 x 40), backdrop before.
PY=$(python3 -c "s = ($TX - $MX) / 280.0; print(round($MY - 12 * s))")
colour_at() {
  import -window root "$WORK/shot.png"
  convert "$WORK/shot.png" -crop "1x1+$1+$2" -depth 8 txt:- | tail -1 | sed 's/.*srgb(\([0-9,]*\)).*/\1/'
}
is_red() { IFS=, read -r R G B <<<"$1"; [ "$R" -gt 180 ] && [ "$G" -lt 130 ] && [ "$B" -lt 120 ]; }
BEFORE=$(colour_at "$TX" "$PY")
is_red "$BEFORE" && { echo "FAIL: the mover is already at ($TX, $PY) before the preview: $BEFORE"; exit 1; }

mark
read -r X Y < <(item timeline-key-mover-position-60)
click "$X" "$Y"
for _ in $(seq 1 30); do grep -q '^SEEK frame=60 clip=intro' "$WORK/out.txt" && break; sleep 0.1; done
grep -a '^SEEK' "$WORK/out.txt" | tail -1 | grep -q 'frame=60 clip=intro' || { echo "FAIL: the key did not seek intro to 60"; exit 1; }
sleep 0.5
AFTER=$(colour_at "$TX" "$PY")
is_red "$AFTER" || { echo "FAIL: at intro's frame 60 the mover is not at [300, 240]: ($TX, $PY) is $AFTER"; exit 1; }

# Another clip: wiggle, its key at frame 10.
choose_clip wiggle
mark
read -r X Y < <(item timeline-key-mover-position-10)
click "$X" "$Y"
for _ in $(seq 1 30); do grep -q '^SEEK frame=10 clip=wiggle' "$WORK/out.txt" && break; sleep 0.1; done
grep -a '^SEEK' "$WORK/out.txt" | tail -1 | grep -q 'frame=10 clip=wiggle' || { echo "FAIL: wiggle's key did not seek to 10"; exit 1; }
read -r SX SY < <(item stop)
click "$SX" "$SY"
for _ in $(seq 1 30); do grep -q '^PLAYED' "$WORK/out.txt" && break; sleep 0.1; done
grep -a '^PLAYED' "$WORK/out.txt" | tail -1 | grep -q 'frames=10 ' || { grep -a '^PLAYED' "$WORK/out.txt"; echo "FAIL: Stop did not end the preview at 10"; exit 1; }
quit_editor
cmp "$SCENE" "$WORK/before.json" || { echo "FAIL: previewing changed the file"; exit 1; }
STATE=$(grep -a '^STATE' "$WORK/out.txt" | tail -1)
echo "$STATE" | grep -q '"dirty": false' || { echo "FAIL: previewing made the document unsaved: $STATE"; exit 1; }
echo PASS
