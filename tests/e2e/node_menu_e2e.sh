#!/usr/bin/env bash
# The Node menu with real clicks (#30 item 7: no Node menu, no align, no Play shortcut).
# Click coin, Ctrl+click box, Node > Align Top Edges: the coin's top meets the box's
# (coin 64 high at y 300, box 120 high at y 260: the coin moves up to y 316). Node > Create > Sprite
# adds a sprite. Ctrl+P plays and F5 stops. Two Ctrl+Z give the file back byte for byte.
#   Usage: node_menu_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
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
mark
read -r X Y < <(item menu-Node)
click "$X" "$Y"
sleep 0.4  # a popup's first frame is measured, not yet placed
read -r X Y < <(item "action-Align Top Edges")
click "$X" "$Y"
key ctrl+s
python3 - "$SCENE" <<'PY' || exit 1
import json, sys
nodes = {c["name"]: c for c in json.load(open(sys.argv[1]))["root"]["children"]}
top = lambda n: n["position"][1] + n["contentSize"][1]
if nodes["coin"]["position"] != [200, 316] or top(nodes["box"]) != top(nodes["coin"]):
    sys.exit(f"FAIL: after Align Top Edges box is at {nodes['box']['position']}, coin at {nodes['coin']['position']}")
PY
mark
read -r X Y < <(item menu-Node)
click "$X" "$Y"
sleep 0.4  # a popup's first frame is measured, not yet placed
read -r X Y < <(item menu-node-create)
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.6
read -r X Y < <(item menu-node-create-Sprite)
click "$X" "$Y"
key ctrl+s
[ "$(grep -c '"type": "Sprite"' "$SCENE")" -eq 1 ] || { echo "FAIL: Node > Create > Sprite made no sprite"; exit 1; }

mark
key ctrl+p
item stop >/dev/null  # the play bar shows Stop: playing
key F5
for _ in $(seq 1 30); do grep -q '^PLAYED' "$WORK/out.txt" && break; sleep 0.1; done
grep -q '^PLAYED' "$WORK/out.txt" || { echo "FAIL: F5 did not stop Play"; exit 1; }

key ctrl+z
key ctrl+z
key ctrl+s
cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: two Ctrl+Z did not give the file back"; diff "$SCENE" "$WORK/original.json" | head; exit 1; }
quit_editor
echo PASS
