#!/usr/bin/env bash
# A Slider in Play (#29), with real mouse drags on projects/ui: a Slider from the
# hierarchy's "+ New" menu is saved as one; in Play, pressing the "volume" slider's ball and
# dragging it right moves the green fill past a point that was bare track, each move fires
# its "percentChanged" trigger (which emits "volume"), and the disabled "locked-volume"
# takes no drag. Stop leaves the file as it was before Play.
#   Usage: slider_play_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample ui ui.scene.json
start_editor "$SCENE" --report-node volume --report-node locked-volume --report-node sound
mark
new_node_saved "$TOOL" Slider
cp "$SCENE" "$WORK/before-play.json"

read -r VX VY < <(node_at volume)
read -r LX LY < <(node_at locked-volume)
read -r SX _ < <(node_at sound)
# Screen pixels per scene unit: "volume" (x 200) and "sound" (x 700) are 500 units apart.
# The ball is at 40 % of the 280-unit bar (x 172); the probe point at x 260 is bare track.
read -r BX PX TX < <(awk -v v="$VX" -v s="$SX" 'BEGIN { k = (s - v) / 500; printf "%d %d %d\n", v - 28 * k, v + 60 * k, v + 100 * k }')
WINX=$(xdotool getwindowgeometry "$WID" | awk '/Position/ {split($2, p, ","); print p[1]}')
WINY=$(xdotool getwindowgeometry "$WID" | awk '/Position/ {split($2, p, ","); print p[2]}')
green() {  # the screen's green at window point $1 $2
  import -window root "$WORK/shot.png"
  convert "$WORK/shot.png" -format "%[fx:int(255*p{$(($1 + WINX)),$(($2 + WINY))}.g)]\n" info:
}
G=$(green "$PX" "$VY")
[ "$G" -lt 110 ] || { echo "FAIL: the probe point is not bare track before Play (green $G)"; exit 1; }

read -r X Y < <(item play)
click "$X" "$Y"
sleep 0.5
drag() {  # press at $1 $2, move right in steps to $3, release
  xdotool mousemove --window "$WID" "$1" "$2"; sleep 0.3
  xdotool mousedown 1; sleep 0.3
  for i in 1 2 3 4 5; do xdotool mousemove --window "$WID" $(($1 + ($3 - $1) * i / 5)) "$2"; sleep 0.1; done
  sleep 0.3
  xdotool mouseup 1; sleep 0.5
}
drag "$BX" "$VY" "$TX"
G=$(green "$PX" "$VY")
[ "$G" -gt 150 ] || { echo "FAIL: dragging the ball right did not fill the bar past the probe point (green $G)"; exit 1; }
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/slider-dragged.png"
# The disabled slider (fill and ball up to x 284): a drag from its left end to x 330
# changes nothing, so x 300 stays bare track.
read -r LEFT LP LT < <(awk -v v="$LX" -v s="$SX" -v w="$VX" 'BEGIN { k = (s - w) / 500; printf "%d %d %d\n", v - 120 * k, v + 100 * k, v + 130 * k }')
G=$(green "$LP" "$LY")
[ "$G" -lt 110 ] || { echo "FAIL: the disabled slider's probe point is not bare track (green $G)"; exit 1; }
drag "$LEFT" "$LY" "$LT"
G=$(green "$LP" "$LY")
[ "$G" -lt 110 ] || { echo "FAIL: the disabled slider followed a drag (green $G at x 300)"; exit 1; }

read -r X Y < <(item stop)
click "$X" "$Y"
for _ in $(seq 1 30); do grep -q '^PLAYED' "$WORK/out.txt" && break; sleep 0.1; done
grep '^PLAYED' "$WORK/out.txt"
grep -Eq '^PLAYED .*emitted=volume(,volume)*$' "$WORK/out.txt" ||
  { echo "FAIL: the drag should have fired the slider's percentChanged trigger (emitting \"volume\"), and only it"; exit 1; }
saved_as_before_play "playing changed the file"
quit_editor
echo PASS
