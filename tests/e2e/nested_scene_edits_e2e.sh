#!/usr/bin/env bash
# Unpack and Save as Scene with real clicks. Unpack on block-3 (inspector button) leaves
# plain nodes with its overrides, and Ctrl+Z gives the file back byte for byte; Save as
# Scene... on "level" (hierarchy context menu, file dialog) writes level.scene.json and
# leaves an instance of it that renders the very same pixels.
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
key ctrl+s
quit_editor
[ -f "$WORK/prefabs/level.scene.json" ] || { echo "FAIL: level.scene.json was not written"; exit 1; }
"$TOOL" inspect "$SCENE" level | grep -q '"source": "level.scene.json"' || { echo "FAIL: level is not an instance of the new scene"; exit 1; }
"$TOOL" validate "$SCENE" >/dev/null
"$TOOL" render "$SCENE" -o "$WORK/after.png" >/dev/null
cmp "$WORK/before.png" "$WORK/after.png" || { echo "FAIL: the scene renders differently after Save as Scene"; exit 1; }
echo PASS
