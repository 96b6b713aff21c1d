#!/usr/bin/env bash
# The Assets panel with real clicks: open the images folder, drag sheet.png onto the
# viewport where the gem is (a Sprite lands at that point), open sheet.plist and drag
# its star.png frame onto the "tile" row (a framed Sprite under it), pick another frame
# in the inspector's frame combo, find a frame of sheet-v2.plist through the filter and
# drag it onto "tile" too, save. Then one Ctrl+Z removes a drop, and Open on a
# scene file's context menu opens it, and a file added while the editor was in the
# background shows when it comes back; Show in Assets on a texture field finds its
# file. (ImGui 1.86 samples the mouse once a frame, so
# the script avoids double-clicks: a slow frame would merge them.)
#   Usage: assets_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/sheets" "$WORK/"
SCENE="$WORK/sheets/sheets.scene.json"

start_editor "$SCENE" --report-node gem
read -r GX GY < <(node_at gem)
mark
drop_from_assets sheet.png "$GX" "$GY"
read -r X Y < <(item assets-row-images/sheet.plist)
click "$X" "$Y"
xdotool click 5 click 5 click 5; sleep 0.5  # its frames are below the panel's edge
mark
read -r X Y < <(item 'assets-row-images/sheet.plist#star.png')
read -r TX TY < <(item row-tile)
drag "$X" "$Y" "$TX" "$TY"
# The new sprite is selected: its frame is a combo of the sheet's frames.
read -r X Y < <(inspector_item choices-spriteFrame)
click "$X" "$Y"
read -r X Y < <(item choice-spriteFrame-flag.png)
click "$X" "$Y"
# The filter finds frames inside sheets: "flag" shows sheet-v2's flag.png frame.
read -r X Y < <(item assets-filter)
click "$X" "$Y"
mark
type_text flag
read -r X Y < <(item 'assets-row-images/sheet-v2.plist#flag.png')
read -r TX TY < <(item row-tile)
drag "$X" "$Y" "$TX" "$TY"
key ctrl+s
quit_editor
"$TOOL" validate "$SCENE" >/dev/null
"$TOOL" inspect "$SCENE" sheet | tr -d ' \n' | grep -q '"texture":"images/sheet.png"' || { echo "FAIL: no Sprite of sheet.png"; exit 1; }
POS=$("$TOOL" inspect "$SCENE" sheet | tr -d ' \n' | grep -o '"position":\[[-0-9.e]*,[-0-9.e]*\]' | head -1)
python3 - "$POS" <<'PY' || { echo "FAIL: the sprite is not where it was dropped: $POS"; exit 1; }
import re, sys
x, y = map(float, re.findall(r'-?[0-9.e]+', sys.argv[1]))
sys.exit(0 if abs(x - 100) <= 1.5 and abs(y - 170) <= 1.5 else 1)
PY
"$TOOL" inspect "$SCENE" tile/star | tr -d ' \n' | grep -q '"spriteFrame":"flag.png"' || { echo "FAIL: no framed Sprite under tile, showing the frame chosen in the combo"; exit 1; }
"$TOOL" inspect "$SCENE" tile/flag | tr -d ' \n' | grep -q '"atlas":"images/sheet-v2.plist"' || { echo "FAIL: the frame found through the filter was not dropped"; exit 1; }

# Each drop is one undo step; Open on a scene file opens it.
cp "$SRC/projects/sheets/sheets.scene.json" "$SCENE"
start_editor "$SCENE"
mark
read -r X Y < <(item assets-row-images)
click "$X" "$Y"
mark
read -r X Y < <(item assets-row-images/sheet.png)
read -r TX TY < <(item row-tile)
drag "$X" "$Y" "$TX" "$TY"
key ctrl+z
key ctrl+s
cmp "$SCENE" "$SRC/projects/sheets/sheets.scene.json" || { echo "FAIL: undo left the drop in the file"; exit 1; }
# A file made while the user is in another program shows when they come back.
cp "$SRC/projects/sheets/images/originals/star.png" "$WORK/sheets/painted.png"
mark
leave_and_return
item assets-row-painted.png >/dev/null
mkdir -p "$WORK/sheets/levels"
cp "$SRC/projects/prefabs/block.scene.json" "$WORK/sheets/levels/"
# The panel lists the new folder once read again.
read -r X Y < <(item assets-refresh)
click "$X" "$Y"
mark
read -r X Y < <(item assets-row-levels)
click "$X" "$Y"
mark
read -r X Y < <(item assets-row-levels/block.scene.json)
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.3; xdotool click 3; sleep 0.5
read -r X Y < <(item assets-open)
click "$X" "$Y"
quit_expecting_open block.scene.json "Open did not open the scene"

# Show in Assets on a sprite's texture opens the folders above the file (all closed at
# first) and brings its row into view.
cp "$SRC/projects/sheets/sheets.scene.json" "$SCENE"
start_editor "$SCENE" --select gem-original
read -r X Y < <(inspector_item asset-texture)
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.3; xdotool click 3; sleep 0.5
read -r X Y < <(item show-in-assets)
mark
click "$X" "$Y"
read -r X Y < <(item assets-row-images/originals/gem.png)
[ "$Y" -gt 300 ] && [ "$Y" -lt 540 ] || { echo "FAIL: the revealed row is not in the Assets panel's view (y $Y)"; exit 1; }
quit_editor
echo PASS
