#!/usr/bin/env bash
# The layout at 1280x800 (#30 item 7): a scene without actions gets a one-line Timeline, and
# its first action gives the Timeline its height back (Ctrl+Z folds it again). An inspector
# section folded for one node stays folded for the next, until unfolded.
#   Usage: layout_fit_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/world-1-1" "$WORK/"
SCENE="$WORK/world-1-1/world-1-1.scene.json"
start_editor "$SCENE" --select level/bush --report-node level/bush --report-node actors/player
splitter_y() { mark; item splitter-5 | awk '{print $2}'; }  # the bar above the Timeline
mark
item timeline-empty >/dev/null
FOLDED=$(splitter_y)
[ "$FOLDED" -gt 560 ] || { echo "FAIL: the empty Timeline starts at y $FOLDED, higher than one line"; exit 1; }

# Fold the Editor section for the bush; the player shows it folded too.
read -r X Y < <(inspector_item fold-Editor)
click "$X" "$Y"
shown_since_mark() { sleep 1; tail -n +$((FROM + 1)) "$WORK/out.txt" | items_named "$1" | grep -c . || true; }
mark
[ "$(shown_since_mark property-locked)" -eq 0 ] || { echo "FAIL: Editor did not fold"; exit 1; }
read -r X Y < <(node_at actors/player)
click "$X" "$Y"
mark
item fold-Editor >/dev/null
[ "$(shown_since_mark property-locked)" -eq 0 ] || { echo "FAIL: the next node's Editor section is open"; exit 1; }
read -r X Y < <(inspector_item fold-Editor)
click "$X" "$Y"
mark
item property-locked >/dev/null  # open again

# The first action: the Timeline gets its height back.
xdotool mousemove --window "$WID" 1080 300; sleep 0.2
for _ in $(seq 1 30); do xdotool click 5; sleep 0.03; done; sleep 0.5
mark
read -r X Y < <(item action-new)
click "$X" "$Y"
sleep 0.4  # a popup's first frame is measured, not yet placed
read -r X Y < <(item action-new-preset-moveBy)
click "$X" "$Y"
sleep 0.5
OPEN=$(splitter_y)
[ "$OPEN" -lt $((FOLDED - 100)) ] || { echo "FAIL: with an action the Timeline bar is at $OPEN (empty: $FOLDED)"; exit 1; }
key ctrl+z
sleep 0.5
AGAIN=$(splitter_y)
[ "$AGAIN" -eq "$FOLDED" ] || { echo "FAIL: after Ctrl+Z the Timeline bar is at $AGAIN, not $FOLDED"; exit 1; }
quit_editor
echo PASS
