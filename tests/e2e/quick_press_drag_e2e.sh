#!/usr/bin/env bash
# A press on a node and a quick move that reach the idle editor together (found by a fresh
# pair of eyes: the sky behind was picked where the move ended). xdotool presses on the
# blinker and moves 80 px right with no pause: the blinker moves, the sky does not.
#   Usage: quick_press_drag_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample actions actions.scene.json
start_editor "$SCENE" --report-node blinker
read -r X Y < <(node_at blinker)
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 1
xdotool mousedown 1 mousemove --window "$WID" $((X + 80)) "$Y" mouseup 1
sleep 1
key ctrl+s
BLINKER=$("$TOOL" inspect "$SCENE" blinker | tr -d ' \n')
echo "$BLINKER" | grep -qF '"position":[420,80]' && { echo "FAIL: the blinker did not move"; exit 1; }
SKY=$("$TOOL" inspect "$SCENE" sky | tr -d ' \n')
SKY_BEFORE=$("$TOOL" inspect "$WORK/original.json" sky | tr -d ' \n')
[ "$(echo "$SKY" | grep -o '"position":\[[^]]*\]' | head -1)" = "$(echo "$SKY_BEFORE" | grep -o '"position":\[[^]]*\]' | head -1)" ] ||
  { echo "FAIL: the sky moved instead"; exit 1; }
undo_gives_back 1
quit_editor
echo PASS
