#!/usr/bin/env bash
# The transform tools with real keys (#30 item 7: no W/E/R tool modes). Click the box, press
# E and drag across its body: it turns (the rotate tool rotates by the body). Ctrl+Z. Press W
# and drag from where the rotate knob was: the box does not turn (the move tool has no knob;
# the press lands on the sky behind). Then a body drag moves the box without turning it.
#   Usage: tools_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/actions" "$WORK/"
SCENE="$WORK/actions/actions.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE" --report-node box
read -r X Y < <(node_at box)
box() {  # the box's saved position and rotation
  key ctrl+s
  python3 - "$SCENE" <<'PY'
import json, sys
box = next(c for c in json.load(open(sys.argv[1]))["root"]["children"] if c.get("name") == "box")
print(box["position"][0], box["position"][1], box.get("rotation", box.get("rotationSkewX", 0)))
PY
}
click "$X" "$Y"
key e
drag $((X + 20)) "$Y" "$X" $((Y - 20))   # a quarter turn around the anchor, from the body
read -r PX PY ROT < <(box)
[ "$ROT" != "0" ] || { echo "FAIL: E then a body drag did not turn the box"; exit 1; }
[ "$PX $PY" = "600 260" ] || { echo "FAIL: the rotate tool moved the box to $PX $PY"; exit 1; }
key ctrl+z
key w
drag "$X" $((Y - 62)) $((X + 40)) $((Y - 62))  # where the knob is with Q; the sky's body with W
read -r PX PY ROT < <(box)
[ "$PX $PY $ROT" = "600 260 0" ] || { echo "FAIL: under W a drag at the knob's place changed the box: $PX $PY $ROT"; exit 1; }
key ctrl+z  # that drag moved the sky
click "$X" "$Y"
drag "$X" "$Y" $((X + 30)) "$Y"
read -r PX PY ROT < <(box)
[ "$ROT" = "0" ] && [ "$PX" != "600" ] || { echo "FAIL: W then a body drag: position $PX $PY, rotation $ROT"; exit 1; }
mark
key q
item tool-Q >/dev/null
quit_editor
echo PASS
