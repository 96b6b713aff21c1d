#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): a hierarchy filter
# that matches nothing says so and offers to clear itself; before, the panel went blank
# as if the scene had lost its nodes. Clearing brings the rows back. A row selected through
# the filter stays in sight when the filter is emptied (the list jumped to its top).
# Usage: hierarchy_filter_e2e.sh EDITOR SOURCE DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/actions" "$WORK/"
start_editor "$WORK/actions/actions.scene.json"

read -r X Y < <(item hierarchy-filter)
click "$X" "$Y"
mark
type_text zqx
read -r _ _ < <(item hierarchy-no-match)
mark  # from here on every frame has the whole filter
xdotool mousemove --window "$WID" "$X" $((Y + 100)); sleep 0.5
drawn_since_mark row-box && { echo "FAIL: a row is shown for a filter nothing matches"; exit 1; }
read -r X Y < <(item hierarchy-clear-filter)
click "$X" "$Y"
mark
read -r _ _ < <(item row-box)
# A filter that matches shows the match and no message.
read -r X Y < <(item hierarchy-filter)
click "$X" "$Y"
mark
type_text box
read -r X Y < <(item row-box)
drawn_since_mark hierarchy-no-match && { echo "FAIL: the no-match message shows beside a match"; exit 1; }
click "$X" "$Y"  # leaves the text field, whose keys are its own
quit_editor
grep -a '^STATE' "$WORK/out.txt" | tail -1 | grep -q '"selection": \["box"\]' ||
  { echo "FAIL: the filtered row did not select box"; exit 1; }

cp -r "$SRC/projects/world-1-1" "$WORK/"
start_editor "$WORK/world-1-1/world-1-1.scene.json"
read -r X Y < <(item hierarchy-filter)
click "$X" "$Y"
mark
type_text coins
read -r RX RY < <(item row-hud/coins)
click "$RX" "$RY"
read -r X Y < <(item hierarchy-filter)
click "$X" "$Y"
select_all
key BackSpace
mark
xdotool mousemove --window "$WID" "$X" $((Y + 200)); sleep 0.5  # frames to look at
read -r _ _ < <(item row-hud/coins)  # drawn: in sight, not scrolled away to the top
click "$((RX + 300))" 5  # the menu bar: out of the text field
quit_editor
grep -a '^STATE' "$WORK/out.txt" | tail -1 | grep -q '"selection": \["hud/coins"\]' ||
  { echo "FAIL: hud/coins is not selected: $(grep -a '^STATE' "$WORK/out.txt" | tail -1)"; exit 1; }
echo PASS
