#!/usr/bin/env bash
# A LoadingBar from the hierarchy's "+ New" menu (#29): drag brick.png from the Assets
# panel onto its texture, type 250 into its percent (refused, nothing changes), then 30 and pick right from its direction
# combo. The file holds a LoadingBar at 30 from the right, `diorama render` draws only its
# right 30 percent, and four Ctrl+Z give the file back.
#   Usage: loading_bar_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample world-1-1 world-1-1.scene.json
start_editor "$SCENE"
mark
read -r X Y < <(item new-node)
click "$X" "$Y"
read -r X Y < <(item create-LoadingBar)
click "$X" "$Y"
read -r FX FY < <(inspector_item asset-texture)
drop_from_assets brick.png "$FX" "$FY"
# 250 is refused whole: its "2" and "25" are never applied on the way (found by a fresh
# pair of eyes: typing applied a keystroke at a time and left the bar at 25).
read -r X Y < <(inspector_item property-percent)
ctrl_click "$X" "$Y"
select_all
type_text 250
hold Return
mark
item refused-percent >/dev/null
key ctrl+s
"$TOOL" inspect "$SCENE" LoadingBar | tr -d ' \n' | grep -qF '"percent":100' ||
  { echo "FAIL: a refused 250 left another percent behind"; "$TOOL" inspect "$SCENE" LoadingBar | grep percent; exit 1; }
read -r X Y < <(inspector_item property-percent)
ctrl_click "$X" "$Y"
select_all
type_text 30
hold Return
read -r X Y < <(inspector_item choices-direction)
click "$X" "$Y"
read -r X Y < <(item choice-direction-right)
click "$X" "$Y"
key ctrl+s
BAR=$("$TOOL" inspect "$SCENE" LoadingBar | tr -d ' \n')
for want in '"type":"LoadingBar"' '"texture":"images/brick.png"' '"percent":30' '"direction":"right"' '"contentSize":[200,20]'; do
  echo "$BAR" | grep -qF "$want" || { echo "FAIL: the bar lacks $want"; echo "$BAR" | head -c 2000; exit 1; }
done
# Where the new bar sits: it spans 200 px about its position; from the right at 30%
# only its last 60 px draw. Rendered against the file before, one point 10 px inside
# the drawn part changes and one 10 px inside the empty part does not.
read -r PX PY < <(echo "$BAR" | grep -o '"position":\[[-0-9.]*,[-0-9.]*\]' | tr -d '"position:[]' | tr ',' ' ')
"$TOOL" render "$SCENE" -o "$WORK/after.png"
cp "$WORK/original.json" "$(dirname "$SCENE")/before.scene.json"
"$TOOL" render "$(dirname "$SCENE")/before.scene.json" -o "$WORK/before.png"
HEIGHT=$(identify -format '%h' "$WORK/after.png")
pixel() { convert "$1" -format "%[pixel:p{$2,$3}]" info:; }
ROW=$((HEIGHT - ${PY%.*}))
DRAWN=$((${PX%.*} + 100 - 10)) EMPTY=$((${PX%.*} - 100 + 10))
[ "$(pixel "$WORK/after.png" $DRAWN $ROW)" != "$(pixel "$WORK/before.png" $DRAWN $ROW)" ] ||
  { echo "FAIL: the bar's right end did not draw at $DRAWN,$ROW"; exit 1; }
[ "$(pixel "$WORK/after.png" $EMPTY $ROW)" = "$(pixel "$WORK/before.png" $EMPTY $ROW)" ] ||
  { echo "FAIL: the bar drew at its left end ($EMPTY,$ROW) at 30% from the right"; exit 1; }
import -window root "$WORK/shot.png"
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/loading-bar.png"
undo_gives_back 4
quit_editor
echo PASS
