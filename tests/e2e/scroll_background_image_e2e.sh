#!/usr/bin/env bash
# A ScrollView's background image from the inspector (#29): "+ New" ScrollView, then
# brick.png dragged from the Assets panel onto its background image field. The file holds
# the image, and `diorama render` draws it at the view's centre, fixed to the view.
#   Usage: scroll_background_image_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample world-1-1 world-1-1.scene.json
start_editor "$SCENE"
mark
read -r X Y < <(item new-node)
click "$X" "$Y"
read -r X Y < <(item create-ScrollView)
click "$X" "$Y"
read -r FX FY < <(inspector_item asset-backgroundImage)
drop_from_assets brick.png "$FX" "$FY"
key ctrl+s
VIEW=$("$TOOL" inspect "$SCENE" ScrollView | tr -d ' \n')
for want in '"type":"ScrollView"' '"backgroundImage":"images/brick.png"'; do
  echo "$VIEW" | grep -qF "$want" || { echo "FAIL: the view lacks $want"; echo "$VIEW" | head -c 2000; exit 1; }
done
# The 200 x 200 view's centre shows the brick: the same file without the image key
# renders another colour there.
read -r PX PY < <(echo "$VIEW" | grep -o '"position":\[[-0-9.]*,[-0-9.]*\]' | tr -d '"position:[]' | tr ',' ' ')
"$TOOL" render "$SCENE" -o "$WORK/after.png"
python3 - "$SCENE" "$(dirname "$SCENE")/before.scene.json" <<'PY'
import json, sys
scene = json.load(open(sys.argv[1]))
def strip(node):
    node.pop("backgroundImage", None)
    for child in node.get("children", []):
        strip(child)
strip(scene["root"])
json.dump(scene, open(sys.argv[2], "w"))
PY
"$TOOL" render "$(dirname "$SCENE")/before.scene.json" -o "$WORK/before.png"
HEIGHT=$(identify -format '%h' "$WORK/after.png")
pixel() { convert "$1" -format "%[pixel:p{$2,$3}]" info:; }
CX=$((${PX%.*} + 100)) CY=$((HEIGHT - ${PY%.*} - 100))
[ "$(pixel "$WORK/after.png" $CX $CY)" != "$(pixel "$WORK/before.png" $CX $CY)" ] ||
  { echo "FAIL: the view's centre ($CX, $CY) shows no image"; exit 1; }
quit_editor
echo PASS
