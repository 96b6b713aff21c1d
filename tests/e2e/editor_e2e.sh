#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): open a copy of
# world-1-1, click the player in the viewport, press Delete and Ctrl+S, check that the
# saved file lost the player; undo and redo the same way; check the viewport is not
# blank in a screenshot.  Usage: editor_e2e.sh EDITOR_BINARY SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/world-1-1" "$WORK/"
SCENE="$WORK/world-1-1/world-1-1.scene.json"
grep -q '"player-1"' "$SCENE"

start_editor "$SCENE" --report-node actors/player
read -r X Y < <(node_at actors/player)
echo "window $WID, player at $X,$Y"

saved_has_player() { grep -q '"player-1"' "$SCENE"; }

click "$X" "$Y"
key Delete
key ctrl+s
if saved_has_player; then echo "FAIL: the player is still in the saved file"; cat "$WORK/out.txt"; exit 1; fi

key ctrl+z
key ctrl+s
saved_has_player || { echo "FAIL: undo did not bring the player back"; exit 1; }

key ctrl+y
key ctrl+s
if saved_has_player; then echo "FAIL: redo did not delete the player again"; exit 1; fi

import -window root "$WORK/shot.png"
read -r _ VX VY VW VH < <(grep '^VIEWPORT' "$WORK/out.txt")
CONVERT=$(command -v /usr/bin/convert || command -v convert)
SD=$("$CONVERT" "$WORK/shot.png" -crop "${VW%.*}x${VH%.*}+${VX%.*}+${VY%.*}" -colorspace gray -format '%[fx:standard_deviation]' info:)
if ! awk -v sd="$SD" 'BEGIN { exit !(sd > 0.03) }'; then echo "FAIL: the viewport looks blank (sd=$SD)"; exit 1; fi

quit_editor
grep '^STATE' "$WORK/out.txt"
grep -q '"dirty": false' "$WORK/out.txt"
echo "PASS (viewport sd=$SD)"
