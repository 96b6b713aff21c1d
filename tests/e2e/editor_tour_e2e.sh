#!/usr/bin/env bash
# The day-one interactions with real clicks: zoom keys, Snap in the toolbar then a drag
# that lands on the grid, Copy and Paste as Sibling (the copy 10 units aside), the Scene Settings preset and a
# splitter drag, checked in the saved file and the editor's final state.
#   Usage: editor_tour_e2e.sh EDITOR SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/world-1-1" "$WORK/"
SCENE="$WORK/world-1-1/world-1-1.scene.json"
start_editor "$SCENE" --report-node actors/player
read -r X Y < <(node_at actors/player)
status() { grep -a '^STATUS' "$WORK/out.txt" | tail -1; }
FITTED=$(status | sed 's/.*| \([0-9]*\) % |.*/\1/')  # the zoom that frames the design area

# Zoom keys about the centre: fitted (56 %) -> 64 % -> 100 % -> 80 %.
hold ctrl+equal
status | grep -q '| 64 % |' || { echo "FAIL: Ctrl+= did not zoom to 64 %: $(status)"; exit 1; }
hold ctrl+0
status | grep -q '| 100 % |' || { echo "FAIL: Ctrl+0 did not zoom to 100 %: $(status)"; exit 1; }
hold ctrl+minus
status | grep -q '| 80 % |' || { echo "FAIL: Ctrl+- did not zoom to 80 %: $(status)"; exit 1; }

# Back to the fitted view, so the reported player position holds again.
mark
read -r FX FY < <(item viewport-snap)
click "$FX" "$FY"   # Snap on (step 8)
hold f              # nothing selected: frames the design area again, as at the start
grep -q "| $FITTED % |" <(status) || { echo "FAIL: F did not frame the design area: $(status)"; exit 1; }
click "$X" "$Y"
drag "$X" "$Y" $((X + 37)) $((Y - 23))

hold ctrl+c
hold ctrl+shift+v   # a sibling of the player, right after it

read -r FMX FMY < <(item menu-File)
mark
click "$FMX" "$FMY"
read -r MX MY < <(item menu-scene-settings)
click "$MX" "$MY"
read -r PX PY < <(item "preset-1280 x 720")
click "$PX" "$PY"
read -r AX AY < <(item scene-apply)
click "$AX" "$AY"
key ctrl+s
python3 - "$SCENE" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
assert s["designSize"] == [1280, 720], s["designSize"]
actors = [c for c in s["root"]["children"] if c.get("name") == "actors"][0]
players = [c for c in actors["children"] if c.get("name") in ("player", "player copy")]
def names(n, d=0):
    return "  " * d + str(n.get("name")) + str(n.get("position", "")) + "\n" + "".join(names(c, d + 1) for c in n.get("children", []))
assert [p["name"] for p in players] == ["player", "player copy"], "expected the pasted sibling:\n" + names(s["root"])
x, y = players[0]["position"]
assert x % 8 == 0 and y % 8 == 0 and (x, y) != (150, 88), f"not moved onto the 8-unit grid: {players[0]['position']}"
# Pasted beside its original, the copy steps 10 units right and down.
assert players[1]["position"] == [x + 10, y - 10], f"the copy is at {players[1]['position']}"
print("design size, pasted sibling and snapped position saved:", players[0]["position"])
PY
# Last, as it narrows the viewport: the splitter between the left column and the
# viewport (Splitter::LeftColumn = 0).
read -r SX SY < <(item splitter-0)
drag "$SX" "$SY" $((SX + 60)) "$SY"
quit_editor
grep '^STATE' "$WORK/out.txt"
grep -q '"leftWidth": 350' "$WORK/out.txt" || { echo "FAIL: the splitter drag did not widen the left column"; exit 1; }
grep -q '"snap": true' "$WORK/out.txt"
echo PASS
