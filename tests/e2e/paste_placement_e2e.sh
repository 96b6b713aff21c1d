#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): click the coin, Ctrl+C,
# then Ctrl+Shift+V twice (#30 item 6: a paste beside its original landed exactly on top
# of it, with the same name). The copies are "coin copy" and "coin copy 2", 10 and 20
# units right and down of coin. Ctrl+Z twice gives the file back.
# Usage: paste_placement_e2e.sh EDITOR SOURCE DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/actions" "$WORK/"
SCENE="$WORK/actions/actions.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE" --report-node coin
read -r X Y < <(node_at coin)
click "$X" "$Y"
key ctrl+c
key ctrl+shift+v
key ctrl+shift+v
key ctrl+s
python3 - "$SCENE" <<'PY' || exit 1
import json, sys
nodes = {c.get("name"): c for c in json.load(open(sys.argv[1]))["root"]["children"]}
coin = nodes["coin"]["position"]
for name, step in (("coin copy", 10), ("coin copy 2", 20)):
    if name not in nodes:
        sys.exit(f"FAIL: no {name!r} after Ctrl+Shift+V; names: {sorted(nodes)}")
    want = [coin[0] + step, coin[1] - step]
    if nodes[name].get("position") != want:
        sys.exit(f"FAIL: {name} at {nodes[name].get('position')}, want {want}")
PY
undo_gives_back 2
quit_editor
echo PASS
