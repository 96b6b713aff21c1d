#!/usr/bin/env bash
# Text typed into an inspector field applies when the field is left, by Tab or by a click
# elsewhere, not only by Return (found by a fresh pair of eyes: a Button's title typed and
# tabbed away from was thrown away).
#   Usage: text_field_leave_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample ui ui.scene.json
start_editor "$SCENE" --select play
mark
read -r X Y < <(inspector_item property-titleText)
click "$X" "$Y"
select_all
type_text "Start Game"
hold Tab
key ctrl+s
"$TOOL" inspect "$SCENE" play | grep -qF '"titleText": "Start Game"' ||
  { echo "FAIL: the title typed and left by Tab was not applied"; "$TOOL" inspect "$SCENE" play | grep titleText; exit 1; }
mark
read -r X Y < <(inspector_item property-titleText)
click "$X" "$Y"
select_all
type_text "Go"
xdotool mousemove --window "$WID" 600 700; sleep 0.3; xdotool click 1; sleep 0.5
key ctrl+s
"$TOOL" inspect "$SCENE" play | grep -qF '"titleText": "Go"' ||
  { echo "FAIL: the title typed and left by a click elsewhere was not applied"; exit 1; }
undo_gives_back 2
quit_editor
echo PASS
