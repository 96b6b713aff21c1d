#!/usr/bin/env bash
# Unpack and Save as Scene with real clicks. Unpack on block-3 (inspector button) leaves
# plain nodes with its overrides, and Ctrl+Z gives the file back byte for byte; Save as
# Scene... on "level" (hierarchy context menu, file dialog) writes level.scene.json (listed
# in Assets at once) and leaves an instance of it that renders the very same pixels, and
# Unpack Completely on it (context menu) leaves no instance, the same pixels again. Last,
# another program changes block.scene.json while the editor is open: its instances
# reload (block-3 keeps its overrides), which an Unpack then writes out.
#   Usage: nested_scene_edits_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/prefabs" "$WORK/"
SCENE="$WORK/prefabs/prefabs.scene.json"
cp "$SCENE" "$WORK/original.json"
"$TOOL" render "$SCENE" -o "$WORK/before.png" >/dev/null

start_editor "$SCENE" --select level/block-3
mark
read -r X Y < <(item unpack-instance)
click "$X" "$Y"
key ctrl+s
cp "$SCENE" "$WORK/unpacked.json"
key ctrl+z
key ctrl+s
quit_editor
"$TOOL" inspect "$WORK/unpacked.json" level/block-3 | grep -q '"type": "Node"' || { echo "FAIL: block-3 was not unpacked"; exit 1; }
grep -q '"color": \[255, 60, 60\]' "$WORK/unpacked.json" || { echo "FAIL: the unpacked coin lost its override"; exit 1; }
cmp "$SCENE" "$WORK/original.json" || { diff "$WORK/original.json" "$SCENE" | head; echo "FAIL: undo did not give the file back"; exit 1; }

start_editor "$SCENE"
mark
read -r X Y < <(item row-level)
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.3; xdotool click 3; sleep 0.5
read -r X Y < <(item context-save-as-scene)
click "$X" "$Y"
mark
read -r X Y < <(item file-ok)
click "$X" "$Y"
# The new file is listed in Assets at once, without a Refresh.
mark
item assets-row-level.scene.json >/dev/null
key ctrl+s
quit_editor
[ -f "$WORK/prefabs/level.scene.json" ] || { echo "FAIL: level.scene.json was not written"; exit 1; }
"$TOOL" inspect "$SCENE" level | grep -q '"source": "level.scene.json"' || { echo "FAIL: level is not an instance of the new scene"; exit 1; }
"$TOOL" validate "$SCENE" >/dev/null
"$TOOL" render "$SCENE" -o "$WORK/after.png" >/dev/null
cmp "$WORK/before.png" "$WORK/after.png" || { echo "FAIL: the scene renders differently after Save as Scene"; exit 1; }
# level is now an instance holding instances: Unpack Completely leaves no instance at all.
start_editor "$SCENE"
mark
read -r X Y < <(item row-level)
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.3; xdotool click 3; sleep 0.5
read -r X Y < <(item context-unpack-completely)
click "$X" "$Y"
key ctrl+s
quit_editor
if grep -q '"Instance"' "$SCENE"; then echo "FAIL: Unpack Completely left an instance"; exit 1; fi
"$TOOL" render "$SCENE" -o "$WORK/unpacked.png" >/dev/null
cmp "$WORK/before.png" "$WORK/unpacked.png" || { echo "FAIL: the scene renders differently after Unpack Completely"; exit 1; }
cp "$WORK/original.json" "$SCENE"
rm "$WORK/prefabs/level.scene.json"
start_editor "$SCENE" --select level/block-1
sed -i 's/\[181, 83, 40\]/[10, 20, 30]/' "$WORK/prefabs/block.scene.json"
for _ in $(seq 1 50); do grep -aq '^LOG Reloaded level/block-1' "$WORK/out.txt" && break; sleep 0.2; done
grep -aq '^LOG Reloaded level/block-1, level/block-2, level/block-3' "$WORK/out.txt" || { grep -a '^LOG' "$WORK/out.txt"; echo "FAIL: the instances did not reload"; exit 1; }
mark
read -r X Y < <(item unpack-instance)
click "$X" "$Y"
key ctrl+s
quit_editor
"$TOOL" inspect "$SCENE" level/block-1/body | tr -d ' \n' | grep -q '"color":\[10,20,30\]' || { echo "FAIL: the reloaded colour did not reach the scene"; exit 1; }
"$TOOL" inspect "$SCENE" level/block-3/coin | tr -d ' \n' | grep -q '"color":\[255,60,60\]' || { echo "FAIL: block-3 lost its override"; exit 1; }
echo PASS
