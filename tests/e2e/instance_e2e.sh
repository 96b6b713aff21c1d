#!/usr/bin/env bash
# Nested scenes with real clicks: a coin from block.scene.json inside block-3 shows its
# overrides; Revert on its colour gives the source's colour back and the save keeps
# only the position override; then "Open source" on the instance opens block.scene.json.
#   Usage: instance_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/prefabs" "$WORK/"
SCENE="$WORK/prefabs/prefabs.scene.json"
start_editor "$SCENE" --select level/block-3/coin
read -r X Y < <(inspector_item revert-color)  # the Colour group is below the fold
click "$X" "$Y"
key ctrl+s
quit_editor
grep -q '"coin": {"position": \[24, 100\]}' "$SCENE" || { grep -A3 overrides "$SCENE"; echo "FAIL: Revert did not leave only the position override"; exit 1; }
"$TOOL" inspect "$SCENE" level/block-3/coin | tr -d ' \n' | grep -q '"displayedColor":\[250,200,40\]' || { echo "FAIL: the coin is not the source's colour"; exit 1; }

start_editor "$SCENE" --select level/block-3
mark
read -r X Y < <(item open-source)
click "$X" "$Y"
quit_expecting_open block.scene.json "Open source did not open block.scene.json"
echo PASS
