#!/usr/bin/env bash
# End-to-end test of the real editor under X: a property's tooltip shows while the mouse
# rests on its field and goes while the field is typed into, so that it never covers the
# rows below an edit (a tryout found it hiding them). Usage: tooltip_while_typing_e2e.sh
# EDITOR SOURCE
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/z-order" "$WORK/"
SCENE="$WORK/z-order/z-order.scene.json"
start_editor "$SCENE" --select paper

read -r X Y < <(item property-name)
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.8
mark; sleep 0.5
drawn_since_mark tooltip-name || { echo "FAIL: no tooltip while the mouse rests on the name field"; exit 1; }

xdotool click 1; sleep 0.5
select_all
type_text "renamed"
mark; sleep 0.8
if drawn_since_mark tooltip-name; then echo "FAIL: the tooltip stays over the rows while the name is typed"; exit 1; fi
hold Return
key ctrl+s
grep -q '"name": "renamed"' "$SCENE" || { echo "FAIL: the typed name was not kept"; exit 1; }

# Back to resting on the field: the tooltip returns.
xdotool mousemove --window "$WID" "$((X + 5))" "$Y"; sleep 0.8
mark; sleep 0.5
drawn_since_mark tooltip-name || { echo "FAIL: the tooltip did not come back after the edit"; exit 1; }
quit_editor
