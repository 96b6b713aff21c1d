#!/usr/bin/env bash
# Play runs the clip the Timeline shows (a new user's finding: with "wiggle" chosen, Play
# ran the autoplay clip and the chosen one seemed broken). Choose wiggle, press Play: the
# session starts wiggle as timeline->play("wiggle") and the mover leaves its rest place;
# Stop. Choose "Whole scene", press Play: the autoplay clip runs again. The file is untouched.
#   Usage: play_chosen_clip_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/clips" "$WORK/"
SCENE="$WORK/clips/clips.scene.json"
cp "$SCENE" "$WORK/before.json"
start_editor "$SCENE"
read -r X Y < <(item timeline-clip)
click "$X" "$Y"
read -r X Y < <(item timeline-clip-wiggle)
click "$X" "$Y"
read -r X Y < <(item play)
click "$X" "$Y"
for _ in $(seq 1 30); do grep -q '^PLAY clip=' "$WORK/out.txt" && break; sleep 0.1; done
grep -a '^PLAY clip=' "$WORK/out.txt" | tail -1 | grep -qx 'PLAY clip=wiggle' ||
  { grep -a '^PLAY' "$WORK/out.txt"; echo "FAIL: Play did not start the clip the Timeline shows"; exit 1; }
sleep 0.5
read -r X Y < <(item stop)
click "$X" "$Y"
for _ in $(seq 1 30); do grep -q '^PLAYED' "$WORK/out.txt" && break; sleep 0.1; done
grep -a '^PLAYED' "$WORK/out.txt" | tail -1 | grep -q 'frames=[1-9]' || { echo "FAIL: the clip did not run"; exit 1; }

read -r X Y < <(item timeline-clip)
click "$X" "$Y"
read -r X Y < <(item timeline-clip-scene)
click "$X" "$Y"
mark
read -r X Y < <(item play)
click "$X" "$Y"
for _ in $(seq 1 30); do [ "$(grep -ac '^PLAY clip=' "$WORK/out.txt")" -ge 2 ] && break; sleep 0.1; done
grep -a '^PLAY clip=' "$WORK/out.txt" | tail -1 | grep -qx 'PLAY clip=' ||
  { grep -a '^PLAY' "$WORK/out.txt"; echo "FAIL: with the whole scene shown, Play did not run the scene as it is"; exit 1; }
read -r X Y < <(item stop)
click "$X" "$Y"
quit_editor
cmp "$SCENE" "$WORK/before.json" || { echo "FAIL: playing changed the file"; exit 1; }
echo PASS
