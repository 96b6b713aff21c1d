#!/usr/bin/env bash
# A ScrollView and a clipping node (#29), with real clicks on projects/lists: a ScrollView
# from the hierarchy's "+ New" menu is saved as one; a click on the part of "window/overflow"
# that the rotated clipping "window" hides picks the background below it, while a click on
# its shown part picks it (each proved by an arrow nudge that moves only the picked node);
# in Play, a drag up on "levels" scrolls its rows inside the clip (the row under a probe
# point changes) and it keeps gliding within bounds; Play leaves the scene where it was on
# screen. Stop leaves the file as before Play.
#   Usage: scroll_view_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample lists lists.scene.json
start_editor "$SCENE" --report-node levels --report-node gallery
new_node_saved "$TOOL" ScrollView

# In the window's space, (-40, 90) lies on the overflowing label but outside the window:
# scene (527.9, 163.6). (80, 90) is on its shown part: scene (646.6, 182.7).
read -r X Y < <(lists_at 528 164)
click "$X" "$Y"
key Right
read -r X Y < <(lists_at 647 183)
click "$X" "$Y"
key Up
key ctrl+s
node_has "$TOOL" background '"position":[1,0]'
# Up is one unit up on screen: in the window, rotated 8 degrees, (sin 8, cos 8).
node_has "$TOOL" window/overflow '"position":[110.139' ',90.990'
node_has "$TOOL" window '"position":[580,80]'
cp "$SCENE" "$WORK/before-play.json"


# Scene (100, 470) is on "row-1" (red 98) while "levels" is at rest.
read -r PX PY < <(lists_at 100 470)
R=$(channel_at 1 "$PX" "$PY")
[ "$R" -ge 94 ] && [ "$R" -le 102 ] || { echo "FAIL: the probe point is not on row-1 before Play (red $R)"; exit 1; }

read -r LX LY < <(node_at levels)
play_and_drag lists_at 240 200 240 400 3  # the glide ends (a drag of this speed glides about 2 s)
# The scene stays where it was on screen when Play starts (a tryout's drag missed the list
# when the empty Timeline unfolded for Play).
[ "$(node_at levels)" = "$LX $LY" ] || { echo "FAIL: Play moved the scene: $LX $LY to $(node_at levels)"; exit 1; }
read -r PX PY < <(lists_at 100 470)
R=$(channel_at 1 "$PX" "$PY")
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/scroll-view-dragged.png"
# Rows further down are redder (98 + 8 per row); the gap between rows is 40.
[ "$R" -ge 110 ] || [ "$R" -le 50 ] || { echo "FAIL: the drag did not scroll the rows (red $R at the probe)"; exit 1; }
# The view is still inside its clip: a point above it shows the scene's background.
read -r AX AY < <(lists_at 100 520)
R=$(channel_at 1 "$AX" "$AY")
[ "$R" -le 40 ] || { echo "FAIL: scrolled rows draw above the view (red $R at $AX $AY)"; exit 1; }

stop_unchanged
quit_editor
echo PASS
