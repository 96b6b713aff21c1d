#!/usr/bin/env bash
# Drops from Assets (#30 item 6: they ignored snapping, and a dropped scene landed by its
# corner). Turn Snap on (step 8), drag block.scene.json into the viewport at an odd point:
# the Instance's 64x64 design area is centred on the drop point, which is on the grid.
# Ctrl+Z gives the file back.
#   Usage: drop_snap_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/prefabs" "$WORK/"
SCENE="$WORK/prefabs/prefabs.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE"
mark
read -r X Y < <(item viewport-snap)
click "$X" "$Y"
read -r X Y < <(item assets-row-block.scene.json)
drag "$X" "$Y" 531 287
key ctrl+s
python3 - "$SCENE" <<'PY' || exit 1
import json, sys
root = json.load(open(sys.argv[1]))["root"]
dropped = [c for c in root["children"] if c.get("type") == "Instance" and c.get("source") == "block.scene.json"
           and c.get("name") == "block"]
if not dropped:
    sys.exit("FAIL: no block instance was dropped")
x, y = dropped[-1]["position"]
# The centre of its 64x64 area (anchor 0, 0) is the drop point: on the 8-unit grid.
cx, cy = x + 32, y + 32
if cx % 8 or cy % 8:
    sys.exit(f"FAIL: the drop point {cx}, {cy} is not on the 8-unit grid (position {x}, {y})")
PY
undo_gives_back 1
quit_editor
echo PASS
