#!/usr/bin/env bash
# A PageView (#29) with real clicks on projects/pages: "+ New" makes a PageView (saved as
# one; Ctrl+Z gives the file back); a click on page-3 in the hierarchy turns the book to it
# in the editor, and one on page-1 back; in Play, a drag of 300 points left on "book" turns it to
# page 2, which then fills the view (a probe point shows page 2's colour, not page 1's).
# Stop leaves the file as before Play.
#   Usage: page_view_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample pages pages.scene.json
start_editor "$SCENE" --report-node book --report-node heading

new_node_saved "$TOOL" PageView
undo_gives_back 1
cp "$SCENE" "$WORK/before-play.json"

# Scene (300, 250) is on page 1 (green 92), clear of its labels.
read -r PX PY < <(pages_at 300 250)
G=$(channel_at 2 "$PX" "$PY")
[ "$G" -ge 87 ] && [ "$G" -le 97 ] || { echo "FAIL: the probe point is not on page 1 before Play (green $G)"; exit 1; }

# Selecting page 3 in the hierarchy turns the book to it in the editor (green 176).
read -r X Y < <(item row-book/page-3)
click "$X" "$Y"
G=$(channel_at 2 "$PX" "$PY")
[ "$G" -ge 175 ] && [ "$G" -le 185 ] || { echo "FAIL: selecting page-3 did not show it (green $G)"; exit 1; }
read -r X Y < <(item row-book/page-1)
click "$X" "$Y"

play_and_drag pages_at 660 320 360 320 2  # the 1 s turn ends
read -r PX PY < <(pages_at 300 250)
G=$(channel_at 2 "$PX" "$PY")
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/page-view-turned.png"
[ "$G" -ge 159 ] && [ "$G" -le 169 ] || { echo "FAIL: the drag did not turn to page 2 (green $G at the probe)"; exit 1; }

stop_unchanged
quit_editor
echo PASS
