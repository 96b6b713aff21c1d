#!/usr/bin/env bash
# Posing in the viewport during a clip's preview (#26), with real clicks, on a copy of the
# clips sample. With Record on and the playhead at intro's frame 60, where the clip has
# moved the mover from its own [20, 240] to about [300, 240]: a press where the viewport
# shows it picks it there (not where its own value would put it) and a drag of 48 pixels
# right and 32 up keys the pose at frame 60 as the drag left it, from where it was shown.
# The mover keeps its own position; the drag and its key are one undo step.
#   Usage: clip_pose_drag_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample clips clips.scene.json
start_editor "$SCENE" --report-node mover --report-node start-mark --report-node turn-mark
read -r MX MY < <(node_at mover)
read -r SX _ < <(node_at start-mark)
read -r TX _ < <(node_at turn-mark)
# The marks' centres are 280 units apart: the viewport's zoom in pixels per unit.
ZOOM=$(python3 -c "print(($TX - $SX) / 280)")
read -r X Y < <(item timeline-record)
click "$X" "$Y"
read -r X Y < <(item timeline-1s)
click "$X" "$Y"
wait_grep '^SEEK frame=60 clip=intro' "$WORK/out.txt" || { echo "FAIL: the playhead did not go to frame 60"; exit 1; }
sleep 0.5
# The mover's centre as posed is the turn mark's x (both 280 units right of the start).
drag "$TX" "$MY" $((TX + 48)) $((MY - 32))
sleep 0.5
key ctrl+s
KEYS=$(clip_keys "$SCENE" intro mover position frame value)
python3 - "$KEYS" "$ZOOM" <<'PY' || { echo "FAIL: intro's mover keys after the drag are '$KEYS' (zoom $ZOOM)"; exit 1; }
import sys
keys = dict(k.split(":") for k in sys.argv[1].split())
zoom = float(sys.argv[2])
assert set(keys) == {"0", "60", "120"}, keys
x, y = (float(v) for v in keys["60"].split(","))
assert abs(x - (300 + 48 / zoom)) < 2 and abs(y - (240 + 32 / zoom)) < 2, (x, y, zoom)
assert keys["0"] == "20,240" and keys["120"] == "20,240", keys
PY
node_has "$TOOL" mover '"position":[20,240]' || { echo "FAIL: the mover's own position changed"; exit 1; }
"$TOOL" validate "$SCENE"
undo_gives_back 1
quit_editor
echo PASS
