#!/usr/bin/env bash
# A ScrollView's scroll bar in Play (#29), with real clicks on projects/lists: while a drag
# on "levels" is held, cocos' bar shows at the view's right edge and darkens the row under
# it (scene x 380, the bar's centre line 20 in from the edge); a second after the release
# it has faded out (0.2 s) and the same point is lighter again. Stop leaves the file as
# before Play.
#   Usage: scroll_bar_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
use_sample lists lists.scene.json
start_editor "$SCENE" --report-node levels --report-node gallery
cp "$SCENE" "$WORK/before-play.json"
read -r X Y < <(item play)
click "$X" "$Y"
sleep 1
# Press, drag up 100 in small steps, and hold: the container scrolls and the bar stays.
read -r X0 Y0 < <(lists_at 240 200)
read -r X1 Y1 < <(lists_at 240 300)
xdotool mousemove --window "$WID" "$X0" "$Y0"; sleep 0.3
xdotool mousedown 1; sleep 0.3
for i in 1 2 3 4 5 6 7 8; do
  xdotool mousemove --window "$WID" $((X0 + (X1 - X0) * i / 8)) $((Y0 + (Y1 - Y0) * i / 8)); sleep 0.1
done
sleep 0.8
read -r BX BY < <(lists_at 380 300)
HELD=$(screen_rgb "$BX" "$BY")
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/scroll-bar-held.png"
# Held that long, the release starts no glide: the rows stay where they are.
xdotool mouseup 1
sleep 1
GONE=$(screen_rgb "$BX" "$BY")
# cocos' bar colour (52, 65, 87) at 40 % darkens the row under it.
DARKER=$(echo "$HELD $GONE" | awk '{ print ($4 + $5 + $6) - ($1 + $2 + $3) }')
[ "$DARKER" -ge 12 ] || { echo "FAIL: no bar showed while the drag was held, or it stayed ($HELD, then $GONE)"; exit 1; }
stop_unchanged
quit_editor
echo PASS
