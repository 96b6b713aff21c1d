#!/usr/bin/env bash
# A TextAtlas's note (#29): on the ui sample, select "score" (a TextAtlas of digits from '0')
# and type "12:3A" into its text. The inspector's note names 'A', which lies past the
# char map (cocos draws whatever is beyond the image's edge there); typing "12:30" back
# takes the note away.
#   Usage: text_atlas_note_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
use_sample ui ui.scene.json
start_editor "$SCENE" --select score
set_text() {
  read -r X Y < <(inspector_item property-text)
  click "$X" "$Y"
  select_all
  type_text "$1"
  # A multi-line field takes Return as a new line: Ctrl+Return leaves it, which applies the text.
  xdotool keydown ctrl; sleep 0.2; xdotool keydown Return; sleep 0.2; xdotool keyup Return; xdotool keyup ctrl; sleep 0.5
}
mark
read -r _ _ < <(item property-text)
sleep 0.5
drawn_since_mark node-note && { echo "FAIL: a note for the sample's own digits"; exit 1; }
set_text "12:3A"
mark
read -r _ _ < <(item node-note)
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && import -window root "$DIORAMA_E2E_SHOTS/text-atlas-note.png"
set_text "12:30"
sleep 0.5
mark
sleep 1
drawn_since_mark node-note && { echo "FAIL: the note stayed for digits only"; exit 1; }
echo PASS
