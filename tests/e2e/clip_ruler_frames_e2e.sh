#!/usr/bin/env bash
# A clip's ruler counts frames (#26): the clips sample opens on intro, and its ruler shows
# frame numbers, not seconds. A click on the first numbered tick after 0 previews intro
# at exactly that frame. Back on the scene's own timeline (no clip) the ruler is in seconds.
#   Usage: clip_ruler_frames_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/clips" "$WORK/"
start_editor "$WORK/clips/clips.scene.json"
mark
read -r _ _ < <(item timeline-frame-0)
# The first numbered tick after 0: its number is the ruler's step.
STEP=$(grep -a '^ITEM timeline-frame-' "$WORK/out.txt" | awk '{sub("timeline-frame-", "", $2); print $2}' |
  sort -n | uniq | awk '$1 > 0' | head -1)
[ -n "$STEP" ] || { echo "FAIL: the ruler numbers no frame after 0"; exit 1; }
mark
read -r X Y < <(item "timeline-frame-$STEP")
click "$X" "$Y"
for _ in $(seq 1 30); do grep -q "^SEEK frame=$STEP clip=intro" "$WORK/out.txt" && break; sleep 0.1; done
grep -a '^SEEK' "$WORK/out.txt" | tail -1 | grep -q "frame=$STEP clip=intro" ||
  { grep -a '^SEEK' "$WORK/out.txt" | tail -1; echo "FAIL: the tick numbered $STEP did not preview intro at $STEP"; exit 1; }
import -window root "$WORK/ruler.png"
[ -n "${SHOT_DIR:-}" ] && cp "$WORK/ruler.png" "$SHOT_DIR/clip-ruler.png"
choose_clip scene
mark
read -r _ _ < <(item timeline-1s)
sleep 0.3
mark
sleep 0.5
tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -aq '^ITEM timeline-frame-' && { echo "FAIL: the scene's timeline still numbers frames"; exit 1; }
echo "PASS: the ruler numbers frames every $STEP and its tick $STEP previews that frame"
