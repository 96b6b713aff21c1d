#!/usr/bin/env bash
# A string the node's type offers choices for (#28: a sprite's frame among its sheet's
# frames) is one combo for a selection of sprites that offer the same frames: select the
# gem, Ctrl+click the tile in the hierarchy, pick star.png once and both show it. Adding a
# sprite without a sheet to the selection turns the combo back into free text. One Ctrl+Z
# gives the file back.
#   Usage: frame_choices_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/sheets" "$WORK/"
SCENE="$WORK/sheets/sheets.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE" --select gem
read -r X Y < <(item row-tile)
ctrl_click "$X" "$Y"
mark
read -r X Y < <(inspector_item choices-spriteFrame)
click "$X" "$Y"
read -r X Y < <(item choice-spriteFrame-star.png)
click "$X" "$Y"
key ctrl+s
for name in gem tile; do
  "$TOOL" inspect "$SCENE" "$name" | tr -d ' \n' | grep -q '"spriteFrame":"star.png"' ||
    { echo "FAIL: $name does not show star.png"; exit 1; }
done
"$TOOL" inspect "$SCENE" flag | tr -d ' \n' | grep -q '"spriteFrame":"flag.png"' || { echo "FAIL: the flag changed"; exit 1; }
# A sprite drawn from a plain image offers no frames: the shared field is free text.
read -r X Y < <(item row-gem-original)
ctrl_click "$X" "$Y"
sleep 0.5
mark
read -r _ _ < <(item row-gem-original)
sleep 0.5
if tail -n +$((FROM + 1)) "$WORK/out.txt" | items_named choices-spriteFrame | grep -q .; then
  echo "FAIL: a selection with a sheetless sprite still offers the sheet's frames"; exit 1
fi
undo_gives_back 1
quit_editor
echo PASS
