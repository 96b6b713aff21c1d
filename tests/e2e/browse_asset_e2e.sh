#!/usr/bin/env bash
# Browse... beside an image field opens the file dialog in the folder of the image it names
# (images/, sky.png chosen); pressing its OK keeps the same image; the image chosen there becomes the sprite's texture in one undo step (#28: the inspector's request
# served by the app). On a copy of world-1-1: the sky gets images/cloud.png, saved, and
# Ctrl+Z gives the file back byte for byte. A cancelled dialog changes nothing and does
# not open again.
#   Usage: browse_asset_e2e.sh EDITOR SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
use_sample world-1-1 world-1-1.scene.json
sky_texture() {
  python3 - "$SCENE" <<'PY'
import json, sys
def walk(n):
    for c in n.get("children", []):
        if c.get("name") == "sky": return c.get("texture")
        found = walk(c)
        if found: return found
print(walk(json.load(open(sys.argv[1]))["root"]))
PY
}
start_editor "$SCENE" --select background/sky
# Cancel first: nothing changes, and the dialog stays closed.
read -r X Y < <(inspector_item browse-texture)
mark
click "$X" "$Y"
read -r X Y < <(item file-cancel)
click "$X" "$Y"
sleep 1
mark
sleep 1
if tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -aq "^ITEM file-ok "; then echo "FAIL: the file dialog opened again"; exit 1; fi

read -r X Y < <(inspector_item browse-texture)
mark
click "$X" "$Y"
tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -a "^FILE-DIALOG " | tail -1 | grep -q "/world-1-1/images sky.png$" ||
  { grep -a "^FILE-DIALOG " "$WORK/out.txt" | tail -1; echo "FAIL: Browse did not open at images/ with sky.png"; exit 1; }
read -r X Y < <(item file-name)
click "$X" "$Y"
select_all
type_text cloud.png
read -r X Y < <(item file-ok)
click "$X" "$Y"
key ctrl+s
[ "$(sky_texture)" = "images/cloud.png" ] || { echo "FAIL: the sky's texture is $(sky_texture)"; exit 1; }
undo_gives_back 1
quit_editor
echo PASS
