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
cp -r "$SRC/projects/clips" "$WORK/"
SCENE="$WORK/clips/clips.scene.json"
cp "$SCENE" "$WORK/original.json"
key60_easing() {  # the intro clip's mover position key at 60: its easing as JSON
  python3 - "$SCENE" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
clip = next(c for c in doc["animations"]["clips"] if c["name"] == "intro")
track = next(t for t in clip["tracks"] if t["node"] == "mover" and t.get("property") == "position")
print(json.dumps(next(k for k in track["keys"] if k["frame"] == 60).get("easing"), separators=(",", ":")))
PY
}
open_curve_editor() {
  mark
  read -r KX KY < <(item timeline-key-mover-position-60)
  xdotool mousemove --window "$WID" "$KX" "$KY"; sleep 0.3; xdotool click 3; sleep 0.5
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
