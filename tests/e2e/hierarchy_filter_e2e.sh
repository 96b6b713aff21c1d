#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): a hierarchy filter
# that matches nothing says so and offers to clear itself; before, the panel went blank
# as if the scene had lost its nodes. Clearing brings the rows back.
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
echo PASS
