#!/usr/bin/env bash
# A ListView's padding from the inspector (#29): on the lists sample's horizontal
# "gallery" (tiles 130 wide, 20 apart), type 15 into its left padding and 12 into its top
# padding. The file holds both, the first tile starts 15 in, every tile sits 12 lower,
# and two Ctrl+Z give the file back.
#   Usage: list_padding_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample lists lists.scene.json
start_editor "$SCENE"
select_filtered gallery
for field in leftPadding:15 topPadding:12; do
  read -r X Y < <(inspector_item "property-${field%%:*}")
  ctrl_click "$X" "$Y"
  select_all
  type_text "${field##*:}"
  hold Return
done
key ctrl+s
node_has "$TOOL" gallery '"leftPadding":15' '"topPadding":12'
# cocos: x = 15 for the first tile, then its right edge (145) and the margin; y = 10 − 12.
node_has "$TOOL" gallery/tile-1 '"position":[15,-2]'
node_has "$TOOL" gallery/tile-2 '"position":[165,-2]'
undo_gives_back 2
quit_editor
echo PASS
