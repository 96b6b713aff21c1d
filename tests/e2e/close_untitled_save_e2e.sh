#!/usr/bin/env bash
# Closing an unsaved untitled tab with Save (a tryout's import stayed open): Ctrl+W, Save,
# a name in Save As, and the tab is written and closed. Cancelling that Save As calls the
# close off: the tab stays, and a later Save As only saves it.
# Usage: close_untitled_save_e2e.sh EDITOR SOURCE DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
use_sample actions actions.scene.json
start_editor "$SCENE"
state() { grep -a '^STATE' "$WORK/out.txt" | tail -1; }
untitled_with_box() {
  read -r X Y < <(item row-box)
  click "$X" "$Y"
  key ctrl+c
  mark
  key ctrl+n
  read -r _ _ < <(item tab-1)
  key ctrl+v  # unsaved now
  mark
  key ctrl+w
  read -r X Y < <(item unsaved-save)
  click "$X" "$Y"
}
save_as() {  # the name field proposes untitled.scene.json: replaced
  read -r X Y < <(item file-name)
  click "$X" "$Y"
  select_all
  type_text "$1"
  read -r X Y < <(item file-ok)
  click "$X" "$Y"
}
untitled_with_box
save_as "$WORK/kept.scene.json"
sleep 1
[ -f "$WORK/kept.scene.json" ] || { echo "FAIL: Save did not write the untitled scene"; exit 1; }
grep -q '"name": "box"' "$WORK/kept.scene.json" || { echo "FAIL: the saved scene lacks the pasted box"; exit 1; }

untitled_with_box
read -r X Y < <(item file-cancel)
click "$X" "$Y"
mark
key ctrl+shift+s
save_as "$WORK/later.scene.json"
sleep 1
[ -f "$WORK/later.scene.json" ] || { echo "FAIL: the later Save As wrote nothing"; exit 1; }
quit_editor
state | grep -q '"tabs": \["actions.scene.json", "later.scene.json"\]' ||
  { echo "FAIL: expected the first untitled tab closed and the second kept: $(state)"; exit 1; }
echo PASS
