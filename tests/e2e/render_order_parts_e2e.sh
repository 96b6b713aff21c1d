#!/usr/bin/env bash
# The Render Order panel names the part of a widget each row draws (#29; a tryout saw a
# Button's image and title as two rows of one name). On the ui sample, with "zoom"
# selected, the panel shows the "play" Button's title row as "play" and "title"; a click
# on it selects play, so Delete removes play, and Ctrl+Z gives the file back.
#   Usage: render_order_parts_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample ui ui.scene.json
start_editor "$SCENE" --select zoom
mark
item order-row-zoom:title >/dev/null
read -r X Y < <(item order-row-play:title)
click "$X" "$Y"
key Delete
key ctrl+s
if "$TOOL" inspect "$SCENE" play >/dev/null 2>&1; then
  echo "FAIL: the click on play's title row did not select play"; exit 1
fi
"$TOOL" inspect "$SCENE" zoom >/dev/null
undo_gives_back 1
quit_editor
echo PASS
