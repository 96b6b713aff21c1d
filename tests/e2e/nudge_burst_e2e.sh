#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): five Right arrows in
# a row move the selected node 5 units and one Ctrl+Z takes all five back (one undo step
# per burst, editor.md); a nudge after a pause is a step of its own.
# Usage: nudge_burst_e2e.sh EDITOR SOURCE
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/actions" "$WORK/"
SCENE="$WORK/actions/actions.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE" --report-node coin
read -r X Y < <(node_at coin)
click "$X" "$Y"
x_of_coin() {
  python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['root']; print([c for c in r['children'] if c['name']=='coin'][0]['position'][0])" "$SCENE"
}
X0=$(x_of_coin)
for _ in 1 2 3 4 5; do xdotool key Right; sleep 0.15; done
sleep 1.5  # the pause ends the burst
xdotool key Up
sleep 0.3
key ctrl+z  # takes back the Up
key ctrl+s
X1=$(x_of_coin)
python3 -c "import sys; a,b=float(sys.argv[1]),float(sys.argv[2]); sys.exit(0 if abs(b-a-5)<1e-3 else 1)" "$X0" "$X1" ||
  { echo "FAIL: after five Rights and the Up's undo, x went from $X0 to $X1"; exit 1; }
key ctrl+z  # the five Rights at once
key ctrl+s
cmp -s "$SCENE" "$WORK/original.json" || { diff "$WORK/original.json" "$SCENE" | head; echo "FAIL: one Ctrl+Z did not take the burst back"; exit 1; }
quit_editor
echo PASS
