#!/usr/bin/env bash
# A Label's text box from the inspector (#29): select the title, type a 240 x 100 box into
# its dimensions, then pick center alignment and the shrink overflow from their combos.
# The file holds each value, the label's content size is the box, and four Ctrl+Z give
# the file back.
#   Usage: label_box_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample actions actions.scene.json
start_editor "$SCENE" --select title
inspector_item property-dimensions >/dev/null
for field in 0:240 1:100; do
  mark
  read -r X Y < <(item "field-dimensions-${field%%:*}")
  # Ctrl+click turns ImGui's drag field into a text field.
  ctrl_click "$X" "$Y"
  select_all
  type_text "${field##*:}"
  hold Return
done
for choice in horizontalAlignment:center overflow:shrink; do
  read -r X Y < <(inspector_item "choices-${choice%%:*}")
  click "$X" "$Y"
  read -r X Y < <(item "choice-${choice%%:*}-${choice##*:}")
  click "$X" "$Y"
done
key ctrl+s
node_has "$TOOL" title '"dimensions":[240,100]' '"contentSize":[240,100]' '"horizontalAlignment":"center"' '"overflow":"shrink"'
import -window root "$WORK/shot.png"
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/label-box.png"
undo_gives_back 4
quit_editor
echo PASS
