#!/usr/bin/env bash
# Record mode with real clicks and keys (#26), on a copy of the clips sample: with the
# fader selected and Record on, the playhead at 1 s (intro's frame 60) and three nudges of
# 10 units right, intro gets a position track for the fader with a key at 60 at [70, 60]
# (not at every nudge's in-between value: the last one wins) and, as the track is new, a
# key at 0 with where the fader was, [40, 60], so the clip starts from that pose. Each
# nudge moves the fader from where the preview shows it; the fader keeps its own
# position, which the scene has where the clip does not play. Three Ctrl+Z take back the nudges and their keys: the file is byte for byte
# the original. With Record off, a nudge keys nothing; a nudge of a property the clip
# keys asks whether to key it, and "Key it" does. Record previews the clip, and Stop turns
# it off.
#   Usage: clip_record_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample clips clips.scene.json
fader_keys() {  # intro's fader position keys: "frame:x,y ..." (empty without a track)
  python3 - "$SCENE" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
clip = next(c for c in doc["animations"]["clips"] if c["name"] == "intro")
tracks = [t for t in clip["tracks"] if t["node"] == "fader" and t.get("property") == "position"]
print(" ".join(f'{k["frame"]}:{k["value"][0]:g},{k["value"][1]:g}' for t in tracks for k in t["keys"]))
PY
}
start_editor "$SCENE" --select fader
mark
read -r X Y < <(item timeline-record)
click "$X" "$Y"
read -r X Y < <(item timeline-1s)
click "$X" "$Y"
for _ in $(seq 1 30); do grep -q '^SEEK frame=60 clip=intro' "$WORK/out.txt" && break; sleep 0.1; done
for _ in 1 2 3; do key shift+Right; done
key ctrl+s
KEYS=$(fader_keys)
[ "$KEYS" = "0:40,60 60:70,60" ] || { echo "FAIL: recorded keys are '$KEYS'"; exit 1; }
python3 - "$SCENE" <<'PY' || { echo "FAIL: recording moved the fader itself"; exit 1; }
import json, sys
doc = json.load(open(sys.argv[1]))
fader = next(n for n in doc["root"]["children"] if n.get("name") == "fader")
assert fader["position"] == [40, 60], fader
PY
"$TOOL" validate "$SCENE"
undo_gives_back 3
# Typed into a field (Ctrl+click makes the opacity slider a text field): keyed once, when
# Enter ends it, so one Ctrl+Z takes back the whole edit and its key.
mark
read -r X Y < <(inspector_item property-opacity)
ctrl_click $((X - 60)) "$Y"
key ctrl+a
type_text 60
hold Return  # ImGui 1.86 misses a key pressed and released within one frame
key ctrl+s
OPACITY=$(python3 - "$SCENE" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
clip = next(c for c in doc["animations"]["clips"] if c["name"] == "intro")
track = next(t for t in clip["tracks"] if t["node"] == "fader" and t.get("property") == "opacity")
print(" ".join(f'{k["frame"]}:{k["value"]}' for k in track["keys"]))
PY
)
echo "$OPACITY" | grep -q ' 60:60 ' || { echo "FAIL: typing 60 keyed opacity as $OPACITY"; exit 1; }
undo_gives_back 1
# Record off: a nudge moves the fader and keys nothing.
mark
read -r X Y < <(item timeline-record)
click "$X" "$Y"
key shift+Right
key ctrl+s
KEYS=$(fader_keys)
[ -z "$KEYS" ] || { echo "FAIL: with Record off a nudge keyed '$KEYS'"; exit 1; }
quit_editor

# Record off, a property the clip keys: the Timeline asks, and "Key it" keys the value at
# the playhead (frame 0): intro's mover position key at 0 becomes [30, 240].
start_editor "$SCENE" --select mover
key shift+Right
mark
read -r X Y < <(item timeline-ask-key)
click "$X" "$Y"
key ctrl+s
quit_editor
python3 - "$SCENE" <<'PY' || { echo "FAIL: Key it did not key the mover at frame 0"; exit 1; }
import json, sys
doc = json.load(open(sys.argv[1]))
clip = next(c for c in doc["animations"]["clips"] if c["name"] == "intro")
track = next(t for t in clip["tracks"] if t["node"] == "mover" and t.get("property") == "position")
assert track["keys"][0] == {"frame": 0, "value": [30, 240], "easing": "QuadOut"}, track["keys"][0]
PY

# Record shows what it keys: turned on, it previews the clip at the playhead; Stop ends
# the preview and Record with it, so a nudge after Stop moves the fader and keys nothing
# (left on, it keyed a pose the viewport did not show).
KEYS_BEFORE=$(fader_keys)
start_editor "$SCENE" --select fader
mark
read -r X Y < <(item timeline-record)
click "$X" "$Y"
read -r X Y < <(item stop)
click "$X" "$Y"
key shift+Right
key ctrl+s
quit_editor
grep -a '^STATE' "$WORK/out.txt" | tail -1 | grep -q '"recording": false' ||
  { grep -a '^STATE' "$WORK/out.txt" | tail -1; echo "FAIL: Record stayed on after Stop"; exit 1; }
[ "$(fader_keys)" = "$KEYS_BEFORE" ] || { echo "FAIL: a nudge after Stop keyed: $(fader_keys)"; exit 1; }
echo PASS
