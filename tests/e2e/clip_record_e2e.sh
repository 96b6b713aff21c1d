#!/usr/bin/env bash
# Record mode with real clicks and keys (#26), on a copy of the clips sample: with the
# fader selected and Record on, the playhead at 1 s (intro's frame 60) and three nudges of
# 10 units right, intro gets a position track for the fader with a key at 60 at [70, 60]
# (not at every nudge's in-between value: the last one wins), and the document itself
# moved too. Three Ctrl+Z take back the nudges and their keys: the file is byte for byte
# the original. With Record off, a nudge keys nothing.
#   Usage: clip_record_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/clips" "$WORK/"
SCENE="$WORK/clips/clips.scene.json"
cp "$SCENE" "$WORK/original.json"
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
[ "$KEYS" = "60:70,60" ] || { echo "FAIL: recorded keys are '$KEYS'"; exit 1; }
python3 - "$SCENE" <<'PY' || { echo "FAIL: the fader itself did not move"; exit 1; }
import json, sys
doc = json.load(open(sys.argv[1]))
fader = next(n for n in doc["root"]["children"] if n.get("name") == "fader")
assert fader["position"] == [70, 60], fader
PY
"$TOOL" validate "$SCENE"
undo_gives_back 3
# Record off: a nudge moves the fader and keys nothing.
mark
read -r X Y < <(item timeline-record)
click "$X" "$Y"
key shift+Right
key ctrl+s
KEYS=$(fader_keys)
[ -z "$KEYS" ] || { echo "FAIL: with Record off a nudge keyed '$KEYS'"; exit 1; }
quit_editor
echo PASS
