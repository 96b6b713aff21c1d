#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): click coin, Ctrl+click
# box, Ctrl+G (#30 item 7: no way to group): the saved file has a "Group" where coin was,
# holding coin and box with their numbers unchanged. Ctrl+Shift+G gives the file back
# byte for byte; so do Ctrl+Z after Group from the node menu of a right-click. A group
# covers none of its parent's area.
# Usage: group_e2e.sh EDITOR SOURCE DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/actions" "$WORK/"
SCENE="$WORK/actions/actions.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE" --report-node coin --report-node box
read -r CX CY < <(node_at coin)
read -r BX BY < <(node_at box)
click "$CX" "$CY"
ctrl_click "$BX" "$BY"
key ctrl+g
key ctrl+s
python3 - "$SCENE" "$WORK/original.json" <<'PY' || exit 1
import json, sys
root = json.load(open(sys.argv[1]))["root"]
before = {c["name"]: c for c in json.load(open(sys.argv[2]))["root"]["children"]}
names = [c.get("name") for c in root["children"]]
if names != ["sky", "title", "Group", "blinker"]:
    sys.exit(f"FAIL: after Ctrl+G the root holds {names}")
group = root["children"][2]
inside = [c.get("name") for c in group.get("children", [])]
if inside != ["coin", "box"]:
    sys.exit(f"FAIL: the group holds {inside}")
for c in group["children"]:
    if c.get("position") != before[c["name"]].get("position"):
        sys.exit(f"FAIL: {c['name']} moved: {c.get('position')}")
PY
key ctrl+shift+g
key ctrl+s
cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: Ctrl+Shift+G did not give the file back"; diff "$SCENE" "$WORK/original.json" | head; exit 1; }

# The same from the node menu: right-click coin, Group; then Ctrl+Z.
mark
xdotool mousemove --window "$WID" "$CX" "$CY"; sleep 0.3; xdotool click 3; sleep 0.5
read -r GX GY < <(item context-group)
click "$GX" "$GY"
key ctrl+s
grep -q '"name": "Group"' "$SCENE" || { echo "FAIL: Group from the node menu made no group"; exit 1; }
key ctrl+z
key ctrl+s
cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: Ctrl+Z after Group did not give the file back"; exit 1; }
quit_editor
# The undo selects the nodes the group had taken in, not nothing.
grep -a '^STATE' "$WORK/out.txt" | tail -1 | grep -q '"selection": \["coin"' ||
  { grep -a '^STATE' "$WORK/out.txt" | tail -1; echo "FAIL: Ctrl+Z after Group left coin unselected"; exit 1; }

# A group of two buttons on a panel covers no more of the panel than they do: a click on
# the panel beside them still selects the panel (a group of the panel's size took it).
cp -r "$SRC/projects/events" "$WORK/"
start_editor "$WORK/events/events.scene.json" --report-node back-panel --report-node back-panel/button-b \
  --report-node back-panel/button-c-global
read -r PX PY < <(node_at back-panel)
read -r BX BY < <(node_at back-panel/button-b)
read -r CX CY < <(node_at back-panel/button-c-global)
click "$BX" "$BY"
ctrl_click "$CX" "$CY"
key ctrl+g
click "$PX" "$PY"
key ctrl+s
quit_editor
grep -a '^STATE' "$WORK/out.txt" | tail -1 | grep -q '"selection": \["back-panel"\]' ||
  { grep -a '^STATE' "$WORK/out.txt" | tail -1; echo "FAIL: a click on the panel beside the group missed the panel"; exit 1; }
echo PASS
