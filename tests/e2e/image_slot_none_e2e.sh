#!/usr/bin/env bash
# An image slot emptied from its combo (#29): find the Slider "volume" in projects/ui
# through the hierarchy's filter, select it, and
# pick "(none)" at the top of its ball image's combo. The saved Slider has no ball image;
# `diorama render` no longer draws the ball; Ctrl+Z gives the image back.
#   Usage: image_slot_none_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample ui ui.scene.json
start_editor "$SCENE"
mark
select_filtered volume
read -r X Y < <(inspector_item asset-ballNormalTexture)
click "$X" "$Y"
read -r X Y < <(item asset-none-ballNormalTexture)
click "$X" "$Y"
key ctrl+s
VOLUME=$("$TOOL" inspect "$SCENE" volume | tr -d ' \n')
echo "$VOLUME" | grep -qF '"type":"Slider"' || { echo "FAIL: 'volume' is not the Slider"; exit 1; }
echo "$VOLUME" | grep -qF '"ballNormalTexture":""' ||
  { echo "FAIL: '(none)' left the ball image in the file"; echo "$VOLUME" | head -c 1500; exit 1; }
# The ball (x 158..186, y 116..144 in the 960 x 640 design, so rows 496..524 from the top)
# was drawn over the bar; now the bar shows there.
"$TOOL" render "$SCENE" -o "$WORK/after.png"
cp "$WORK/original.json" "$(dirname "$SCENE")/before.scene.json"
"$TOOL" render "$(dirname "$SCENE")/before.scene.json" -o "$WORK/before.png"
pixel() { convert "$1" -format "%[pixel:p{$2,$3}]" info:; }
[ "$(pixel "$WORK/after.png" 172 510)" != "$(pixel "$WORK/before.png" 172 510)" ] ||
  { echo "FAIL: the ball still draws at its centre"; exit 1; }
undo_gives_back 1
quit_editor
echo PASS
