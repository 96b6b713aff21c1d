#!/usr/bin/env bash
# A ListView's gravity combo greys out the values that would move nothing (#29): on the
# lists sample's horizontal "gallery", a click on "left" (an alignment for vertical lists)
# changes nothing, while "bottom" is applied and saved. Found by a tryout: the combo offered
# all six values whatever the direction.
#   Usage: list_gravity_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample lists lists.scene.json
start_editor "$SCENE"
select_filtered gallery
read -r X Y < <(inspector_item choices-gravity)
click "$X" "$Y"
read -r X Y < <(item choice-gravity-left)
click "$X" "$Y"
key Escape
key ctrl+s
node_has "$TOOL" gallery '"direction":"horizontal"'
if "$TOOL" inspect "$SCENE" gallery | tr -d ' \n' | grep -qF '"gravity":"left"'; then
  echo "FAIL: a greyed-out gravity was applied"; exit 1
fi
read -r X Y < <(inspector_item choices-gravity)
click "$X" "$Y"
read -r X Y < <(item choice-gravity-bottom)
click "$X" "$Y"
key ctrl+s
node_has "$TOOL" gallery '"gravity":"bottom"'
quit_editor
echo PASS
