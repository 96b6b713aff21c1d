#!/usr/bin/env bash
# A first clip made in the editor with real clicks (#26), on a copy of projects/actions,
# which has none: New clip "hop" (60 frames); key the title's position at frame 0; move the
# playhead to 1 s (frame 60), nudge the title 50 units right and key it again; turn Loop on
# in the clip's settings; save. The saved clip validates and plays headlessly as made: at
# frame 30 of `diorama play --animation hop` the title is half-way.
# A length too short for the keys is refused inside the Clip... form. Reopened, the scene
# shows hop's two keys and the linear span between them, and the ruler previews frame 30.
#   Usage: clip_new_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/actions" "$WORK/"
SCENE="$WORK/actions/actions.scene.json"
key_position() {  # Key > position: the title's position at the playhead
  mark
  read -r X Y < <(item timeline-key)
  click "$X" "$Y"
  read -r X Y < <(item key-property-position)
  click "$X" "$Y"
}
start_editor "$SCENE" --select title
mark
read -r X Y < <(item timeline-clip)
click "$X" "$Y"
read -r X Y < <(item timeline-new-clip)
click "$X" "$Y"
read -r _ _ < <(item new-clip-name)
type_text hop
read -r X Y < <(item new-clip-create)
click "$X" "$Y"
read -r _ _ < <(item timeline-no-keys)  # the empty clip says how to key it
key_position
# The playhead to 1 s: the preview of hop at frame 60.
mark
read -r X Y < <(item timeline-1s)
click "$X" "$Y"
for _ in $(seq 1 30); do grep -q '^SEEK frame=60 clip=hop' "$WORK/out.txt" && break; sleep 0.1; done
grep -a '^SEEK' "$WORK/out.txt" | tail -1 | grep -q 'frame=60 clip=hop' || { echo "FAIL: the ruler did not preview hop at 60"; exit 1; }
for _ in 1 2 3 4 5; do key shift+Right; done
key_position
mark
read -r X Y < <(item timeline-clip-settings)
click "$X" "$Y"
read -r X Y < <(item clip-loop)
click "$X" "$Y"
# A length that would leave the key at 60 past the end: the form says why and stays open.
read -r X Y < <(item clip-length)
click "$X" "$Y"
select_all
type_text 30
hold Return
mark
read -r _ _ < <(item clip-refused)
read -r _ _ < <(item clip-length)
grep -aq '^LOG Clip Settings: a key at frame 60 would be past the clip' "$WORK/out.txt" ||
  { echo "FAIL: the refused length is not in the log"; exit 1; }
if tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -aq '^ITEM error-ok'; then echo "FAIL: a refusal in the form opened the error dialog"; exit 1; fi
key Escape
key ctrl+s
quit_editor
"$TOOL" validate "$SCENE"
python3 - "$SCENE" <<'PY' || { echo "FAIL: the saved clip is not as made"; exit 1; }
import json, sys
doc = json.load(open(sys.argv[1]))
clip = next(c for c in doc["animations"]["clips"] if c["name"] == "hop")
assert clip["length"] == 60 and clip.get("loop") is True, clip
title = next(n for n in doc["root"]["children"] if n.get("name") == "title")
track = clip["tracks"][0]
assert track["node"] == title["id"] and track["property"] == "position", track
assert [k["frame"] for k in track["keys"]] == [0, 60], track
assert track["keys"][0]["value"] == [480, 600] and track["keys"][1]["value"] == [530, 600], track
PY
"$TOOL" play "$SCENE" --frames 30 --animation hop --at title > "$WORK/played.json"
tr -d ' \n' <"$WORK/played.json" | grep -q '"position":\[505,600\]' || { cat "$WORK/played.json"; echo "FAIL: hop at frame 30 is not half-way"; exit 1; }

# Reopened: the clip is there as made.
start_editor "$SCENE"
mark
read -r _ _ < <(item timeline-key-title-position-0)
read -r _ _ < <(item timeline-key-title-position-60)
read -r _ _ < <(item timeline-span-title-position-0-Linear)
read -r X0 Y < <(item timeline-0s)
read -r X1 _ < <(item timeline-1s)
click $(((X0 + X1) / 2)) "$Y"
for _ in $(seq 1 30); do grep -q '^SEEK frame=30 clip=hop' "$WORK/out.txt" && break; sleep 0.1; done
grep -a '^SEEK' "$WORK/out.txt" | tail -1 | grep -q 'frame=30 clip=hop' || { grep -a '^SEEK' "$WORK/out.txt" | tail -1; echo "FAIL: the reopened clip did not preview at 30"; exit 1; }
quit_editor
echo PASS
