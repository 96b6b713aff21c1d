#!/usr/bin/env bash
# Editing a clip's keys in the dope sheet with real clicks (#26), on a copy of the clips
# sample: drag the mover's position key from frame 60 ten frames right (one undo step,
# Ctrl+Z gives the file back byte for byte), give it SineInOut from its right-click menu,
# then select it (from two selected keys, a plain click) and press Delete: the key goes,
# the mover stays.
#   Usage: clip_key_edits_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample clips clips.scene.json
mover_keys() { clip_keys "$SCENE" intro mover position frame easing; }
start_editor "$SCENE"
mark
read -r X0 _ < <(item timeline-0s)
read -r X1 _ < <(item timeline-1s)
read -r KX KY < <(item timeline-key-mover-position-60)
# Ten frames to the right, in the ruler's pixels per frame.
drag "$KX" "$KY" $((KX + (X1 - X0) * 10 / 60)) "$KY"
key ctrl+s
KEYS=$(mover_keys)
[ "$KEYS" = "0:QuadOut 70:BounceOut 120:Linear" ] || { echo "FAIL: after the drag the keys are $KEYS"; exit 1; }
"$TOOL" validate "$SCENE"
undo_gives_back 1

# The easing, from the key's right-click menu.
mark
open_key_menu timeline-key-mover-position-60
read -r X Y < <(item key-menu-easing)
click "$X" "$Y"
read -r X Y < <(item key-menu-easing-SineInOut)
click "$X" "$Y"
key ctrl+s
KEYS=$(mover_keys)
[ "$KEYS" = "0:QuadOut 60:SineInOut 120:Linear" ] || { echo "FAIL: after the easing the keys are $KEYS"; exit 1; }

# Select the key and press Delete: the key goes, not the node. It is first one of two
# selected keys: a plain click on it (no drag) selects it alone.
mark
read -r X Y < <(item timeline-key-mover-position-0)
click "$X" "$Y"
read -r KX KY < <(item timeline-key-mover-position-60)
ctrl_click "$KX" "$KY"
click "$KX" "$KY"
key Delete
key ctrl+s
KEYS=$(mover_keys)
[ "$KEYS" = "0:QuadOut 120:Linear" ] || { echo "FAIL: after Delete the keys are $KEYS"; exit 1; }
grep -q '"name": "mover"' "$SCENE" || { echo "FAIL: Delete deleted the mover node"; exit 1; }
"$TOOL" validate "$SCENE"
quit_editor
echo PASS
