#!/usr/bin/env bash
# Resize handles (#29: a scale9 widget or a Panel is resized, not scaled, so its caps stay
# crisp). With real clicks: select a 300 x 160 Panel; its top-right handle dragged up and
# right grows its content size by the drag over the zoom, its scale stays 1 and its
# bottom-left corner stays where it was. Its right edge's handle widens it alone. The
# Scale tool (R) scales it by the same corner instead. Three Ctrl+Z give the file back.
# Escape pressed in the middle of a drag takes the drag back. The status bar names the
# handle under the mouse and shows the size while dragging; sizes come out as round numbers.
# A press just beside a handle takes it.
#   Usage: resize_handles_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
SCENE="$WORK/resize.scene.json"
cat >"$SCENE" <<'JSON'
{
  "format": "diorama.scene",
  "version": 1,
  "designSize": [960, 640],
  "root": {
    "type": "Scene",
    "id": "scene-1",
    "name": "resize",
    "children": [
      {
        "type": "Panel",
        "id": "panel-1",
        "name": "panel",
        "position": [400, 200],
        "anchorPoint": [0.5, 0.5],
        "contentSize": [300, 160],
        "backgroundOpacity": 160
      }
    ]
  }
}
JSON
"$TOOL" validate "$SCENE" >/dev/null
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE"
select_filtered panel
mark
read -r X0 Y0 < <(item viewport-resize-corner-0)  # bottom left, screen
read -r X2 Y2 < <(item viewport-resize-corner-2)  # top right
ZOOM=$(awk -v a="$X0" -v b="$X2" 'BEGIN { printf "%.6f", (b - a) / 300 }')
# Escape in the middle of a drag takes it back (a tryout's wish): the file is unchanged.
# The status bar names the handle under the mouse, then the size the drag is setting.
status() { grep -a '^STATUS' "$WORK/out.txt" | tail -1; }
# Aimed 7 pixels beside the handle, outside its drawn square: a near-miss still takes it
# (a tryout's selected and dragged what lay beneath).
xdotool mousemove --window "$WID" $((X2 + 7)) $((Y2 - 7)); sleep 0.5
status | grep -q '| Top-right corner: drag to resize; Shift keeps the aspect | panel (Panel)$' ||
  { echo "FAIL: no hint naming the handle and its node: $(status)"; exit 1; }
xdotool mousedown 1; sleep 0.3
for i in 1 2 3 4; do xdotool mousemove --window "$WID" $((X2 + 10 * i)) $((Y2 - 5 * i)); sleep 0.1; done
sleep 0.3
# The node named is the one resized, wherever the mouse is (a tryout saw the background).
status | grep -Eq '\| Resize 3[0-9.]+ x 1[0-9.]+ \| panel \(Panel\)$' || { echo "FAIL: no size while dragging: $(status)"; exit 1; }
key Escape
xdotool mousemove --window "$WID" $((X2 + 60)) $((Y2 - 30)); sleep 0.2
xdotool mouseup 1; sleep 0.5
key ctrl+s
cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: Escape did not take the drag back"; exit 1; }
drag "$X2" "$Y2" $((X2 + 40)) $((Y2 - 30))
key ctrl+s
# panel: contentSize, position, scale; expected: size grown by the drag over the zoom, the
# bottom-left corner (position - size/2) unchanged, no scale key.
check() {  # check WIDTH_GROWTH_PX HEIGHT_GROWTH_PX
  python3 - "$SCENE" "$ZOOM" "$1" "$2" <<'PY'
import json, sys
scene, zoom, gx, gy = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
panel = json.load(open(scene))["root"]["children"][0]
w, h = panel["contentSize"]
x, y = panel["position"]
want_w, want_h = 300 + gx / zoom, 160 + gy / zoom
ok = abs(w - want_w) < 0.6 and abs(h - want_h) < 0.6  # the zoom is read from whole pixels
ok = ok and abs((x - w / 2) - 250) < 1e-3 and abs((y - h / 2) - 120) < 1e-3
ok = ok and "scale" not in panel and "scaleX" not in panel
# Round numbers at any zoom: tenths at most (a tryout found sizes such as 341.2500305).
ok = ok and all(abs(v * 10 - round(v * 10)) < 1e-3 for v in (w, h))
print("ok" if ok else f"FAIL: size {w} x {h} at {x}, {y} (wanted {want_w:.2f} x {want_h:.2f}, corner at 250, 120), {panel}")
PY
}
RESULT=$(check 40 30)
[ "$RESULT" = ok ] || { echo "$RESULT after the corner drag"; exit 1; }
mark
read -r XE YE < <(item viewport-resize-edge-1)  # the right edge's middle
drag "$XE" "$YE" $((XE + 24)) $((YE + 50))       # its vertical part changes nothing
key ctrl+s
RESULT=$(check 64 30)
[ "$RESULT" = ok ] || { echo "$RESULT after the edge drag"; exit 1; }
# The Scale tool: the same corner scales, the size stays.
key r
mark
read -r X2 Y2 < <(item viewport-scale-corner-2)
drag "$X2" "$Y2" $((X2 + 30)) "$Y2"
key ctrl+s
python3 - "$SCENE" "$ZOOM" <<'PY'
import json, sys
panel = json.load(open(sys.argv[1]))["root"]["children"][0]
w, h = panel["contentSize"]
want_w = 300 + 64 / float(sys.argv[2])
assert abs(w - want_w) < 0.6, f"FAIL: the Scale tool changed the size to {w}"
assert panel.get("scaleX", 1) > 1.05, f"FAIL: the Scale tool did not scale: {panel}"
PY
undo_gives_back 3
quit_editor
echo PASS
