#!/usr/bin/env bash
# A real diorama-player window under Xvfb: projects/actions at half its design size
# (show-all scales by 0.5). An xdotool click on the box runs its touchBegan trigger
# ("wobble"), mapped from window pixels through the policy's inverse. Then the window is
# widened: the policy holds (pillars left and right), and a click on the coin, where it
# now is, runs its click trigger ("collect"). A key press and a wheel turn reach the
# dispatcher as a cocos KeyCode and a scroll event.
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
# The box: a 120x120 layer at (600, 260); its centre, scene (660, 320), is window
# (330, 160) at scale 0.5 with y down.
xdotool mousemove --window "$WID" 330 160
sleep 0.3
xdotool click 1
sleep 0.5
# 960x320 at scale 0.5 leaves pillars of 240 pixels. The coin, a 64x64 layer at
# (200, 300) bobbing up 20, always covers scene (232, 340): window (240 + 116, 150).
xdotool windowsize "$WID" 960 320
sleep 0.7
xdotool mousemove --window "$WID" 356 150
sleep 0.3
xdotool click 1
sleep 0.3
xdotool key space
xdotool click 4
wait "$APP"
APP=""
cat "$WORK/out.txt"
python3 - "$WORK/out.txt" <<'PY' || { echo "FAIL: a click did not run its touch trigger, or input went missing"; cat "$WORK/err.txt"; exit 1; }
import json, sys
summary = json.loads(open(sys.argv[1]).read().strip().splitlines()[-1])
started = [(s["node"], s["action"]) for s in summary["started"]]
assert ("coin", "collect") in started, summary
assert ("box", "wobble") in started, summary
assert summary["input"]["keysPressed"] == ["SPACE"], summary
assert summary["input"]["mouseDowns"] >= 2 and summary["input"]["scrolls"] >= 1, summary
PY
echo PASS
