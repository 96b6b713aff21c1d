#!/usr/bin/env bash
# A node created inside a list scrolls the list to it (the selection is scrolled into
# sight, scroll_reveal.h), with real clicks: on the lists sample, "tile-8" (past the right
# edge of "gallery", a 400-wide horizontal list) selected, "+ New" > Next to > ColorLayer
# goes after it, at the list's end, and the list jumps so that the new layer shows inside
# the view's 480..880 scene x. Without the reveal it lands at screen x 1295, past the view.
#   Usage: create_in_list_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample lists lists.scene.json
start_editor "$SCENE" --select gallery/tile-8 --report-node levels --report-node gallery \
  --report-node gallery/ColorLayer
read -r X Y < <(item new-node)
click "$X" "$Y"
mark  # the menu's first frame is drawn before it is fitted to its items
sleep 0.3
read -r X Y < <(item new-beside)
click "$X" "$Y"
read -r X Y < <(item create-ColorLayer)
click "$X" "$Y"
key ctrl+s
node_has "$TOOL" gallery/ColorLayer '"type":"ColorLayer"'
wait_grep '^NODE gallery/ColorLayer ' "$WORK/out.txt" || { echo "FAIL: the new layer was never drawn"; exit 1; }
read -r LEFT _ < <(lists_at 480 400)
read -r RIGHT _ < <(lists_at 880 400)
read -r NX _ < <(node_at gallery/ColorLayer)
echo "view $LEFT..$RIGHT, new layer at $NX"
[ "${NX%.*}" -ge "$LEFT" ] && [ "${NX%.*}" -le "$RIGHT" ] || { echo "FAIL: the new layer is out of the list's view"; exit 1; }
quit_editor
echo PASS
