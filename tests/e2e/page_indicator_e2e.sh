#!/usr/bin/env bash
# A PageView's indicator (#29, cocos' setIndicatorEnabled) with real clicks on
# projects/pages: "book" shows four dots centred at scene (480, 200), the first (page 1,
# shown) in (100, 100, 255) at x 397.5, the second 30 % white over the page at x 452.5.
# Its inspector's Indicator box unticked hides them and the file loses the key; Ctrl+Z
# gives the file back and the dots.
#   Usage: page_indicator_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample pages pages.scene.json
start_editor "$SCENE" --report-node book --report-node heading
read -r MX MY < <(pages_at 398 216)  # the current page's dot
read -r DX DY < <(pages_at 452 216)  # the second page's dot
rgb_near() {  # rgb_near X Y R G B: each channel within 12
  read -r r g b < <(screen_rgb "$1" "$2")
  [ $((r - $3)) -le 12 ] && [ $(($3 - r)) -le 12 ] && [ $((g - $4)) -le 12 ] && [ $(($4 - g)) -le 12 ] &&
    [ $((b - $5)) -le 12 ] && [ $(($5 - b)) -le 12 ] || { echo "($r, $g, $b)"; return 1; }
}
# Page 1 is (214, 92, 84); 30 % white over it (76 / 255) is (226, 141, 135).
rgb_near "$MX" "$MY" 100 100 255 >/dev/null || { echo "FAIL: no marked dot: $(rgb_near "$MX" "$MY" 100 100 255)"; exit 1; }
rgb_near "$DX" "$DY" 226 141 135 >/dev/null || { echo "FAIL: no second dot: $(rgb_near "$DX" "$DY" 226 141 135)"; exit 1; }
read -r X Y < <(item row-book)
click "$X" "$Y"
read -r X Y < <(inspector_item property-indicatorEnabled)
click "$X" "$Y"
sleep 0.3
rgb_near "$MX" "$MY" 214 92 84 >/dev/null || { echo "FAIL: the marked dot stayed: $(rgb_near "$MX" "$MY" 214 92 84)"; exit 1; }
rgb_near "$DX" "$DY" 214 92 84 >/dev/null || { echo "FAIL: the second dot stayed: $(rgb_near "$DX" "$DY" 214 92 84)"; exit 1; }
key ctrl+s
! grep -q indicatorEnabled "$SCENE" || { echo "FAIL: the saved file still has the indicator"; exit 1; }
undo_gives_back 1
rgb_near "$MX" "$MY" 100 100 255 >/dev/null || { echo "FAIL: undo did not bring the dots back"; exit 1; }
quit_editor
echo PASS
