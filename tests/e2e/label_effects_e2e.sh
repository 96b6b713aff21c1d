#!/usr/bin/env bash
# A Label's outline and shadow from the inspector (#29): select the title, tick
# outlineEnabled, type 3 into outlineSize and tick shadowEnabled. The file holds each
# value, and three Ctrl+Z give the file back.
#   Usage: label_effects_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample actions actions.scene.json
start_editor "$SCENE" --select title
read -r X Y < <(inspector_item property-outlineEnabled)
click "$X" "$Y"
mark
read -r X Y < <(item property-outlineSize)
# Ctrl+click turns ImGui's drag field into a text field.
ctrl_click "$X" "$Y"
select_all
type_text 3
hold Return
read -r X Y < <(inspector_item property-shadowEnabled)
click "$X" "$Y"
key ctrl+s
node_has "$TOOL" title '"outlineEnabled":true' '"outlineSize":3' '"shadowEnabled":true'
import -window root "$WORK/shot.png"
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/label-effects.png"
undo_gives_back 3
quit_editor
echo PASS
