#!/usr/bin/env bash
# The inspector marks what the Timeline's clip keys (#26, "the row shows a key icon"), on a
# copy of the clips sample: with the spinner's key at frame 0 clicked, its rotation row has
# a bright key; at 1 s (frame 60, half-way between its keys 0 and 360) a dim one. A click on
# that keys the rotation there with the value the clip gives it (180, not the node's own
# 0, which would change the motion), and the key turns bright; a click on the bright key
# deletes it, giving the file back byte for byte. At frame 120 the inspector shows the
# clip's rotation there (360), and a drag with Record on keys from it.
#   Usage: inspector_key_mark_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample clips clips.scene.json
spinner_keys() { clip_keys "$SCENE" intro spinner rotation frame value; }
start_editor "$SCENE"
mark
read -r X Y < <(item timeline-key-spinner-rotation-0)
click "$X" "$Y"
inspector_item key-here-rotation >/dev/null
# Between the keys: the mark is dim, and no other row of the spinner is keyed.
mark
read -r X Y < <(item timeline-1s)
click "$X" "$Y"
for _ in $(seq 1 30); do grep -q '^SEEK frame=60 clip=intro' "$WORK/out.txt" && break; sleep 0.1; done
sleep 0.5
mark  # frames drawn at 60 only
xdotool mousemove --window "$WID" 1080 300; sleep 0.5
read -r X Y < <(item keyed-rotation)
if tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -a '^ITEM key' | grep -qv 'keyed-rotation'; then
  echo "FAIL: rows the intro clip does not key for the spinner are marked:"
  tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -a "^ITEM key" | sort | uniq -c; exit 1
fi
click "$X" "$Y"
key ctrl+s
KEYS=$(spinner_keys)
[ "$KEYS" = "0:0 60:180 120:360" ] || { echo "FAIL: after the key mark's click the spinner's keys are '$KEYS'"; exit 1; }
"$TOOL" validate "$SCENE"
mark
xdotool mousemove --window "$WID" 1080 300; sleep 0.5
read -r X Y < <(item key-here-rotation)
click "$X" "$Y"
key ctrl+s
cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: deleting the key from its mark did not give the file back: $(spinner_keys)"; exit 1; }

# While the playhead shows a frame, the inspector shows the clip's values there: at frame
# 120 the rotation is 360 (the node's own is 0), so with Record on a drag of 20 px (half a
# degree a pixel) from there keys 370, not 10.
mark
read -r X Y < <(item timeline-key-spinner-rotation-120)
click "$X" "$Y"
read -r X Y < <(item timeline-record)
click "$X" "$Y"
read -r X Y < <(inspector_item property-rotation)
drag $((X - 60)) "$Y" $((X - 40)) "$Y"
key ctrl+s
KEYS=$(spinner_keys)
case "$KEYS" in  # ImGui takes a pixel or two to start a drag
  "0:0 120:36"[6-9]* | "0:0 120:370") ;;
  *) echo "FAIL: a drag of the rotation at frame 120 with Record on keyed '$KEYS'"; exit 1 ;;
esac
quit_editor
echo PASS
