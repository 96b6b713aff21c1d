#!/usr/bin/env bash
# Copying, cutting and pasting a clip's keys with real clicks and keys (#26), on a copy of
# the clips sample. The mover's position keys at 0 and 60 are copied with Ctrl+C, and the
# backdrop's event key at 60 is clicked (the backdrop is selected, and the playhead goes to
# 60): Ctrl+V gives the backdrop a position track with the two keys at 60 and 120, their
# values and easings kept. That is one undo step. The spinner's key at 120 is then copied from its
# right-click menu and pasted into the wiggle clip over the key at 30. Ctrl+X cuts
# wiggle's mover key at 10, and a right-click on the spinner's track at frame 15 pastes it
# there, onto the spinner.
#   Usage: clip_key_copy_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample clips clips.scene.json
track_keys() { clip_keys "$SCENE" "$1" "$2" "$3" frame value easing; }  # track_keys CLIP NODE PROPERTY
start_editor "$SCENE"

# Ctrl+C on two keys of the mover, Ctrl+V with the backdrop selected and the playhead at 60.
mark
read -r X Y < <(item timeline-key-mover-position-0)
click "$X" "$Y"
read -r X Y < <(item timeline-key-mover-position-60)
ctrl_click "$X" "$Y"
key ctrl+c
read -r X Y < <(item timeline-key-backdrop-events-60)
click "$X" "$Y"
key ctrl+v
key ctrl+s
KEYS=$(track_keys intro backdrop position)
[ "$KEYS" = "60:20,240:QuadOut 120:300,240:BounceOut" ] || { echo "FAIL: the backdrop's pasted keys are '$KEYS'"; exit 1; }
KEYS=$(track_keys intro mover position)
[ "$KEYS" = "0:20,240:QuadOut 60:300,240:BounceOut 120:20,240:Linear" ] || { echo "FAIL: the mover's keys changed: $KEYS"; exit 1; }
"$TOOL" validate "$SCENE"
undo_gives_back 1

# From the key's menu: copy the spinner's key at 120, paste it over wiggle's key at 30.
mark
read -r X Y < <(item timeline-key-spinner-rotation-120)
click "$X" "$Y"  # the key stays under the mouse: the ruler does not rescale at the clip's end
open_key_menu timeline-key-spinner-rotation-120
read -r X Y < <(item key-menu-copy)
click "$X" "$Y"
read -r X Y < <(item timeline-clip)
click "$X" "$Y"
read -r X Y < <(item timeline-clip-wiggle)
click "$X" "$Y"
mark
read -r X Y < <(item timeline-key-spinner-rotation-30)
click "$X" "$Y"
open_key_menu timeline-key-spinner-rotation-30
read -r X Y < <(item key-menu-paste)
click "$X" "$Y"
key ctrl+s
KEYS=$(track_keys wiggle spinner rotation)
[ "$KEYS" = "0:0:ExpoOut 30:360:Linear" ] || { echo "FAIL: wiggle's spinner keys after the paste are '$KEYS'"; exit 1; }

# Ctrl+X cuts a key: it goes, and Ctrl+V at the playhead brings it back.
mark
read -r X Y < <(item timeline-key-mover-position-10)
click "$X" "$Y"
key ctrl+x
key ctrl+s
KEYS=$(track_keys wiggle mover position)
[ "$KEYS" = "0:20,240:Linear 20:0,230:Linear 30:20,240:Linear" ] || { echo "FAIL: after Ctrl+X wiggle's mover keys are '$KEYS'"; exit 1; }
key ctrl+v
key ctrl+s
KEYS=$(track_keys wiggle mover position)
[ "$KEYS" = "0:20,240:Linear 10:40,250:SineInOut 20:0,230:Linear 30:20,240:Linear" ] || { echo "FAIL: Ctrl+V did not put the cut key back: '$KEYS'"; exit 1; }
grep -q '"name": "mover"' "$SCENE" || { echo "FAIL: Ctrl+X cut the mover node"; exit 1; }

# A right-click on a track between its keys pastes there: the cut key goes onto the
# spinner at frame 15.
mark
read -r X0 _ < <(item timeline-0s)
read -r X1 _ < <(item timeline-1s)
read -r _ TY < <(item timeline-track-spinner-rotation)
xdotool mousemove --window "$WID" $((X0 + (X1 - X0) * 15 / 60)) "$TY"; sleep 0.3; xdotool click 3; sleep 0.5
read -r X Y < <(item track-menu-paste)
click "$X" "$Y"
key ctrl+s
KEYS=$(track_keys wiggle spinner position)
[ "$KEYS" = "15:40,250:SineInOut" ] || { echo "FAIL: Paste here on the spinner's track at 15 gave '$KEYS'"; exit 1; }
"$TOOL" validate "$SCENE"
quit_editor
echo PASS
