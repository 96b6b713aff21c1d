#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): a value the node's
# type refuses (a Label's font size of -5, typed into the inspector) changes nothing,
# and the type's own message shows next to the field and in the log. An undo afterwards
# takes the message away: it spoke of a value the field no longer shows.
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

read -r X Y < <(inspector_item property-fontSize)
# Ctrl+click turns ImGui's drag field into a text field.
ctrl_click "$X" "$Y"
select_all
type_text 30
hold Return
key ctrl+s
grep -q '"fontSize": 30' "$SCENE" || { echo "FAIL: the font size 30 was not applied"; exit 1; }
cp "$SCENE" "$WORK/before.json"

mark
read -r X Y < <(inspector_item property-fontSize)
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

# Undo the 30: the field shows the old size, and the refusal of -5 is gone.
key ctrl+z
mark
sleep 1
item property-fontSize >/dev/null
if tail -n +$((FROM + 1)) "$WORK/out.txt" | items_named refused-fontSize | grep -q .; then
  echo "FAIL: the refusal still shows after an undo"; exit 1
fi
key ctrl+s

quit_editor
echo "PASS"
