#!/usr/bin/env bash
# The "open in another Diorama" lock hands over (found by a tryout): editor B, opened on a
# scene editor A has open, is warned; when A goes away B takes the lock within a few
# seconds, so editor C, opened next, is warned that B has the scene.
#   Usage: lock_handover_e2e.sh EDITOR SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
use_sample ui ui.scene.json
LOCK="$(dirname "$SCENE")/.~lock.ui.scene.json#"
holder() { cat "$LOCK" 2>/dev/null || true; }
"$EDITOR" "$SCENE" --test-mode --seconds 120 >"$WORK/a.txt" 2>&1 &
A=$!
for _ in $(seq 1 100); do [ "$(holder)" = "$A" ] && break; sleep 0.1; done
[ "$(holder)" = "$A" ] || { echo "FAIL: A never took the lock ($(holder))"; kill -9 "$A"; exit 1; }
start_editor "$SCENE"
wait_grep "also open in another Diorama (process $A)" "$WORK/out.txt" ||
  { echo "FAIL: B was not warned that A has the scene"; kill -9 "$A"; exit 1; }
kill -9 "$A"
wait "$A" 2>/dev/null || true
for _ in $(seq 1 60); do [ "$(holder)" = "$APP" ] && break; sleep 0.1; done
[ "$(holder)" = "$APP" ] || { echo "FAIL: B did not take the lock after A went ($(holder))"; exit 1; }
"$EDITOR" "$SCENE" --test-mode --seconds 120 >"$WORK/c.txt" 2>&1 &
C=$!
found=0
wait_grep "also open in another Diorama (process $APP)" "$WORK/c.txt" && found=1
kill -9 "$C"
wait "$C" 2>/dev/null || true
[ "$found" = 1 ] || { echo "FAIL: C was not warned that B has the scene"; exit 1; }
# B, its warning dismissed, quits normally and gives the lock up.
xdotool windowactivate --sync "$WID" 2>/dev/null || xdotool windowfocus "$WID"
sleep 0.5
mark
read -r X Y < <(item error-ok)  # the warning B showed at the start
click "$X" "$Y"
quit_editor
[ ! -e "$LOCK" ] || { echo "FAIL: B left its lock behind ($(holder))"; exit 1; }
echo PASS
