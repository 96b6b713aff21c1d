#!/usr/bin/env bash
# The Render Order panel with real clicks: Ctrl+click a second row adds it to the
# selection (it replaced it, so the "why one draws above the other" note needed the
# hierarchy); and after a Global Z edit moves the selected node's row far down, the list
# follows it (a tryout's row left the visible rows).
#   Usage: render_order_select_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
use_sample z-order z-order.scene.json
start_editor "$SCENE"
read -r X Y < <(item order-row-ties-by-arrival/first)
click "$X" "$Y"
read -r X Y < <(item order-row-ties-by-arrival/second)
ctrl_click "$X" "$Y"
grep -a '^STATUS' "$WORK/out.txt" | tail -1 | grep -q '| 2 selected' ||
  { grep -a '^STATUS' "$WORK/out.txt" | tail -1; echo "FAIL: Ctrl+click did not add the row"; exit 1; }

read -r X Y < <(item order-row-paper)
click "$X" "$Y"
read -r X Y < <(inspector_item property-globalZOrder)
ctrl_click "$X" "$Y"  # Ctrl+click turns ImGui's drag field into a text field
select_all
type_text 100
hold Return
sleep 0.5
mark
sleep 0.6
drawn_since_mark order-row-paper || { echo "FAIL: the list did not follow paper to its new row"; exit 1; }
key ctrl+z
key ctrl+s
quit_editor
cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: undo did not give the file back"; exit 1; }
echo PASS
