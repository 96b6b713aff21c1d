#!/usr/bin/env bash
# A ListView (#29) with real clicks on projects/lists: "+ New" makes a ListView, "+ New" >
# "Inside ListView" puts a ColorLayer in it and Ctrl+D twice adds two more, which the list stacks
# top down (saved at (0, 200), (0, 100) and (0, 0) in a container 300 high); one Ctrl+Z and
# the list closes up, three more give the file back. In Play, a drag left on "gallery", a
# horizontal ListView, scrolls its tiles (another tile lies under a probe point). Stop
# leaves the file as before Play.
#   Usage: list_view_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample lists lists.scene.json
start_editor "$SCENE" --report-node levels --report-node gallery

new_node_saved "$TOOL" ListView
mark
read -r X Y < <(item new-node)
click "$X" "$Y"
# "+ New" offers to go next to the node it just made; the items go inside the list.
read -r X Y < <(item new-inside)
click "$X" "$Y"
read -r X Y < <(item create-ColorLayer)
click "$X" "$Y"
key ctrl+d
key ctrl+d
key ctrl+s
# The new list's items, each 100 x 100, and its container, as "x,y ... | w,h".
stacked() {
  python3 -c '
import json, sys
root = json.load(open(sys.argv[1]))["root"]
lst = [n for n in root["children"] if n["type"] == "ListView" and n["name"] == "ListView"][0]
print(" ".join("%g,%g" % tuple(c.get("position", [0, 0])) for c in lst.get("children", [])),
      "| %g,%g" % tuple(lst.get("innerContainerSize", lst["contentSize"])))' "$SCENE"
}
GOT=$(stacked)
[ "$GOT" = "0,200 0,100 0,0 | 200,300" ] || { echo "FAIL: the list did not stack its three items: $GOT"; exit 1; }
key ctrl+z
key ctrl+s
GOT=$(stacked)
[ "$GOT" = "0,100 0,0 | 200,200" ] || { echo "FAIL: the list did not close up after an undo: $GOT"; exit 1; }
undo_gives_back 3
cp "$SCENE" "$WORK/before-play.json"

# Scene (500, 380) is on "tile-1" (green 90), clear of its label, while "gallery" is at rest.
read -r PX PY < <(lists_at 500 380)
G=$(channel_at 2 "$PX" "$PY")
[ "$G" -ge 85 ] && [ "$G" -le 95 ] || { echo "FAIL: the probe point is not on tile-1 before Play (green $G)"; exit 1; }

play_and_drag lists_at 820 430 560 430 3  # the glide ends
read -r PX PY < <(lists_at 500 380)
G=$(channel_at 2 "$PX" "$PY")
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/shot.png" "$DIORAMA_E2E_SHOTS/list-view-dragged.png"
[ "$G" -le 80 ] || [ "$G" -ge 100 ] || { echo "FAIL: the drag did not scroll the gallery (green $G at the probe)"; exit 1; }

stop_unchanged
quit_editor
echo PASS
