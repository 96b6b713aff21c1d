#!/usr/bin/env bash
# A click in a clip's track between its keys moves the playhead there (#26), as in any
# dope sheet: on the clips sample (intro chosen), a click on a track, straight below a
# numbered ruler tick where that track has no key, previews intro at exactly that frame.
# On a scene's own timeline, a click in an action lane beside its bars seeks too.
#   Usage: clip_track_seek_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/clips" "$WORK/"
start_editor "$WORK/clips/clips.scene.json"
mark
read -r _ _ < <(item timeline-frame-0)
sleep 0.5
TRACK=$(grep -a -m1 '^ITEM timeline-track-' "$WORK/out.txt" | awk '{print $2}')
[ -n "$TRACK" ] || { echo "FAIL: the clip shows no track"; exit 1; }
ROW=${TRACK#timeline-track-}
read -r _ TY < <(item "$TRACK")
# The first numbered tick after 0 where this track has no key.
FRAME=""
for N in $(grep -a '^ITEM timeline-frame-' "$WORK/out.txt" | awk '{sub("timeline-frame-", "", $2); print $2}' |
  sort -n | uniq | awk '$1 > 0'); do
  grep -aq "^ITEM timeline-key-$ROW-$N " "$WORK/out.txt" || { FRAME=$N; break; }
done
[ -n "$FRAME" ] || { echo "FAIL: no numbered tick without a key on $ROW"; exit 1; }
read -r TX _ < <(item "timeline-frame-$FRAME")
click "$TX" "$TY"
wait_grep "^SEEK frame=$FRAME clip=intro" "$WORK/out.txt" ||
  { grep -a '^SEEK' "$WORK/out.txt" | tail -1; echo "FAIL: a click on $ROW at tick $FRAME did not preview frame $FRAME"; exit 1; }
# The node's summary row above its tracks: a click there seeks too (at frame 0's tick).
SUMMARY=$(grep -a -m1 '^ITEM timeline-summary-' "$WORK/out.txt" | awk '{print $2}')
read -r _ SY < <(item "$SUMMARY")
read -r ZX _ < <(item timeline-frame-0)
mark
click $((ZX + 1)) "$SY"  # just right of the tick: the row starts at its fractional x
seeks_to_0() { [ "$(tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -ac '^SEEK frame=0 clip=intro')" -gt 0 ]; }
for _ in $(seq 1 30); do seeks_to_0 && break; sleep 0.1; done
seeks_to_0 ||
  { grep -a '^SEEK' "$WORK/out.txt" | tail -1; echo "FAIL: a click on $SUMMARY at frame 0 did not seek there"; exit 1; }

quit_editor

# The ui sample's scene timeline: its lanes wait for triggers, so they have no bars; a
# click in one at 1 s.
cp -r "$SRC/projects/ui" "$WORK/"
start_editor "$WORK/ui/ui.scene.json"
mark
read -r SX _ < <(item timeline-1s)
sleep 0.5
LANE=$(tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -a -m1 '^ITEM timeline-lane-' | awk '{print $2}' || true)
[ -n "$LANE" ] || { echo "FAIL: the ui sample shows no action lane"; exit 1; }
read -r _ LY < <(item "$LANE")
click "$SX" "$LY"
wait_grep "^SEEK frame=60$" "$WORK/out.txt" ||
  { grep -a '^SEEK' "$WORK/out.txt" | tail -1; echo "FAIL: a click in $LANE at 1 s did not seek to frame 60"; exit 1; }
quit_editor
echo "PASS: a click on $ROW at tick $FRAME previewed that frame, and one in $LANE at 1 s seeked there"
