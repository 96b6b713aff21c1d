#!/usr/bin/env bash
# Apply to source with real clicks: block-3's coin overrides its colour; Apply writes the
# colour into block.scene.json at once, every block's coin takes it, and the scene keeps
# only the position override. Ctrl+Z writes the source's old colour back; Ctrl+Y again.
#   Usage: apply_to_source_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/prefabs" "$WORK/"
SCENE="$WORK/prefabs/prefabs.scene.json" SOURCE="$WORK/prefabs/block.scene.json"
cp "$SOURCE" "$WORK/block-original.json"
start_editor "$SCENE" --select level/block-3/coin
read -r X Y < <(inspector_item apply-color)
click "$X" "$Y"
grep -q '"color": \[255, 60, 60\]' "$SOURCE" || { cat "$SOURCE"; echo "FAIL: Apply did not write the colour into block.scene.json"; exit 1; }
grep -aq 'Apply Colour to block.scene.json' "$WORK/out.txt" || { echo "FAIL: the log does not say what was applied"; exit 1; }
key ctrl+z
cmp -s "$SOURCE" "$WORK/block-original.json" || { echo "FAIL: Ctrl+Z did not write the source's old colour back"; exit 1; }
key ctrl+y
grep -q '"color": \[255, 60, 60\]' "$SOURCE" || { echo "FAIL: Ctrl+Y did not apply again"; exit 1; }
key ctrl+s
quit_editor
grep -q '"coin": {"position": \[24, 100\]}' "$SCENE" || { grep -A3 overrides "$SCENE"; echo "FAIL: the scene still overrides the colour"; exit 1; }
"$TOOL" inspect "$SCENE" level/block-1/coin | tr -d ' \n' | grep -q '"displayedColor":\[255,60,60\]' || { echo "FAIL: block-1's coin does not show the applied colour"; exit 1; }
echo PASS
