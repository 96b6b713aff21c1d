#!/usr/bin/env bash
# The file dialog with real clicks: a file whose name is wider than the list shows its
# whole name on hover (a tryout could not read long .csd names), a short one does not.
# Usage: file_dialog_long_name_e2e.sh EDITOR SOURCE DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
use_sample actions actions.scene.json
LONG=main-menu-with-the-settings-panel-the-credits-roll-and-the-level-select-grid-for-the-second-season-of-levels-after-the-review-of-march-with-the-new-art-v2-final-final.scene.json
cp "$SCENE" "$WORK/actions/$LONG"
start_editor "$SCENE"
key ctrl+o
read -r X Y < <(item "file-row-$LONG")
mark
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.8
read -r _ _ < <(item file-full-name)
read -r X Y < <(item file-row-actions.scene.json)
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.5
mark
xdotool mousemove --window "$WID" $((X + 2)) "$Y"; sleep 0.5
drawn_since_mark file-full-name && { echo "FAIL: a short name has a tooltip"; exit 1; }
read -r X Y < <(item file-cancel)
click "$X" "$Y"
quit_editor
echo PASS
