#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): click the coin, Ctrl+C,
# then Ctrl+Shift+V (#30 item 6: a paste beside its original landed exactly on top of it,
# with the same name), then Ctrl+D on that copy (a tryout's duplicate hid exactly under its
# original; a copy's copy counts on from coin's name), then a click on the title, a Label, and Ctrl+V, which goes beside it and not
# into it (a tryout's went invisibly into a Button). The copies are "coin copy", "coin
# copy 2" and "coin copy 3", 10, 20 and 30 units right and down of coin, all the scene's
# children. Ctrl+Z three times gives the file back.
# Usage: paste_placement_e2e.sh EDITOR SOURCE DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/actions" "$WORK/"
SCENE="$WORK/actions/actions.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE" --report-node coin --report-node title
read -r X Y < <(node_at coin)
click "$X" "$Y"
key ctrl+c
key ctrl+shift+v
key ctrl+d
read -r X Y < <(node_at title)
click "$X" "$Y"
key ctrl+v
key ctrl+s
python3 - "$SCENE" <<'PY' || exit 1
import json, sys
nodes = {c.get("name"): c for c in json.load(open(sys.argv[1]))["root"]["children"]}
coin = nodes["coin"]["position"]
for name, step in (("coin copy", 10), ("coin copy 2", 20), ("coin copy 3", 30)):
    if name not in nodes:
        sys.exit(f"FAIL: no {name!r} among the scene's children; names: {sorted(nodes)}")
    want = [coin[0] + step, coin[1] - step]
    if nodes[name].get("position") != want:
        sys.exit(f"FAIL: {name} at {nodes[name].get('position')}, want {want}")
PY
undo_gives_back 3
quit_editor
echo PASS
