#!/usr/bin/env bash
# A Label's glow, outline and shadow from the inspector (#29): select the title, tick
# glowEnabled, then outlineEnabled (the inspector then notes that the outline wins), type 3
# into outlineSize and tick shadowEnabled. The file holds each value, and four Ctrl+Z give
# the file back.
#   Usage: label_effects_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample actions actions.scene.json
start_editor "$SCENE" --select title
# A glow first: ticked, saved, and the inspector says nothing yet.
read -r X Y < <(inspector_item property-glowEnabled)
click "$X" "$Y"
key ctrl+s
node_has "$TOOL" title '"glowEnabled":true'
mark
sleep 0.5
! drawn_since_mark node-note || { echo "FAIL: a note with only a glow"; exit 1; }
read -r X Y < <(inspector_item property-outlineEnabled)
click "$X" "$Y"
# The outline takes the glow's place, and the inspector says why the glow went: at its
# top and under the glow's own row, in sight where the glow was ticked.
mark
item node-note >/dev/null
item node-note-glowEnabled >/dev/null
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
undo_gives_back 4
quit_editor
echo PASS
