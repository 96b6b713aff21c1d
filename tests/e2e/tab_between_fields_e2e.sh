#!/usr/bin/env bash
# Tab from one field of a row to the next (Position's x to its y, Colour's R to G to B)
# keeps what was typed into each: every field of the row reaches the file. The R typed
# before a Tab used to be dropped when G was typed, as the field held the node's value.
#   Usage: tab_between_fields_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample z-order z-order.scene.json
start_editor "$SCENE" --select ties-by-arrival/first

read -r X Y < <(inspector_item field-position-0)
ctrl_click "$X" "$Y"  # Ctrl+click turns ImGui's drag field into a text field
select_all
type_text 12
hold Tab
select_all
type_text 34
hold Return
read -r X Y < <(inspector_item field-color-0)
ctrl_click "$X" "$Y"
select_all
type_text 10
hold Tab
select_all
type_text 20
hold Tab
select_all
type_text 30
hold Return
key ctrl+s
node_has "$TOOL" ties-by-arrival/first '"displayedColor":[10,20,30]'
grep -q '"position": \[12, 34\]' "$SCENE" || { grep -n -A3 '"first"' "$SCENE"; echo "FAIL: x and y typed across a Tab"; exit 1; }

# Each row is one undo step, as one edit.
key ctrl+z
key ctrl+s
grep -q '"color": \[230, 80, 80\]' "$SCENE" || { echo "FAIL: one undo did not take the whole colour back"; exit 1; }
grep -q '"position": \[12, 34\]' "$SCENE" || { echo "FAIL: the colour's undo took the position too"; exit 1; }
quit_editor
echo PASS
