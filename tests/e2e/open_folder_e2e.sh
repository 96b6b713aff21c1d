#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): started on a project
# folder (`diorama-editor projects/world-1-1`), the editor opens the scene named after the
# folder; a click, Delete and Ctrl+S save into that file. A folder with two scenes and
# none named after it opens nothing, says which scenes it holds, and the untitled scene
# left open takes its assets from that folder.
# Usage: open_folder_e2e.sh EDITOR_BINARY SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/world-1-1" "$WORK/"
SCENE="$WORK/world-1-1/world-1-1.scene.json"
# A second scene beside the main one (a prefab) must not stop the folder from opening.
echo '{"format": "diorama.scene", "version": 1, "root": {"type": "Scene"}}' >"$WORK/world-1-1/other.scene.json"
grep -q '"player-1"' "$SCENE"

start_editor "$WORK/world-1-1/" --report-node actors/player
read -r X Y < <(node_at actors/player)
[ -n "$X" ] || { echo "FAIL: the folder's scene was not opened"; grep -av '^ITEM' "$WORK/out.txt" | tail; exit 1; }
click "$X" "$Y"
key Delete
key ctrl+s
if grep -q '"player-1"' "$SCENE"; then echo "FAIL: Ctrl+S did not save into the folder's scene"; exit 1; fi
quit_editor

mkdir "$WORK/two"
echo '{"format": "diorama.scene", "version": 1, "root": {"type": "Scene"}}' >"$WORK/two/a.scene.json"
cp "$WORK/two/a.scene.json" "$WORK/two/b.scene.json"
cp "$SRC/projects/world-1-1/images/brick.png" "$WORK/two/"
start_editor "$WORK/two"
wait_grep "holds 2 scene files (a.scene.json, b.scene.json)" "$WORK/out.txt" ||
  { echo "FAIL: no error names the folder's scenes"; grep -av '^ITEM' "$WORK/out.txt" | tail; exit 1; }
# The error is a dialog, and its OK closes it.
read -r X Y < <(item error-ok)
[ -n "${KEEP_WORK:-}" ] && import -window root "$WORK/error.png"
click "$X" "$Y"
# The untitled scene left open belongs to that folder: the Assets panel shows its files.
mark
item assets-row-brick.png >/dev/null
quit_editor
echo PASS
