#!/usr/bin/env bash
# Document tabs with real clicks: Open source opens block.scene.json in a tab of its own;
# each tab keeps its own undo history and selection; File > Close on a tab with unsaved
# changes asks first (Discard keeps the file as it was), Ctrl+W on a clean one closes it,
# the last one leaves an untitled scene. Then Quit with two unsaved tabs asks about each:
# Save writes one, Discard leaves the other. Last, a source saved in its tab is read again
# by the scene's tab, which stays unmodified (Quit does not ask about it).
#   Usage: tabs_e2e.sh EDITOR SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/prefabs" "$WORK/"
SCENE="$WORK/prefabs/prefabs.scene.json" BLOCK="$WORK/prefabs/block.scene.json"
cp "$SCENE" "$WORK/prefabs-original.json"
cp "$BLOCK" "$WORK/block-original.json"
state() { grep -a '^STATE' "$WORK/out.txt" | tail -1; }

start_editor "$SCENE" --select level/block-3
mark
read -r X Y < <(item open-source)
click "$X" "$Y"
read -r X1 Y1 < <(item tab-1)            # block.scene.json, in a tab of its own
key ctrl+a
key Delete                                # block: both nodes gone, unsaved
read -r X0 Y0 < <(item tab-0)
click "$X0" "$Y0"                         # prefabs: its own (empty) history
key ctrl+z
key Delete                                # deletes level/block-3, still selected here
mark
read -r X Y < <(item menu-File)
click "$X" "$Y"
read -r X Y < <(item action-Close)
click "$X" "$Y"
read -r X Y < <(item unsaved-discard)     # "prefabs.scene.json has unsaved changes"
click "$X" "$Y"
cmp -s "$SCENE" "$WORK/prefabs-original.json" || { echo "FAIL: Discard changed prefabs.scene.json"; exit 1; }
key ctrl+z                                # block's own history gives its nodes back: clean
key ctrl+w                                # closes it without asking
quit_editor
STATE=$(state)
echo "$STATE" | grep -q '"file": "", "dirty": false' || { echo "FAIL: not an untitled scene after closing both: $STATE"; exit 1; }
echo "$STATE" | grep -q '"tabs": \["untitled"\]' || { echo "FAIL: tabs left: $STATE"; exit 1; }
cmp -s "$BLOCK" "$WORK/block-original.json" || { echo "FAIL: block.scene.json changed"; exit 1; }

# Quit asks about every tab with unsaved changes, the shown one first.
start_editor "$SCENE" --select level/block-3
mark
read -r X Y < <(item open-source)
click "$X" "$Y"
key ctrl+a
key Delete                                # block unsaved
read -r X0 Y0 < <(item tab-0)
click "$X0" "$Y0"
key Delete                                # prefabs unsaved
key ctrl+q
mark
read -r X Y < <(item unsaved-save)        # prefabs first: Save
click "$X" "$Y"
mark
read -r X Y < <(item unsaved-discard)     # then block: Discard
click "$X" "$Y"
wait "$APP"
APP=""
grep -q '"block-3"' "$SCENE" && { echo "FAIL: Save at Quit did not write prefabs.scene.json"; exit 1; }
cmp -s "$BLOCK" "$WORK/block-original.json" || { echo "FAIL: Discard at Quit wrote block.scene.json"; exit 1; }

cp "$WORK/block-original.json" "$BLOCK"
cp "$WORK/prefabs-original.json" "$SCENE"
start_editor "$SCENE" --select level/block-3
mark
read -r X Y < <(item open-source)
click "$X" "$Y"
key ctrl+a
key Delete
key ctrl+s                                # block.scene.json saved without its nodes
read -r X0 Y0 < <(item tab-0)
click "$X0" "$Y0"
sleep 1
grep -aq '^LOG Reloaded level/block-1' "$WORK/out.txt" || { echo "FAIL: the scene's tab did not read the source again"; exit 1; }
quit_editor
STATE=$(state)
echo "$STATE" | grep -q '"tabs": \["prefabs.scene.json", "block.scene.json"\]' || { echo "FAIL: a reload alone made the scene unsaved: $STATE"; exit 1; }
echo PASS
