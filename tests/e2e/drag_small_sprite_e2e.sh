#!/usr/bin/env bash
# A 32-pixel sprite (world-1-1's player, 27 pixels on screen at the fitted zoom): a click
# on it with no movement changes nothing; a drag from its body moves it and leaves its
# anchor alone (the handles give way to the body).  Usage: drag_small_sprite_e2e.sh EDITOR SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/world-1-1" "$WORK/"
SCENE="$WORK/world-1-1/world-1-1.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE" --report-node actors/player
read -r X Y < <(node_at actors/player)
echo "player at $X,$Y"

click "$X" "$Y"   # select
click "$X" "$Y"   # on the selected sprite's body and its anchor dot, without moving
key ctrl+s
cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: a click without movement changed the file"; diff "$WORK/original.json" "$SCENE" | head; exit 1; }

drag "$X" "$Y" $((X + 60)) $((Y - 30))
key ctrl+s
python3 - "$SCENE" <<'PY'
import json, sys
scene = json.load(open(sys.argv[1]))
actors = [c for c in scene["root"]["children"] if c.get("name") == "actors"][0]
player = [c for c in actors["children"] if c.get("name") == "player"][0]
assert "anchorPoint" not in player, f"the anchor moved: {player}"
x, y = player["position"]
assert x > 200 and y > 120, f"the player did not move right and up: {player['position']}"
print("player now at", player["position"], "anchor unchanged")
PY
quit_editor
grep -q '"dirty": false' "$WORK/out.txt"
echo PASS
