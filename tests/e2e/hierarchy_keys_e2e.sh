#!/usr/bin/env bash
# The arrow keys walk the hierarchy once a row is clicked, as in every tree view (a
# tryout's Down in the list moved the node 1 unit instead): Up and Down to the row above or
# below, Shift+Down adds the next row, Left goes to the parent and then folds it, Right
# unfolds a row and then goes to its first child. No node moves: the file stays as it was.
#   Usage: hierarchy_keys_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
use_sample z-order z-order.scene.json
start_editor "$SCENE"
selected() { grep -a '^STATUS' "$WORK/out.txt" | tail -1 | grep -q "| $1 selected"; }

read -r X Y < <(item row-ties-by-arrival/title)
click "$X" "$Y"
hold Down  # first
hold shift+Down
selected 2 || { grep -a '^STATUS' "$WORK/out.txt" | tail -1; echo "FAIL: Shift+Down did not add the next row"; exit 1; }
hold Up    # from second, the primary, up to first
selected 1 || { echo "FAIL: Up did not leave one row selected"; exit 1; }
hold Left  # to the parent
mark
hold Left  # folds it
sleep 0.5
mark
sleep 0.5
if drawn_since_mark row-ties-by-arrival/title; then echo "FAIL: Left on an open row did not fold it"; exit 1; fi
hold Right  # unfolds it
hold Right  # its first child, title
hold Down   # first
quit_editor
STATE=$(grep -a '^STATE' "$WORK/out.txt" | tail -1)
echo "$STATE" | grep -q '"selection": \["ties-by-arrival/first"\]' || { echo "FAIL: $STATE"; exit 1; }
cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: an arrow key in the hierarchy moved a node"; exit 1; }
echo PASS
