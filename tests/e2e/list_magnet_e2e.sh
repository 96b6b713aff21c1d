#!/usr/bin/env bash
# A ListView's magnet from the inspector (#29), with real clicks on projects/lists: "center"
# from the magneticType combo of the horizontal "gallery" is saved; in Play a slow drag of
# 110 to the left, which would leave a tile's edge at the view's centre, ends with a tile
# centred there: the view's centre (scene 680, 430) shows a tile and the point 75 to its
# right (755, 430) the gap after it. Stop leaves the file as before Play.
#   Usage: list_magnet_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample lists lists.scene.json
start_editor "$SCENE" --report-node levels --report-node gallery
select_filtered gallery
read -r X Y < <(inspector_item choices-magneticType)
click "$X" "$Y"
read -r X Y < <(item choice-magneticType-center)
click "$X" "$Y"
key ctrl+s
node_has "$TOOL" gallery '"magneticType":"center"'
cp "$SCENE" "$WORK/before-play.json"
# The sum of the three channels at scene point X Y.
brightness() {
  local x y
  read -r x y < <(lists_at "$1" "$2")
  screen_rgb "$x" "$y" | awk '{ print $1 + $2 + $3 }'
}
play_and_drag lists_at 700 430 590 430 2
CENTRE=$(brightness 680 430)
GAP=$(brightness 755 430)
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/list-magnet.png"
# Tiles sum to 400 or more; the gap, the gallery's grey over the scene, to about 150.
[ "$CENTRE" -ge 350 ] || { echo "FAIL: no tile at the gallery's centre after the release ($CENTRE)"; exit 1; }
[ "$GAP" -le 250 ] || { echo "FAIL: the tile is not centred: 75 right of the centre is not the gap ($GAP)"; exit 1; }
stop_unchanged
quit_editor
echo PASS
