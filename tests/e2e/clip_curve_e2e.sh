#!/usr/bin/env bash
# Editing a custom curve with real drags (#26, "the easing picker ... including the custom
# curve"), on a copy of the clips sample: the mover's key at 60 gets Custom curve... from
# its Easing menu, handle 1 dragged 40 px up (half a unit on the 80 px-a-unit canvas) and
# Apply: the key's easing is Custom with handle heights 0.833 and 0.667. Opened again, the
# editor starts from that curve; handle 2 dragged 80 px down gives -0.333. Two undo steps
# give the file back byte for byte.
#   Usage: clip_curve_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample clips clips.scene.json
key60_easing() { clip_keys "$SCENE" intro mover position frame easing | tr ' ' '\n' | sed -n 's/^60://p'; }
open_curve_editor() {
  mark
  open_key_menu timeline-key-mover-position-60
  read -r X Y < <(item key-menu-easing)
  click "$X" "$Y"
  read -r X Y < <(item key-menu-easing-custom)
  click "$X" "$Y"
}
start_editor "$SCENE"

open_curve_editor
read -r HX HY < <(item curve-handle-1)
drag "$HX" "$HY" "$HX" $((HY - 40))
read -r X Y < <(item curve-apply)
click "$X" "$Y"
key ctrl+s
EASING=$(key60_easing)
[ "$EASING" = '{"type":"Custom","points":[[0,0],[0.333,0.833],[0.667,0.667],[1,1]]}' ] ||
  { echo "FAIL: after the first curve the key's easing is $EASING"; exit 1; }
"$TOOL" validate "$SCENE"

# Again: the editor starts from the key's own curve.
open_curve_editor
read -r HX HY < <(item curve-handle-2)
drag "$HX" "$HY" "$HX" $((HY + 80))
read -r X Y < <(item curve-apply)
click "$X" "$Y"
key ctrl+s
EASING=$(key60_easing)
[ "$EASING" = '{"type":"Custom","points":[[0,0],[0.333,0.833],[0.667,-0.333],[1,1]]}' ] ||
  { echo "FAIL: after the second curve the key's easing is $EASING"; exit 1; }
"$TOOL" validate "$SCENE"
undo_gives_back 2
quit_editor
echo PASS
