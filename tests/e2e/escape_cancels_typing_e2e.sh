#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): Escape in an inspector
# field being typed into takes the typing back, in a drag field turned into a text field
# (a Label's font size), in a text field (its name) and in a multi-line field (its text),
# as it does in the hierarchy's rename. Nothing reaches the file or the undo history.
# Usage: escape_cancels_typing_e2e.sh EDITOR SOURCE
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/z-order" "$WORK/"
SCENE="$WORK/z-order/z-order.scene.json"
labels() { grep -c '"type": "Label"' "$SCENE"; }
BEFORE=$(labels)
start_editor "$SCENE"

read -r X Y < <(item new-node)
click "$X" "$Y"
read -r X Y < <(item create-Label)
click "$X" "$Y"
key ctrl+s
[ "$(labels)" -eq $((BEFORE + 1)) ] || { echo "FAIL: no new Label in the saved file"; exit 1; }
cp "$SCENE" "$WORK/before.json"

read -r X Y < <(inspector_item property-name)
click "$X" "$Y"
select_all
type_text QQ
hold Escape
read -r X Y < <(inspector_item property-fontSize)
ctrl_click "$X" "$Y"  # Ctrl+click turns ImGui's drag field into a text field
select_all
type_text 99
hold Escape
# The multi-line field applied each key as typed, and Escape's restored text was a step of
# its own: an undo brought the discarded typing back.
read -r X Y < <(inspector_item property-text)
click "$X" "$Y"
type_text " XYZ"
hold Escape
key ctrl+s
cmp "$SCENE" "$WORK/before.json" || { diff "$WORK/before.json" "$SCENE" | head; echo "FAIL: Escape applied the typing"; exit 1; }

# Nothing to undo either: an undo takes back the Label itself.
key ctrl+z
key ctrl+s
[ "$(labels)" -eq "$BEFORE" ] || { echo "FAIL: Escape left an undo step"; exit 1; }

quit_editor
echo "PASS"
