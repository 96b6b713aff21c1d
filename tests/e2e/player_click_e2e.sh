#!/usr/bin/env bash
# A real diorama-player window under Xvfb: projects/actions at half its design size
# (show-all scales by 0.5), one xdotool click on the coin runs its touch trigger
# ("click" starts "collect"), mapped from window pixels through the policy's inverse.
#   Usage: player_click_e2e.sh PLAYER SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"  # SRC, WORK, APP and the skip without a display
PLAYER=$EDITOR

"$PLAYER" "$SRC/projects/actions/actions.scene.json" --size 480x320 --policy show-all --frames 480 \
  --title diorama-player-e2e >"$WORK/out.txt" 2>"$WORK/err.txt" &
APP=$!
WID=""
for _ in $(seq 1 20); do
  WID=$(timeout 30 xdotool search --sync --onlyvisible --name '^diorama-player-e2e$' 2>/dev/null | head -1) || true
  [ -n "$WID" ] && break
  sleep 0.5
done
[ -n "$WID" ] || { echo "FAIL: the player's window never appeared"; cat "$WORK/err.txt"; exit 1; }
sleep 0.5
# The coin: a 64x64 layer at (200, 300) bobbing up 20; scene (232, 340) is always on it,
# which is window (116, 150) at scale 0.5 with y down.
xdotool mousemove --window "$WID" 116 150
sleep 0.3
xdotool click 1
wait "$APP"
APP=""
cat "$WORK/out.txt"
python3 - "$WORK/out.txt" <<'PY' || { echo "FAIL: the click did not run the coin's touch trigger"; cat "$WORK/err.txt"; exit 1; }
import json, sys
summary = json.loads(open(sys.argv[1]).read().strip().splitlines()[-1])
assert any(s["node"] == "coin" and s["action"] == "collect" for s in summary["started"]), summary
PY
echo PASS
