#!/usr/bin/env bash
# Assets dropped onto inspector fields (#30 item 6: they could not be). Select the bush, open
# images/ in the Assets panel and drag brick.png onto the bush's texture field: the bush's
# texture is images/brick.png. A scene file dragged onto the same field is not taken. Ctrl+Z
# gives the file back.
#   Usage: drop_on_field_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/world-1-1" "$WORK/"
SCENE="$WORK/world-1-1/world-1-1.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE" --select level/bush
read -r FX FY < <(inspector_item asset-texture)
mark
read -r X Y < <(item assets-row-world-1-1.scene.json)
drag "$X" "$Y" "$FX" "$FY"  # a scene is not an image: refused
drop_from_assets brick.png "$FX" "$FY"
key ctrl+s
python3 - "$SCENE" <<'PY' || exit 1
import json, sys
level = next(c for c in json.load(open(sys.argv[1]))["root"]["children"] if c.get("name") == "level")
bush = next(c for c in level["children"] if c.get("name") == "bush")
if bush.get("texture") != "images/brick.png":
    sys.exit(f"FAIL: the bush's texture is {bush.get('texture')}")
PY
undo_gives_back 1
quit_editor
echo PASS
