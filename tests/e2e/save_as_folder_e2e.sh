#!/usr/bin/env bash
# Save As one folder up, typing a name without an extension: the new file names every
# image from its own folder, so `diorama validate` passes on it. A file dialog opens with
# its name field taking the keyboard.
#   Usage: save_as_folder_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
TOOL=$3
source "$(dirname "$0")/common.sh" "$@"
mkdir -p "$WORK/game"
cp -r "$SRC/projects/world-1-1" "$WORK/game/"
SCENE="$WORK/game/world-1-1/world-1-1.scene.json"
mkdir -p "$WORK/bad"
echo '{' >"$WORK/bad/broken.scene.json"
start_editor "$SCENE"
# A failed Open elsewhere makes that the last folder; Save As still starts in the
# scene's own folder, where saving keeps its asset paths.
key ctrl+o
# The name field has the keyboard as the dialog opens: no click first.
item file-name >/dev/null
select_all
type_text "$WORK/bad/broken.scene.json"
read -r OX OY < <(item file-ok)
click "$OX" "$OY"
read -r EX EY < <(item error-ok)
click "$EX" "$EY"
mark
key ctrl+shift+s
sleep 0.5
tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -aq "^FILE-DIALOG $WORK/game/world-1-1 world-1-1.scene.json" ||
  { grep -a '^FILE-DIALOG' "$WORK/out.txt"; echo "FAIL: Save As did not start in the scene's folder"; exit 1; }
read -r UX UY < <(item file-up)
mark
click "$UX" "$UY"
read -r NX NY < <(item file-name)
click "$NX" "$NY"
select_all
type_text "moved"
read -r OX OY < <(item file-ok)
click "$OX" "$OY"
for _ in $(seq 1 50); do [ -f "$WORK/game/moved.scene.json" ] && break; sleep 0.1; done
[ -f "$WORK/game/moved.scene.json" ] || { echo "FAIL: nothing saved as moved.scene.json"; ls -R "$WORK/game" | head; grep -av '^ITEM' "$WORK/out.txt" | tail; exit 1; }
"$TOOL" validate "$WORK/game/moved.scene.json"
grep -q '"world-1-1/images/player.png"' "$WORK/game/moved.scene.json"
quit_editor
grep -q "\"file\": \"$WORK/game/moved.scene.json\"" "$WORK/out.txt" || { grep '^STATE' "$WORK/out.txt"; exit 1; }
echo PASS
