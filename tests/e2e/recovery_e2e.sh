#!/usr/bin/env bash
# Crash recovery in the real editor under X (run inside xvfb-run): open a copy of
# world-1-1, delete the player, let autosave write its side file, kill -9 the editor,
# check the user's file is untouched, start the editor again, click Recover in the
# dialog it offers, save, and check the saved file is the autosaved state.
# Usage: recovery_e2e.sh EDITOR_BINARY SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/world-1-1" "$WORK/"
SCENE="$WORK/world-1-1/world-1-1.scene.json"
ORIGINAL=$(sha256sum "$SCENE" | cut -d' ' -f1)
RECOVERY="$WORK/state/diorama/recovery"

wait_for() {  # FILE PATTERN
  for _ in $(seq 1 200); do grep -q "$2" "$1" && return 0; sleep 0.1; done
  echo "FAIL: '$2' never appeared in $1"; cat "$1"; exit 1
}

# 1. Edit, autosave, crash.
"$EDITOR" "$SCENE" --test-mode --seconds 90 --autosave-seconds 1 --report-node actors/player >"$WORK/first.txt" 2>&1 &
APP=$!
WID=$(editor_window)
wait_for "$WORK/first.txt" '^NODE actors/player'
read -r _ _ X Y < <(grep '^NODE actors/player' "$WORK/first.txt")
click "$X" "$Y"
key Delete
for _ in $(seq 1 50); do ls "$RECOVERY"/*.scene.json >/dev/null 2>&1 && break; sleep 0.1; done
sleep 0.5
AUTOSAVE=$(ls "$RECOVERY"/*.scene.json)
if grep -q '"player-1"' "$AUTOSAVE"; then echo "FAIL: the autosave still has the player"; exit 1; fi
kill -9 "$APP"
wait "$APP" 2>/dev/null || true
APP=""
[ "$(sha256sum "$SCENE" | cut -d' ' -f1)" = "$ORIGINAL" ] || { echo "FAIL: autosave touched the user's file"; exit 1; }
cp "$AUTOSAVE" "$WORK/autosaved.json"

# 2. Restart: recovery is offered; recover and save.
"$EDITOR" "$SCENE" --test-mode --seconds 90 --autosave-seconds 1 >"$WORK/second.txt" 2>&1 &
APP=$!
WID=$(editor_window)
wait_for "$WORK/second.txt" "^RECOVERABLE $SCENE"
wait_for "$WORK/second.txt" '^BUTTON recover-0'
read -r _ _ BX BY < <(grep '^BUTTON recover-0' "$WORK/second.txt" | tail -1)
import -window root "$WORK/recovery-dialog.png"
[ -n "${KEEP_SCREENSHOT:-}" ] && cp "$WORK/recovery-dialog.png" "$KEEP_SCREENSHOT"
click "$BX" "$BY"
key ctrl+s
if grep -q '"player-1"' "$SCENE"; then echo "FAIL: the recovered document still has the player"; exit 1; fi
diff <(grep -v '"id"' "$WORK/autosaved.json") <(grep -v '"id"' "$SCENE") >/dev/null \
  || { echo "FAIL: the saved file differs from the last autosave"; diff "$WORK/autosaved.json" "$SCENE" | head; exit 1; }
key ctrl+q
wait "$APP"
APP=""
grep -q '"dirty": false' "$WORK/second.txt" || { echo "FAIL: not clean after saving"; cat "$WORK/second.txt"; exit 1; }
LEFT=$(ls "$RECOVERY" | wc -l)
[ "$LEFT" -eq 0 ] || { echo "FAIL: $LEFT recovery files left after a clean quit"; ls -la "$RECOVERY"; exit 1; }
[ ! -e "$WORK/world-1-1/.~lock.world-1-1.scene.json#" ] || { echo "FAIL: the lock file was left behind"; exit 1; }
echo "PASS"
