#!/usr/bin/env bash
# Another program rewrites the open scene: the editor notices (its 2 s check), offers
# Reload or Keep mine; Reload shows their version. Then, with an unsaved edit, Ctrl+S
# over a file changed again asks first and Cancel leaves their file alone.
#   Usage: external_change_e2e.sh EDITOR SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/world-1-1" "$WORK/"
SCENE="$WORK/world-1-1/world-1-1.scene.json"
start_editor "$SCENE" --report-node actors/player
mark
# Their version: the player removed.
python3 - "$SCENE" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
actors = [c for c in s["root"]["children"] if c.get("name") == "actors"][0]
actors["children"] = [c for c in actors["children"] if c.get("name") != "player"]
json.dump(s, open(sys.argv[1], "w"), indent=2)
PY
read -r RX RY < <(item disk-reload)
click "$RX" "$RY"
read -r X Y < <(node_at actors/player)
click "$X" "$Y"   # where the player was: now the sky or the ground
key Delete        # an unsaved edit of ours
cp "$SCENE" "$WORK/theirs.json"
echo " " >>"$SCENE"   # they change it again
cp "$SCENE" "$WORK/theirs.json"
mark
key ctrl+s
read -r CX CY < <(item disk-cancel)
cmp -s "$SCENE" "$WORK/theirs.json" || { echo "FAIL: Ctrl+S overwrote a file changed by another program"; exit 1; }
click "$CX" "$CY"
cmp -s "$SCENE" "$WORK/theirs.json" || { echo "FAIL: Cancel still wrote the file"; exit 1; }
kill -9 "$APP"; APP=""
if grep -q '"player-1"' "$SCENE"; then echo "FAIL: Reload did not read their version"; exit 1; fi
echo PASS
