#!/usr/bin/env bash
# A Panel lays its children out (#29, cocos ui::Layout): with real clicks, its layout type
# combo set to vertical stacks two 50 x 20 layers from its top (cocos'
# LinearVerticalLayoutManager: [0, 180] and [0, 160] in 200 x 200); the second
# child's Layout parameter gravity set to right moves it to x = 200 - 50; the file keeps
# both keys; two Ctrl+Z give the original file back, the children where they were; and
# "+ New" offers a Panel.
#   Usage: panel_layout_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
SCENE="$WORK/panel.scene.json"
cat >"$SCENE" <<'JSON'
{
  "format": "diorama.scene",
  "version": 1,
  "designSize": [960, 640],
  "root": {
    "type": "Scene",
    "id": "scene-1",
    "name": "panel",
    "children": [
      {
        "type": "Panel",
        "id": "menu-1",
        "name": "menu",
        "position": [300, 200],
        "contentSize": [200, 200],
        "backgroundOpacity": 102,
        "children": [
          {
            "type": "ColorLayer",
            "id": "first-1",
            "name": "first",
            "position": [20, 30],
            "contentSize": [50, 20]
          },
          {
            "type": "ColorLayer",
            "id": "second-1",
            "name": "second",
            "position": [90, 40],
            "contentSize": [50, 20]
          }
        ]
      }
    ]
  }
}
JSON
"$TOOL" validate "$SCENE" >/dev/null
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE"
select_filtered menu
read -r X Y < <(inspector_item choices-layoutType)
click "$X" "$Y"
read -r X Y < <(item choice-layoutType-vertical)
click "$X" "$Y"
key ctrl+s
node_has "$TOOL" menu '"layoutType":"vertical"'
node_has "$TOOL" menu/first '"position":[0,180]'
node_has "$TOOL" menu/second '"position":[0,160]'
read -r X Y < <(item hierarchy-filter)
click "$X" "$Y"
select_all
mark
type_text second
read -r X Y < <(item row-menu/second)
click "$X" "$Y"
read -r X Y < <(inspector_item choices-layoutGravity)
click "$X" "$Y"
read -r X Y < <(item choice-layoutGravity-right)
click "$X" "$Y"
key ctrl+s
node_has "$TOOL" menu/second '"layoutGravity":"right"' '"position":[150,160]'
undo_gives_back 2
# "+ New" offers a Panel: Studio's new Panel, 200 x 200 with a background.
read -r X Y < <(item new-node)
click "$X" "$Y"
read -r X Y < <(item create-Panel)
click "$X" "$Y"
key ctrl+s
[ "$(grep -c '"type": "Panel"' "$SCENE")" = 2 ] || { echo "FAIL: no new Panel in the saved file"; exit 1; }
quit_editor
echo PASS
