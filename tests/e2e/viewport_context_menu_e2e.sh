#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): right-click the coin
# in the viewport: it is selected and the node context menu opens there (#30 item 6: a
# right-click did nothing); Duplicate from it adds coin's copy, and Ctrl+Z removes it.
# Usage: viewport_context_menu_e2e.sh EDITOR SOURCE DIORAMA_TOOL
set -euo pipefail
TOOL=$3
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/actions" "$WORK/"
SCENE="$WORK/actions/actions.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE" --report-node coin
read -r X Y < <(node_at coin)
mark
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.3; xdotool click 3; sleep 0.5
item context-duplicate >/dev/null  # the node menu is open...
hold Escape
quit_editor
grep -a '^STATE' "$WORK/out.txt" | tail -1 | grep -q '"selection": \["coin"\]' ||  # ...for coin, now selected
  { echo "FAIL: the right-click did not select coin"; grep -a '^STATE' "$WORK/out.txt" | tail -1; exit 1; }

start_editor "$SCENE" --report-node coin
mark
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.3; xdotool click 3; sleep 0.5
item context-save-as-scene >/dev/null  # the node menu is open
read -r DX DY < <(item context-duplicate)
click "$DX" "$DY"
key ctrl+s
[ "$(grep -c '"name": "coin' "$SCENE")" -ge 2 ] || { echo "FAIL: Duplicate from the viewport's menu did not copy coin"; exit 1; }
key ctrl+z
key ctrl+s
cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: undo did not give the file back"; exit 1; }
quit_editor
echo PASS
