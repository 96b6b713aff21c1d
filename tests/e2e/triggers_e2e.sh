#!/usr/bin/env bash
# Triggers authored in the inspector with real clicks (#30 item 4: they could only be
# typed into the JSON). Give the title an action, then + Trigger (click runs it); make it
# touchBegan and swallowing; make it a custom event renamed "flash"; back to click; Play and
# click the title: the Touch Probe shows the title claiming the touch. Remove it. Every edit
# saved is what the inspector showed, and eight Ctrl+Z give the file back byte for byte.
#   Usage: triggers_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/actions" "$WORK/"
SCENE="$WORK/actions/actions.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE" --select title --report-node title
press() {  # press ITEM: scroll to the Actions section and click ITEM
  scroll_inspector
  mark
  read -r X Y < <(item "$1")
  click "$X" "$Y"
}
pick() {  # pick COMBO CHOICE: open a combo and choose an entry
  press "$1"
  sleep 0.4  # a popup's first frame is measured, not yet placed: read a later one
  read -r X Y < <(item "$1-$2")
  click "$X" "$Y"
}
expect_on() {  # expect_on JSON: the title's saved "on" (null: none)
  key ctrl+s
  python3 - "$SCENE" "$1" <<'PY' || exit 1
import json, sys
title = next(c for c in json.load(open(sys.argv[1]))["root"]["children"] if c.get("name") == "title")
want = json.loads(sys.argv[2])
if title.get("on") != want:
    sys.exit(f"FAIL: the title's triggers are {title.get('on')}, want {want}")
PY
  "$TOOL" validate "$SCENE" >/dev/null
}

pick action-new preset-moveBy
press trigger-add
expect_on '[{"event": "click", "run": "moveBy"}]'
pick trigger-event-0 touchBegan
press trigger-swallow-0
expect_on '[{"event": "touchBegan", "run": "moveBy", "swallow": true}]'
pick trigger-event-0 custom
press trigger-custom-0
sleep 0.3
select_all
type_text flash
sleep 0.5
hold Return  # ImGui 1.86 misses a key pressed and released within one frame
expect_on '[{"event": "custom:flash", "run": "moveBy", "swallow": true}]'
pick trigger-event-0 click

# Play: a click on the title is claimed by its new trigger, as the Touch Probe shows.
read -r X Y < <(node_at title)
read -r PX PY < <(item play)
click "$PX" "$PY"
sleep 0.5
click "$X" "$Y"
mark
item probe-title-claims >/dev/null
read -r SX SY < <(item stop)
click "$SX" "$SY"
sleep 0.5

press trigger-remove-0
expect_on 'null'
for _ in $(seq 1 8); do key ctrl+z; done
key ctrl+s
cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: eight Ctrl+Z did not give the file back"; diff "$SCENE" "$WORK/original.json" | head; exit 1; }
quit_editor
echo PASS
