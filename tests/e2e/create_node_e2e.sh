#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): create a
# LayerGradient from the hierarchy's "+ New" menu (a type the menu knows only through
# the node type registry), save, untick its compressedInterpolation in the inspector,
# save, undo, save; the file follows each step. Usage: create_node_e2e.sh EDITOR SOURCE
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/z-order" "$WORK/"
SCENE="$WORK/z-order/z-order.scene.json"

"$EDITOR" "$SCENE" --test-mode --seconds 90 >"$WORK/out.txt" 2>&1 &
APP=$!
WID=$(editor_window)

read -r X Y < <(item new-node)
click "$X" "$Y"
read -r X Y < <(item create-LayerGradient)
click "$X" "$Y"
key ctrl+s
grep -q '"type": "LayerGradient"' "$SCENE" || { echo "FAIL: no LayerGradient in the saved file"; exit 1; }
if grep -q '"compressedInterpolation"' "$SCENE"; then echo "FAIL: a default was written"; exit 1; fi

# The gradient's own group is below the fold: scroll the inspector down with the wheel.
FROM=$(wc -l <"$WORK/out.txt")  # items drawn from now on: the inspector shows the new node
read -r X Y < <(item property-name)
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.3
for _ in $(seq 1 20); do xdotool click 5; sleep 0.05; done
sleep 0.5
FROM=$(wc -l <"$WORK/out.txt")
read -r X Y < <(item property-compressedInterpolation)
HEIGHT=$(xdotool getwindowgeometry "$WID" | awk '/Geometry/ {split($2, g, "x"); print g[2]}')
[ "$Y" -lt "$HEIGHT" ] || { echo "FAIL: compressedInterpolation is still below the window ($Y >= $HEIGHT)"; exit 1; }
click "$X" "$Y"
key ctrl+s
grep -q '"compressedInterpolation": false' "$SCENE" || { echo "FAIL: the inspector edit was not saved"; exit 1; }

import -window root "$WORK/shot.png"
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/create-node.png"

key ctrl+z
key ctrl+s
if grep -q '"compressedInterpolation"' "$SCENE"; then echo "FAIL: undo did not restore the default"; exit 1; fi
grep -q '"type": "LayerGradient"' "$SCENE" || { echo "FAIL: undo went one step too far"; exit 1; }

quit_editor
echo "PASS"
