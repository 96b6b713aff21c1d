#!/usr/bin/env bash
# Another program writes a broken version of the open scene and Reload is pressed: the
# error names the file, the document stays, and the editor does not ask again about the
# same broken version (it used to, every 2 s, until Keep mine). Saving then writes ours.
#   Usage: broken_reload_e2e.sh EDITOR SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/z-order" "$WORK/"
SCENE="$WORK/z-order/z-order.scene.json"
cp "$SCENE" "$WORK/ours.json"
start_editor "$SCENE"
mark
printf '{"format": "diorama.scene", "version": 1, "root": {' >"$SCENE"
read -r X Y < <(item disk-reload)
click "$X" "$Y"
read -r X Y < <(item error-ok)
click "$X" "$Y"
mark
sleep 5  # two and a half disk checks
if drawn_since_mark disk-reload; then echo "FAIL: the same broken file is offered again"; exit 1; fi
key ctrl+s
wait_same "$SCENE" "$WORK/ours.json" || { echo "FAIL: Ctrl+S did not write our version back"; exit 1; }
quit_editor
echo PASS
