#!/usr/bin/env bash
# The editor without a display (no window can open): it says so and either suggests the
# `diorama render` command for the scene it would have opened, or, for a folder it cannot
# choose a scene from, says what the folder holds. It never suggests rendering a folder.
# Usage: no_display_e2e.sh EDITOR SOURCE_DIR
set -uo pipefail
EDITOR=$1
SRC=$2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
run() { env -u DISPLAY -u WAYLAND_DISPLAY "$EDITOR" "$@" 2>&1 >/dev/null; }
mkdir "$WORK/two"
echo '{}' >"$WORK/two/a.scene.json"
echo '{}' >"$WORK/two/b.scene.json"
OUT=$(run "$WORK/two") && { echo "FAIL: the editor exited 0 without a display"; exit 1; }
grep -q "no display is available" <<<"$OUT" || { echo "FAIL: no word of the display: $OUT"; exit 1; }
grep -q "holds 2 scene files" <<<"$OUT" || { echo "FAIL: the folder's problem is not named: $OUT"; exit 1; }
grep -q "diorama render" <<<"$OUT" && { echo "FAIL: it suggests rendering a folder: $OUT"; exit 1; }
OUT=$(run "$SRC/projects/world-1-1")
grep -q "diorama render $SRC/projects/world-1-1/world-1-1.scene.json -o scene.png" <<<"$OUT" ||
  { echo "FAIL: no render command for the folder's scene: $OUT"; exit 1; }
echo PASS
