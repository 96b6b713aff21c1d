#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): a scene whose root is
# hidden in the editor (an imported Studio root with Visible="False") draws nothing in
# the viewport; the root row's eye shows it again (#30 item 3): the red layer appears,
# and the saved file no longer hides the root. Ctrl+Z hides it again.
# Usage: hidden_root_e2e.sh EDITOR SOURCE DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
mkdir -p "$WORK/scene"
SCENE="$WORK/scene/hidden.scene.json"
cat >"$SCENE" <<'JSON'
{"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "editor": {"hidden": true}, "children": [
  {"type": "ColorLayer", "name": "red", "position": [280, 120], "contentSize": [400, 400], "color": [255, 0, 0]}]}}
JSON
start_editor "$SCENE" --report-node red
red_at_centre() {  # whether the viewport shows the layer's red at its centre
  import -window root "$WORK/shot.png"
  read -r NX NY < <(node_at red)
  # Red under the viewport's faint grid: (255, 35, 35) where a line crosses it.
  convert "$WORK/shot.png" -crop "1x1+$NX+$NY" -depth 8 txt:- | tail -1 |
    sed -E 's/.*\(([0-9]+),([0-9]+),([0-9]+).*/\1 \2 \3/' | { read -r R G B; [ "$R" -gt 200 ] && [ "$G" -lt 80 ] && [ "$B" -lt 80 ]; }
}
read -r X Y < <(item 'eye-(root)')
sleep 0.5
! red_at_centre || { echo "FAIL: a hidden root still draws"; exit 1; }
click "$X" "$Y"
sleep 0.5
red_at_centre || { echo "FAIL: the eye did not show the root"; exit 1; }
key ctrl+s
grep -q '"hidden"' "$SCENE" && { echo "FAIL: the saved root is still hidden"; exit 1; }
key ctrl+z
sleep 0.5
! red_at_centre || { echo "FAIL: undo did not hide the root again"; exit 1; }
key ctrl+s
grep -q '"hidden": true' "$SCENE" || { echo "FAIL: the undone save does not hide the root"; exit 1; }
quit_editor
echo PASS
