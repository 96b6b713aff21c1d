#!/usr/bin/env bash
# A TextBMFont from the hierarchy's "+ New" menu (#29): drag the ui sample's digits.fnt from
# the Assets panel onto its fntFile field and type "10:01" into its text. The file holds
# both, `diorama inspect` measures the text with the font (61 x 20: four digits 13 apart
# and the ':' 9), the viewport draws it, and three Ctrl+Z give the file back. Then the
# same .fnt dragged onto the viewport where "best" is makes a TextBMFont "digits" there,
# showing the font's own digits (it has none of the default text's letters, which the
# inspector says while the text is the default). A broken .fnt
# dropped on its field is named in the log at once, and undoing that is no error (found by
# a fresh pair of eyes: nothing showed, and the next undo said it was not done).
#   Usage: text_bmfont_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample ui ui.scene.json
printf 'common lineHeight=20\npage id=0 file="digits.png"\nchar id=48 x=zz y=0 width=1 height=1 xoffset=0 yoffset=0 xadvance=1\n' \
  >"$(dirname "$SCENE")/images/zz-bad.fnt"  # last in its folder: the rows above stay put
start_editor "$SCENE" --report-node best
mark
read -r X Y < <(item new-node)
click "$X" "$Y"
read -r X Y < <(item create-TextBMFont)
click "$X" "$Y"
read -r FX FY < <(inspector_item asset-fntFile)
drop_from_assets digits.fnt "$FX" "$FY"
# The default text's letters are not in the digits font: the inspector says so at the top.
read -r X Y < <(item node-note)
read -r X Y < <(inspector_item property-text)
click "$X" "$Y"
select_all
type_text "10:01"
# A multi-line field takes Return as a new line: Ctrl+Return leaves it, which applies the text.
xdotool keydown ctrl; sleep 0.2; xdotool keydown Return; sleep 0.2; xdotool keyup Return; xdotool keyup ctrl; sleep 0.5
key ctrl+s
mark
sleep 1
if tail -n +$((FROM + 1)) "$WORK/out.txt" | items_named node-note | grep -q .; then
  echo "FAIL: the inspector still says letters are missing from \"10:01\""; exit 1
fi
node_has "$TOOL" TextBMFont '"type":"TextBMFont"' '"fntFile":"images/digits.fnt"' '"text":"10:01"'
node_has "$TOOL" TextBMFont '"contentSize":[61,20]'  # measured with the font
import -window root "$WORK/shot.png"
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/text-bmfont.png"
undo_gives_back 3
read -r BX BY < <(node_at best)
mark
read -r X Y < <(item assets-row-images/digits.fnt)
drag "$X" "$Y" "$BX" "$BY"
key ctrl+s
node_has "$TOOL" digits '"type":"TextBMFont"' '"fntFile":"images/digits.fnt"' '"text":"0123456789"'
read -r PX PY < <("$TOOL" inspect "$SCENE" digits | tr -d ' \n' | grep -o '"position":\[[-0-9.]*,[-0-9.]*\]' | tr -d '"position:[]' | tr ',' ' ')
awk -v x="$PX" -v y="$PY" 'BEGIN { exit !((x - 480) ^ 2 < 36 && (y - 332) ^ 2 < 36) }' ||
  { echo "FAIL: the dropped font's TextBMFont is at $PX,$PY, not where best is (480,332)"; exit 1; }
read -r FX FY < <(inspector_item asset-fntFile)
read -r X Y < <(item assets-filter)
click "$X" "$Y"
type_text zz-bad
mark
read -r X Y < <(item assets-row-images/zz-bad.fnt)
drag "$X" "$Y" "$FX" "$FY"
wait_grep '^LOG .*images/zz-bad.fnt:3: x=zz is not a whole number' "$WORK/out.txt" ||
  { echo "FAIL: the broken font is not named in the log"; grep -a '^LOG' "$WORK/out.txt" | tail -5; exit 1; }
key ctrl+z
key ctrl+s
node_has "$TOOL" digits '"fntFile":"images/digits.fnt"'
if grep -aq '^LOG .*was not done' "$WORK/out.txt"; then echo "FAIL: the undo was reported as not done"; exit 1; fi
quit_editor
echo PASS
