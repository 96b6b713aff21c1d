#!/usr/bin/env bash
# Marquee selection: a drag on empty space selects the nodes it touches; Shift+drag adds.
#   Usage: marquee_e2e.sh EDITOR SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
layer() { echo "{\"type\": \"ColorLayer\", \"name\": \"$1\", \"position\": [$2, $3], \"contentSize\": [60, 60], \"color\": [200, 80, 80]}"; }
cat >"$WORK/boxes.scene.json" <<JSON
{"format": "diorama.scene", "version": 1, "designSize": [960, 640],
 "root": {"type": "Scene", "children": [$(layer a 100 100), $(layer b 300 100), $(layer c 700 450)]}}
JSON
start_editor "$WORK/boxes.scene.json" --report-node a --report-node b --report-node c
read -r AX AY < <(node_at a)
read -r BX BY < <(node_at b)
read -r CX CY < <(node_at c)
echo "a $AX,$AY b $BX,$BY c $CX,$CY"
drag $((AX - 40)) $((AY + 40)) $((BX + 5)) $((BY - 5))   # from empty space below-left of a to inside b
xdotool keydown shift; sleep 0.2
drag $((CX - 5)) $((CY - 40)) $((CX + 40)) $((CY + 5))   # Shift: add c
xdotool keyup shift; sleep 0.3
quit_editor
grep '^STATE' "$WORK/out.txt"
grep -q '"selection": \["a", "b", "c"\]' "$WORK/out.txt" || { echo "FAIL: expected a, b then c selected"; exit 1; }
echo PASS
