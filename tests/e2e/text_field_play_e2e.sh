#!/usr/bin/env bash
# A TextField in Play (#29), with real clicks and keys on projects/ui: a TextField from the
# hierarchy's "+ New" menu is saved as one; in Play, a click on "player-name" gives it the
# keyboard: typed letters land in it (its "insertText" trigger emits "typed"; the editor's
# own shortcuts stay quiet), Backspace deletes one letter (not the selected node),
# and Return gives the keyboard back (its "detachWithIME" trigger emits "name-entered");
# a Backspace after that deletes nothing.
# Stop leaves the file as it was before Play.
#   Usage: text_field_play_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample ui ui.scene.json
start_editor "$SCENE" --report-node player-name
mark
new_node_saved "$TOOL" TextField
cp "$SCENE" "$WORK/before-play.json"

play_and_tap player-name
xdotool type --delay 80 "Adaw"
sleep 0.3
key BackSpace
sleep 0.3
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && import -window root "$DIORAMA_E2E_SHOTS/text-field-typed.png"
key Return
sleep 0.5
# The field has given the keyboard back: Backspace is still Play's, never the editor's
# Delete of the selected node.
key BackSpace
sleep 0.3
read -r X Y < <(item stop)
click "$X" "$Y"
for _ in $(seq 1 30); do grep -q '^PLAYED' "$WORK/out.txt" && break; sleep 0.1; done
grep '^PLAYED' "$WORK/out.txt"
grep -Eq '^PLAYED .*emitted=(typed,)+name-entered$' "$WORK/out.txt" ||
  { echo "FAIL: typing should have fired the field's insertText trigger, and Return its detachWithIME one"; exit 1; }
saved_as_before_play "playing (or a typed key taken as a shortcut) changed the file"
quit_editor
echo PASS
