#!/usr/bin/env bash
# Marquee selection: a drag on empty space selects the nodes it touches; Shift+drag adds.
# The last selected (the primary, whose handles show) has the gold outline, the others a
# pale one (a tryout could not tell which node the handles acted on). A click on one
# selected node, without a drag, selects it alone.
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
# c, selected last, is the primary: its outline is the gold one; a's is paler; the
# inspector says whose values it shows.
mark
xdotool mousemove --window "$WID" 5 5; sleep 0.5  # no hover outline
drawn_since_mark inspector-shown-node || { echo "FAIL: the inspector does not say whose values it shows"; exit 1; }
ZOOM=$(grep -a '^STATUS' "$WORK/out.txt" | tail -1 | sed 's/.*| \([0-9]*\) % |.*/\1/')
HALF=$((30 * ZOOM / 100))
row_rgb $((AX - HALF)) "$AY" 4 >"$WORK/a-row.txt"
row_rgb $((CX - HALF)) "$CY" 4 >"$WORK/c-row.txt"
gold() { awk '$2 >= 190 && $3 <= 90 { found = 1 } END { exit !found }' "$1"; }
pale() { awk '$2 >= 140 && $3 >= 110 { found = 1 } END { exit !found }' "$1"; }
gold "$WORK/c-row.txt" || { echo "FAIL: the primary's outline is not gold:"; cat "$WORK/c-row.txt"; exit 1; }
if gold "$WORK/a-row.txt" || ! pale "$WORK/a-row.txt"; then
  echo "FAIL: another selected node's outline is not the pale one:"; cat "$WORK/a-row.txt"; exit 1
fi
grep -a '^STATUS' "$WORK/out.txt" | tail -1 | grep -q '| 3 selected' ||
  { echo "FAIL: expected a, b and c selected: $(grep -a '^STATUS' "$WORK/out.txt" | tail -1)"; exit 1; }
# A click on one of them, without a drag, selects it alone (a tryout's expectation).
click "$BX" "$BY"
quit_editor
grep '^STATE' "$WORK/out.txt"
grep -q '"selection": \["b"\]' "$WORK/out.txt" || { echo "FAIL: a click in the selection did not narrow it to b"; exit 1; }
echo PASS
