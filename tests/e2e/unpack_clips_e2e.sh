#!/usr/bin/env bash
# Unpack keeps the source's clips (#26): in a copy of projects/prefabs whose block scene has
# a clip "bob" (its coin at y 72 on frame 0, 90 on frame 30), Unpack on block-3 (inspector
# button) leaves block-3's coin at frame 0's y and a clip "block-3/bob" in the document,
# listed in the Timeline's clip menu and saved with the scene; Ctrl+Z gives the file back.
#   Usage: unpack_clips_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/prefabs" "$WORK/"
SCENE="$WORK/prefabs/prefabs.scene.json"
python3 - "$WORK/prefabs/block.scene.json" <<'PY'
import json, sys
path = sys.argv[1]
scene = json.load(open(path))
scene["animations"] = {"version": 1, "clips": [{"name": "bob", "length": 30, "tracks": [
    {"node": "block-coin", "property": "position", "keys": [{"frame": 0, "value": [24, 72]}, {"frame": 30, "value": [24, 90]}]}]}]}
json.dump(scene, open(path, "w"), indent=2)
PY
sed -i 's/"position": \[24, 72\]/"position": [24, 50]/' "$WORK/prefabs/block.scene.json"  # static y differs from frame 0
cp "$SCENE" "$WORK/original.json"

start_editor "$SCENE" --select level/block-3
mark
read -r X Y < <(item unpack-instance)
click "$X" "$Y"
choose_clip "block-3/bob"
key ctrl+s
"$TOOL" inspect "$SCENE" level/block-3/coin | tr -d ' \n' | grep -q '"type":"ColorLayer"' ||
  { echo "FAIL: block-3 was not unpacked"; exit 1; }
python3 - "$SCENE" <<'PY' || { echo "FAIL: the unpacked scene lacks the lifted clip or the frame-0 pose"; exit 1; }
import json, sys
scene = json.load(open(sys.argv[1]))
names = [c["name"] for c in scene["animations"]["clips"]]
assert names == ["block-3/bob"], names
def find(node, name):
    for c in node.get("children", []):
        if c.get("name") == name:
            return c
level = find(scene["root"], "level")
coin = find(find(level, "block-3"), "coin")
assert coin["position"] == [24, 72], coin
PY
key ctrl+z
key ctrl+s
quit_editor
cmp "$SCENE" "$WORK/original.json" || { diff "$WORK/original.json" "$SCENE" | head; echo "FAIL: undo did not give the file back"; exit 1; }
echo PASS
