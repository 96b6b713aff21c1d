#!/usr/bin/env bash
# Play mode with real clicks: Play projects/actions, click the coin (a touch for its
# trigger, not a pick), see in the Touch Probe that the coin claimed it (after the coin
# removed itself), Step, Stop (where Play was); the coin's Emit ran, the touch's probe
# marker went with Play, and the file and the document are unchanged. While it plays the
# viewport is framed and says so.  Usage: play_e2e.sh EDITOR SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/actions" "$WORK/"
SCENE="$WORK/actions/actions.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE" --report-node coin
read -r X Y < <(node_at coin)
read -r PX PY < <(item play)
mark
click "$PX" "$PY"
sleep 0.5
click "$X" "$Y"   # collects the coin: it jumps, fades, emits "coin" and removes itself
sleep 1.5
# The coin is gone by now; the Touch Probe still shows who heard the touch when it was made.
mark
item viewport-playing-note >/dev/null  # the viewport says it plays, framed apart from editing
import -window root "$WORK/playing.png"
item probe-at-touch >/dev/null
item probe-coin-claims >/dev/null
read -r SX SY < <(item step)
click "$SX" "$SY"
read -r TX TY < <(item stop)
[ "$TX" -lt $((PX + 20)) ] && [ "$TX" -gt $((PX - 20)) ] ||
  { echo "FAIL: Stop ($TX) is not where Play was ($PX): a second click there hits another button"; exit 1; }
click "$TX" "$TY"
for _ in $(seq 1 30); do grep -q '^PLAYED' "$WORK/out.txt" && break; sleep 0.1; done
grep '^PLAYED' "$WORK/out.txt"
grep -q '^PLAYED .*emitted=coin$' "$WORK/out.txt" || { echo "FAIL: the click did not reach the coin's trigger"; exit 1; }
sleep 0.5
mark
read -r _ _ < <(item play)  # a frame drawn after Stop
sleep 0.5
drawn_since_mark viewport-probe-marker &&
  { echo "FAIL: the marker of a Play touch stayed after Stop"; exit 1; }
drawn_since_mark viewport-playing-note && { echo "FAIL: the viewport still says it plays after Stop"; exit 1; }
key ctrl+s
cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: playing changed the file"; exit 1; }
quit_editor
grep -q '"dirty": false' "$WORK/out.txt"
grep -q '"canUndo": false' "$WORK/out.txt" || { echo "FAIL: playing left an undo step"; exit 1; }
echo PASS
