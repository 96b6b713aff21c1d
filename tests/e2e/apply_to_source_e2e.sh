#!/usr/bin/env bash
# Apply to source with real clicks: block-3's coin overrides its colour; Apply writes the
# colour into block.scene.json at once, every block's coin takes it, and the scene keeps
# only the position override. Ctrl+Z writes the source's old colour back; Ctrl+Y again.
# Then with block.scene.json open in a tab: Apply is refused while that tab has unsaved
# changes (neither is lost), and once it is clean, Apply writes the file and the block tab
# reads it again without asking.
#   Usage: apply_to_source_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/prefabs" "$WORK/"
SCENE="$WORK/prefabs/prefabs.scene.json" SOURCE="$WORK/prefabs/block.scene.json"
cp "$SOURCE" "$WORK/block-original.json"
cp "$SCENE" "$WORK/prefabs-original.json"
start_editor "$SCENE" --select level/block-3/coin
read -r X Y < <(inspector_item apply-color)
click "$X" "$Y"
wait_grep '"color": \[255, 60, 60\]' "$SOURCE" || { cat "$SOURCE"; echo "FAIL: Apply did not write the colour into block.scene.json"; exit 1; }
grep -aq 'Apply Colour to block.scene.json' "$WORK/out.txt" || { echo "FAIL: the log does not say what was applied"; exit 1; }
key ctrl+z
wait_same "$SOURCE" "$WORK/block-original.json" || { echo "FAIL: Ctrl+Z did not write the source's old colour back"; exit 1; }
key ctrl+y
wait_grep '"color": \[255, 60, 60\]' "$SOURCE" || { echo "FAIL: Ctrl+Y did not apply again"; exit 1; }
key ctrl+s
quit_editor
grep -q '"coin": {"position": \[24, 100\]}' "$SCENE" || { grep -A3 overrides "$SCENE"; echo "FAIL: the scene still overrides the colour"; exit 1; }
"$TOOL" inspect "$SCENE" level/block-1/coin | tr -d ' \n' | grep -q '"displayedColor":\[255,60,60\]' || { echo "FAIL: block-1's coin does not show the applied colour"; exit 1; }

cp "$WORK/block-original.json" "$SOURCE"
cp "$WORK/prefabs-original.json" "$SCENE"
start_editor "$SCENE" --select level/block-3/coin
mark
read -r X Y < <(item row-level/block-3)
click "$X" "$Y"
read -r X Y < <(item open-source)
click "$X" "$Y"                          # block.scene.json in tab 1
key ctrl+a
key Delete                               # unsaved there
read -r X0 Y0 < <(item tab-0)
read -r X1 Y1 < <(item tab-1)
click "$X0" "$Y0"
mark
read -r X Y < <(item row-level/block-3/coin)
click "$X" "$Y"
read -r X Y < <(inspector_item apply-color)
click "$X" "$Y"
read -r X Y < <(item error-ok)
grep -aq '^LOG .*block.scene.json has unsaved changes in another tab' "$WORK/out.txt" || { echo "FAIL: Apply was not refused with the reason"; exit 1; }
click "$X" "$Y"
cmp -s "$SOURCE" "$WORK/block-original.json" || { echo "FAIL: a refused Apply wrote block.scene.json"; exit 1; }
click "$X1" "$Y1"
key ctrl+z                               # block is clean again
for _ in $(seq 1 25); do                 # ...once a frame draws its tab without the mark
  mark
  item tab-1 >/dev/null
  sleep 0.2
  tail -n +$((FROM + 1)) "$WORK/out.txt" | items_named tab-1-unsaved | grep -q . || break
done
click "$X0" "$Y0"
read -r X Y < <(inspector_item apply-color)
click "$X" "$Y"
wait_grep '"color": \[255, 60, 60\]' "$SOURCE" || { echo "FAIL: Apply did not write block.scene.json"; exit 1; }
mark
click "$X1" "$Y1"
sleep 1
grep -aq '^LOG Read .*block.scene.json again' "$WORK/out.txt" || { echo "FAIL: the clean block tab did not read the file again"; exit 1; }
tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -aq '^ITEM disk-' && { echo "FAIL: the block tab asked about a change this editor made"; exit 1; }
click "$X0" "$Y0"
key ctrl+s
quit_editor
grep -a '^STATE' "$WORK/out.txt" | tail -1 | grep -q '"tabs": \["prefabs.scene.json", "block.scene.json"\]' || { grep -a '^STATE' "$WORK/out.txt" | tail -1; echo "FAIL: tabs not both saved"; exit 1; }
echo PASS
