#!/usr/bin/env bash
# Building a menu with real clicks: over a full-screen background, "+ New" > Button, then
# CheckBox, then Slider. Each lands below the one before, 8 units apart, instead of on top
# of it (a tryout's CheckBox hid under its Button); the background does not count.
# Usage: menu_stack_e2e.sh EDITOR SOURCE DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
mkdir -p "$WORK/menu"
SCENE="$WORK/menu/menu.scene.json"
cat >"$SCENE" <<'JSON'
{"format": "diorama.scene", "version": 1, "designSize": [960, 640],
 "root": {"type": "Scene", "name": "menu", "children": [
   {"type": "ColorLayer", "name": "background", "contentSize": [960, 640], "color": [40, 60, 90]}]}}
JSON
start_editor "$SCENE"
for type in Button CheckBox Slider; do
  read -r X Y < <(item new-node)
  click "$X" "$Y"
  read -r X Y < <(item "create-$type")
  click "$X" "$Y"
done
key ctrl+s
box() { "$TOOL" inspect "$SCENE" "$1" | python3 -c 'import json, sys; print(*json.load(sys.stdin)["boundingBox"])'; }
read -r BX BY BW BH < <(box Button)
read -r CX CY CW CH < <(box CheckBox)
read -r SX SY SW SH < <(box Slider)
echo "Button $BX $BY $BW $BH; CheckBox $CX $CY $CW $CH; Slider $SX $SY $SW $SH"
python3 - "$BY" "$CY" "$CH" "$SY" "$SH" <<'PY' || exit 1
import sys
b_y, c_y, c_h, s_y, s_h = map(float, sys.argv[1:])
if abs(c_y + c_h - (b_y - 8)) > 0.01:
    sys.exit(f"FAIL: the CheckBox's top {c_y + c_h} is not 8 below the Button's bottom {b_y}")
if abs(s_y + s_h - (c_y - 8)) > 0.01:
    sys.exit(f"FAIL: the Slider's top {s_y + s_h} is not 8 below the CheckBox's bottom {c_y}")
PY
quit_editor
echo PASS
