#!/usr/bin/env bash
# A TextField's cursor (#29), with real clicks and keys on projects/ui: tick cursorEnabled
# on "player-name" in the inspector, then in Play click the field, type "Ad", Home, "x",
# Right, Delete and Return: the field holds "xA", as cocos' TextFieldTTF edits at its
# cursor. Home, the arrows and Delete go to the field, never to the editor (no nudge, no
# Delete of the selected node), and once it has let the keyboard go they still do not
# edit the document in Play. Stop leaves the file as it was before Play.
#   Usage: text_field_cursor_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample ui ui.scene.json
start_editor "$SCENE" --select player-name --report-node player-name
read -r X Y < <(inspector_item property-cursorEnabled)
click "$X" "$Y"
key ctrl+s
node_has "$TOOL" player-name '"cursorEnabled":true'
cp "$SCENE" "$WORK/before-play.json"

play_and_tap player-name
xdotool type --delay 80 "Ad"
sleep 0.3
key Home
xdotool type --delay 80 "x"
sleep 0.3
key Right
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && import -window root "$DIORAMA_E2E_SHOTS/text-field-cursor.png"
key Delete
key Return
sleep 0.3
# The field has let the keyboard go: arrows and Delete still change nothing in the
# document (found by a fresh pair of eyes: they nudged the selected node, unseen).
key Left
key Up
key Delete
read -r X Y < <(item stop)
click "$X" "$Y"
wait_grep '^PLAYFIELD player-name ' "$WORK/out.txt" || { echo "FAIL: Stop reported no TextField"; exit 1; }
grep -a '^PLAYFIELD player-name ' "$WORK/out.txt"
grep -aqx 'PLAYFIELD player-name xA' "$WORK/out.txt" ||
  { echo "FAIL: typing at the cursor should have left \"xA\" in the field"; exit 1; }
saved_as_before_play "a key meant for the field changed the document"
quit_editor
echo PASS
