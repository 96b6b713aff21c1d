#!/usr/bin/env bash
# Actions, faster (#30): "title scales in" took about 14 interactions. Now: click the title,
# open + New action, pick the "Scale in" preset: three. Then an action row's right-click
# menu: Duplicate the eased ScaleTo, Add after the first step a DelayTime. Every result
# validates, and three Ctrl+Z give the file back byte for byte.
#   Usage: action_presets_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/actions" "$WORK/"
SCENE="$WORK/actions/actions.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE" --report-node title
steps_of_title() {  # the types inside the title's first action's Sequence, after a save
  key ctrl+s
  "$TOOL" validate "$SCENE" >/dev/null
  python3 - "$SCENE" <<'PY'
import json, sys
title = next(c for c in json.load(open(sys.argv[1]))["root"]["children"] if c.get("name") == "title")
a = title["actions"][0]
print(a["name"], a.get("autoplay", False), " ".join(s["type"] for s in a["action"]["actions"]))
PY
}

# 1: click the title; 2: open + New action; 3: pick "Scale in".
read -r X Y < <(node_at title)
click "$X" "$Y"
scroll_inspector
mark
read -r X Y < <(item action-new)
click "$X" "$Y"
sleep 0.4  # a popup's first frame is measured, not yet placed: read a later one
read -r X Y < <(item action-new-preset-scaleIn)
click "$X" "$Y"
GOT=$(steps_of_title)
[ "$GOT" = "scaleIn True ScaleTo EaseBackOut" ] || { echo "FAIL: after the preset: $GOT"; exit 1; }

# The row menu: Duplicate the EaseBackOut (step 1), then Add after step 0 a DelayTime.
row_menu() {  # row_menu ROW ITEM [SUBMENU]: right-click an action row, choose ITEM
  scroll_inspector
  mark
  read -r X Y < <(item "action-node-$1")
  xdotool mousemove --window "$WID" $((X - 40)) "$Y"; sleep 0.3; xdotool click 3; sleep 0.5
  if [ $# -eq 3 ]; then
    read -r X Y < <(item "$3")
    xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.6
  fi
  read -r X Y < <(item "$2")
  click "$X" "$Y"
}
row_menu 0/1 action-menu-duplicate
GOT=$(steps_of_title)
[ "$GOT" = "scaleIn True ScaleTo EaseBackOut EaseBackOut" ] || { echo "FAIL: after Duplicate: $GOT"; exit 1; }
row_menu 0/0 action-menu-add-DelayTime action-menu-add
GOT=$(steps_of_title)
[ "$GOT" = "scaleIn True ScaleTo DelayTime EaseBackOut EaseBackOut" ] || { echo "FAIL: after Add after: $GOT"; exit 1; }
undo_gives_back 3
quit_editor
echo PASS
