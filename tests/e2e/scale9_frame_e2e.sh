#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): a 600x48 Scale9Sprite
# bar showing a sheet frame; pick another frame in the inspector's frame combo: the bar
# keeps its size (it used to collapse to the frame's), and Ctrl+Z gives the old frame back.
# Usage: scale9_frame_e2e.sh EDITOR SOURCE DIORAMA_TOOL
set -euo pipefail
TOOL=$3
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/sheets" "$WORK/"
SCENE="$WORK/sheets/bar.scene.json"
cat >"$SCENE" <<'JSON'
{"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
  {"type": "Scale9Sprite", "name": "bar", "position": [480, 320], "atlas": "images/sheet.plist",
   "spriteFrame": "tile.png", "contentSize": [600, 48]}]}}
JSON
start_editor "$SCENE"

read -r X Y < <(item row-bar)
click "$X" "$Y"
read -r X Y < <(inspector_item choices-spriteFrame)
click "$X" "$Y"
read -r X Y < <(item choice-spriteFrame-gem.png)
click "$X" "$Y"
key ctrl+s
"$TOOL" inspect "$SCENE" bar | tr -d ' \n' | grep -q '"spriteFrame":"gem.png"' || { echo "FAIL: the frame was not picked"; exit 1; }
"$TOOL" inspect "$SCENE" bar | tr -d ' \n' | grep -q '"contentSize":\[600,48\]' ||
  { echo "FAIL: the bar lost its size"; "$TOOL" inspect "$SCENE" bar; exit 1; }

key ctrl+z
key ctrl+s
"$TOOL" inspect "$SCENE" bar | tr -d ' \n' | grep -q '"spriteFrame":"tile.png".*"contentSize":\[600,48\]\|"contentSize":\[600,48\].*"spriteFrame":"tile.png"' ||
  { echo "FAIL: undo did not give the bar back"; "$TOOL" inspect "$SCENE" bar; exit 1; }
quit_editor
echo PASS
