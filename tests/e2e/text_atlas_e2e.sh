#!/usr/bin/env bash
# A TextAtlas from the inspector (#29): select the ui sample's score, type "99:59" into its
# text and 10 into itemWidth. The file holds both, the content size follows (five cells of
# 10 x 20), the viewport shows the new digits, and two Ctrl+Z give the file back.
#   Usage: text_atlas_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample ui ui.scene.json
start_editor "$SCENE" --select score
mark
read -r X Y < <(inspector_item property-text)
click "$X" "$Y"
select_all
type_text "99:59"
hold Return
mark
read -r X Y < <(inspector_item property-itemWidth)
# Ctrl+click turns ImGui's drag field into a text field.
ctrl_click "$X" "$Y"
select_all
type_text 10
hold Return
key ctrl+s
node_has "$TOOL" score '"text":"99:59"' '"itemWidth":10' '"contentSize":[50,20]'
import -window root "$WORK/shot.png"
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/text-atlas.png"
undo_gives_back 2
quit_editor
echo PASS
