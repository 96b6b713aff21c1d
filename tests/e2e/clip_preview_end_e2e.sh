#!/usr/bin/env bash
# A clip previewed without Repeat stops on its last frame (#26), as a game's
# play(NAME, false) does: in the clips sample, wiggle (30 frames) is chosen, the ruler's
# frame 0 clicked and Resume pressed; 1.5 s later Stop finds the preview at frame 30, not
# 90. (Resuming on the end starts again from 0: PlaySession's unit test.) Repeat preview
# starts as the clip's own Loop: intro (120 frames) loops, so 2.5 s after Resume its
# preview has started again and Stop finds it before frame 120.
#   Usage: clip_preview_end_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/clips" "$WORK/"
start_editor "$WORK/clips/clips.scene.json"
choose_clip wiggle
mark
read -r X Y < <(item timeline-frame-0)
click "$X" "$Y"
for _ in $(seq 1 30); do grep -q '^SEEK frame=0 clip=wiggle' "$WORK/out.txt" && break; sleep 0.1; done
read -r PX PY < <(item pause)
click "$PX" "$PY"  # Resume
sleep 1.5
read -r SX SY < <(item stop)
click "$SX" "$SY"
for _ in $(seq 1 30); do grep -q '^PLAYED' "$WORK/out.txt" && break; sleep 0.1; done
PLAYED=$(grep -a '^PLAYED' "$WORK/out.txt" | tail -1)
echo "$PLAYED" | grep -q 'frames=30 ' || { echo "FAIL: the preview did not stop on wiggle's last frame: $PLAYED"; exit 1; }
choose_clip intro
mark
read -r X Y < <(item timeline-frame-0)
click "$X" "$Y"
sleep 0.5  # no SEEK line: the playhead was on frame 0 already
read -r PX PY < <(item pause)
click "$PX" "$PY"  # Resume
sleep 2.5
read -r SX SY < <(item stop)
click "$SX" "$SY"
for _ in $(seq 1 30); do [ "$(grep -ac '^PLAYED' "$WORK/out.txt")" -ge 2 ] && break; sleep 0.1; done
PLAYED=$(grep -a '^PLAYED' "$WORK/out.txt" | tail -1)
FRAMES=$(echo "$PLAYED" | sed -n 's/.*frames=\([0-9]*\).*/\1/p')
[ -n "$FRAMES" ] && [ "$FRAMES" -lt 120 ] || { echo "FAIL: intro (Loop on) did not repeat in its preview: $PLAYED"; exit 1; }
echo "PASS: wiggle's preview stopped at frame 30, intro's repeated"
