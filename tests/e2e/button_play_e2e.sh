#!/usr/bin/env bash
# Buttons in Play (#29), with real clicks on projects/ui: a Button from the hierarchy's
# "+ New" menu is saved as one, with default images written into Default/; in Play, holding the mouse on "play" shows its pressed
# (orange) image, dragging off shows its normal (blue) one and releasing there clicks
# nothing; a press and release on it clicks (its trigger emits "play"); the disabled "off"
# ignores a click (the Touch Probe calls it disabled, not outside); a click on the CheckBox "sound" turns it off (its "unselected" trigger
# emits "sound-off"). Stop leaves the file as it was before Play. The Play toolbar is one row.
#   Usage: button_play_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample ui ui.scene.json
start_editor "$SCENE" --report-node play --report-node zoom --report-node off --report-node sound
mark
new_node_saved "$TOOL" Button
# It starts with Studio's default images, written beside the scene (not the placeholder).
node_has "$TOOL" Button '"texture":"Default/Button_Normal.png"' '"pressedTexture":"Default/Button_Press.png"'
[ -f "$(dirname "$SCENE")/Default/Button_Normal.png" ] || { echo "FAIL: no Default/Button_Normal.png"; exit 1; }
read -r _ _ < <(item assets-row-Default)  # the Assets panel shows the new folder without a Refresh
cp "$SCENE" "$WORK/before-play.json"

read -r PX PY < <(node_at play)
read -r ZX _ < <(node_at zoom)
read -r OX OY < <(node_at off)
read -r CX CY < <(node_at sound)
# Screen pixels per scene unit: the two buttons' centres are 460 units apart.
# A point of the "play" button away from its title: 90 units left of its centre, 20 below.
read -r BX BY < <(awk -v p="$PX" -v q="$PY" -v z="$ZX" 'BEGIN { s = (z - p) / 460; printf "%d %d\n", p - 90 * s, q + 20 * s }')
WINX=$(xdotool getwindowgeometry "$WID" | awk '/Position/ {split($2, p, ","); print p[1]}')
WINY=$(xdotool getwindowgeometry "$WID" | awk '/Position/ {split($2, p, ","); print p[2]}')
colour() {  # the screen's colour at the button point, as "R G B"
  import -window root "$WORK/shot.png"
  convert "$WORK/shot.png" -format "%[fx:int(255*p{$((BX + WINX)),$((BY + WINY))}.r)] %[fx:int(255*p{$((BX + WINX)),$((BY + WINY))}.g)] %[fx:int(255*p{$((BX + WINX)),$((BY + WINY))}.b)]\n" info:
}
read -r R G B < <(colour)
[ "$B" -gt 150 ] && [ "$R" -lt 120 ] || { echo "FAIL: 'play' is not its blue normal image before Play ($R $G $B)"; exit 1; }

read -r X Y < <(item play)
click "$X" "$Y"
sleep 0.5
# In Play the editing tools give way, so the toolbar stays one row (a tryout found it
# wrapped): Stop and Fit on the same row, no tool buttons.
mark
read -r _ STOPY < <(item stop)
read -r _ FITY < <(item viewport-fit)
[ $((FITY - STOPY)) -lt 10 ] && [ $((STOPY - FITY)) -lt 10 ] || { echo "FAIL: the Play toolbar wrapped (Stop at y $STOPY, Fit at y $FITY)"; exit 1; }
! drawn_since_mark tool-Q || { echo "FAIL: the transform tools show in Play"; exit 1; }
xdotool mousemove --window "$WID" "$BX" "$BY"; sleep 0.3
xdotool mousedown 1; sleep 0.8
read -r R G B < <(colour)
[ "$R" -gt 180 ] && [ "$B" -lt 100 ] || { echo "FAIL: a held press does not show the pressed image ($R $G $B)"; exit 1; }
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/button-pressed.png"
for i in 1 2 3 4 5 6; do xdotool mousemove --window "$WID" "$BX" $((BY + i * 25)); sleep 0.1; done
sleep 0.5
read -r R G B < <(colour)
[ "$B" -gt 150 ] && [ "$R" -lt 120 ] || { echo "FAIL: dragged off, 'play' still shows pressed ($R $G $B)"; exit 1; }
xdotool mouseup 1; sleep 0.5

click "$BX" "$BY"   # press and release on it: a click, its trigger emits "play"
mark
click "$OX" "$OY"   # disabled: no click, and the Touch Probe says why
item probe-off-disabled >/dev/null
click "$CX" "$CY"   # the CheckBox turns off: its "unselected" trigger emits "sound-off"
read -r X Y < <(item stop)
click "$X" "$Y"
for _ in $(seq 1 30); do grep -q '^PLAYED' "$WORK/out.txt" && break; sleep 0.1; done
grep '^PLAYED' "$WORK/out.txt"
grep -q '^PLAYED .*emitted=play,sound-off$' "$WORK/out.txt" ||
  { echo "FAIL: 'play' should have clicked once (the drag off and the disabled button click nothing), then the CheckBox turned off"; exit 1; }
saved_as_before_play "playing changed the file"
quit_editor
echo PASS
