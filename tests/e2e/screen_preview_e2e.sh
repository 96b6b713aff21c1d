#!/usr/bin/env bash
# Layout for another screen (#29): pin the blinker to the right edge with its margin from
# the inspector's Layout rows (the viewport marks the pin with its 420), then choose
# iPhone 5 (1136x640) in the viewport's Screen list: the blinker keeps its 420 px right
# margin, 176 px further right than in the 960-wide design, and the document does not
# change. Play runs on that screen; Stop
# comes back to the screen; the preview bar's button and the list's Design size give the
# editor back, and two Ctrl+Z the file.
#   Usage: screen_preview_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
use_sample actions actions.scene.json
start_editor "$SCENE" --select blinker --report-node blinker
# The Layout section starts folded; it opens with a click on its header.
read -r X Y < <(inspector_item fold-Layout)
click "$X" "$Y"
read -r X Y < <(inspector_item choices-horizontalEdge)
click "$X" "$Y"
read -r X Y < <(item choice-horizontalEdge-right)
click "$X" "$Y"
read -r X Y < <(inspector_item property-rightMargin)
ctrl_click "$X" "$Y"
select_all
type_text 420
hold Return
key ctrl+s
grep -q '"horizontalEdge": "right"' "$SCENE" || { echo "FAIL: the edge was not saved"; exit 1; }
grep -q '"rightMargin": 420' "$SCENE" || { echo "FAIL: the margin was not saved"; exit 1; }
# The viewport marks the pin: a line from the blinker's right edge to the scene's, "420".
mark
read -r PX PY < <(item pin-right-420)
read -r NX NY < <(node_at blinker)
[ "$PX" -gt "$NX" ] || { echo "FAIL: the right pin's label ($PX) is not right of the blinker ($NX)"; exit 1; }
import -window root "$WORK/pin.png"
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/pin.png" "$DIORAMA_E2E_SHOTS/layout-pin.png"
cp "$SCENE" "$WORK/edited.json"

mark
read -r X Y < <(item screen-menu)
click "$X" "$Y"
read -r X Y < <(item screen-1136x640)
click "$X" "$Y"
for _ in $(seq 1 50); do
  tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -a '^LAID blinker ' >/dev/null && break
  sleep 0.1
done
LAID=$(tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -a '^LAID blinker ' | tail -1)
[ "$LAID" = "LAID blinker 596 80 120 24" ] || { echo "FAIL: on 1136x640 the blinker is at '$LAID', not 596 80"; exit 1; }
tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -a '^LAID coin 200 300 ' >/dev/null || { echo "FAIL: the coin (no layout) moved"; exit 1; }
import -window root "$WORK/shot.png"
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/screen-preview.png"

# Play runs on the chosen screen; Stop comes back to the screen preview.
mark
read -r X Y < <(item play)
click "$X" "$Y"
read -r X Y < <(item stop)
click "$X" "$Y"
for _ in $(seq 1 50); do
  tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -a '^SCREEN 1136x640' >/dev/null && break
  sleep 0.1
done
tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -a '^PLAYED ' >/dev/null || { echo "FAIL: Play did not run"; exit 1; }
tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -a '^SCREEN 1136x640' >/dev/null || { echo "FAIL: Stop did not come back to the screen"; exit 1; }

# The preview's bar says it is read-only and gives the design size back in one click; the
# Screen list's Design size does the same (checked on the way back from a second screen).
mark
read -r X Y < <(item screen-back)
click "$X" "$Y"
mark
sleep 1
tail -n +$((FROM + 1)) "$WORK/out.txt" | items_named screen-back | grep -a . >/dev/null && { echo "FAIL: the preview bar stayed after going back"; exit 1; }
read -r X Y < <(item screen-menu)
click "$X" "$Y"
read -r X Y < <(item screen-1920x1080)
click "$X" "$Y"
read -r X Y < <(item screen-back)
read -r X Y < <(item screen-menu)
click "$X" "$Y"
read -r X Y < <(item screen-design)
click "$X" "$Y"
mark
sleep 1
tail -n +$((FROM + 1)) "$WORK/out.txt" | items_named screen-back | grep -a . >/dev/null && { echo "FAIL: Design size left the preview on"; exit 1; }
key ctrl+s
cmp -s "$SCENE" "$WORK/edited.json" || { echo "FAIL: previewing a screen changed the document"; exit 1; }
undo_gives_back 2
quit_editor
echo PASS
