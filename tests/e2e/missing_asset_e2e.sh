#!/usr/bin/env bash
# A scene whose image is gone: the Missing assets dialog lists it on open with its users;
# Relink... points every user at another image in one step, and saving writes that.
#   Usage: missing_asset_e2e.sh EDITOR SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/world-1-1" "$WORK/"
SCENE="$WORK/world-1-1/world-1-1.scene.json"
rm "$WORK/world-1-1/images/brick.png"
start_editor "$SCENE"
grep -q '^DIALOG missing-assets 1$' "$WORK/out.txt" || { echo "FAIL: no missing-assets dialog"; cat "$WORK/out.txt" | grep -av ITEM | head; exit 1; }
item missing-images/brick.png >/dev/null
import -window root "$WORK/missing.png"
mark
read -r RX RY < <(item relink-images/brick.png)
mark
click "$RX" "$RY"
choose_file images/question.png
key ctrl+s
if grep -q 'images/brick.png' "$SCENE"; then echo "FAIL: brick.png is still named"; grep -av ITEM "$WORK/out.txt" | tail; exit 1; fi
[ "$(grep -c '"images/question.png"' "$SCENE")" = 6 ] || { echo "FAIL: expected the 3 bricks relinked to question.png"; exit 1; }
quit_editor
echo PASS
