#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): scroll the hierarchy
# of a scene with 80 nodes down, then File > Open another long scene: its hierarchy starts at
# its top row (it kept the previous document's scroll offset, #30 item 6).
# Usage: hierarchy_scroll_e2e.sh EDITOR SOURCE DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
mkdir -p "$WORK/scenes"
python3 - "$WORK/scenes" <<'PY'
import json, sys
for name, count in (("long", 80), ("other", 80)):
    children = [{"type": "Node", "name": "%s-%02d" % (name, i)} for i in range(count)]
    scene = {"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": children}}
    open("%s/%s.scene.json" % (sys.argv[1], name), "w").write(json.dumps(scene))
PY
start_editor "$WORK/scenes/long.scene.json"
read -r RX RY < <(item 'row-(root)')
xdotool mousemove --window "$WID" "$RX" $((RY + 100)); sleep 0.3
for _ in $(seq 1 40); do xdotool click 5; sleep 0.05; done
sleep 0.5
mark
read -r X Y < <(item row-long-79)  # the last rows are in view...
sleep 0.5
if tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -aq '^ITEM row-(root) '; then
  echo "FAIL: the hierarchy did not scroll"; exit 1  # ...and the root row is not
fi

read -r X Y < <(item menu-File)
click "$X" "$Y"
read -r X Y < <(item "action-Open...")
click "$X" "$Y"
read -r X Y < <(item file-name)
click "$X" "$Y"
type_text "$WORK/scenes/other.scene.json"
mark; hold Return
read -r X Y < <(item row-other-00)
read -r X Y < <(item 'row-(root)')
[ "$Y" -le $((RY + 2)) ] || { echo "FAIL: the new document's root row is at y=$Y, not at the top ($RY)"; exit 1; }
quit_editor
echo PASS
