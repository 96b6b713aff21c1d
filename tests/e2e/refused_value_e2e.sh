#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): a value the node's
# type refuses (a Label's font size of -5, typed into the inspector) changes nothing,
# and the type's own message shows next to the field and in the log.
# Usage: refused_value_e2e.sh EDITOR SOURCE
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/z-order" "$WORK/"
SCENE="$WORK/z-order/z-order.scene.json"
start_editor "$SCENE"

read -r X Y < <(item new-node)
click "$X" "$Y"
read -r X Y < <(item create-Label)
click "$X" "$Y"
key ctrl+s
grep -q '"type": "Label"' "$SCENE" || { echo "FAIL: no Label in the saved file"; exit 1; }
cp "$SCENE" "$WORK/before.json"

read -r X Y < <(inspector_item property-fontSize)
# Ctrl+click turns ImGui's drag field into a text field.
ctrl_click "$X" "$Y"
select_all
key minus
key 5
hold Return
mark
item refused-fontSize >/dev/null
# The log names the node (its path), the property and the type's reason.
grep -aqE '^LOG [^ :]+: Font size: fontSize must be positive' "$WORK/out.txt" ||
  { echo "FAIL: the refusal is not in the log"; grep -a '^LOG' "$WORK/out.txt" | tail; exit 1; }
key ctrl+s
cmp "$SCENE" "$WORK/before.json" || { diff "$WORK/before.json" "$SCENE" | head; echo "FAIL: a refused value changed the file"; exit 1; }

quit_editor
echo "PASS"
