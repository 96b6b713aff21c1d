#!/usr/bin/env bash
# The Actions section and the Timeline with real clicks: give the title a MoveBy from the
# inspector, make it autoplay, wrap it in a Repeat, preview it (the scene comes back),
# seek with the Timeline's ruler to 1 s (Play mode, paused at frame 60), stop, save; the
# saved file validates and plays headlessly as edited. Then a bar's end dragged one second
# further stretches its action, one undo step.
#   Usage: actions_timeline_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/actions" "$WORK/"
SCENE="$WORK/actions/actions.scene.json"
start_editor "$SCENE" --select title
pick() {  # pick COMBO CHOICE: open a type combo and choose an entry
  scroll_inspector
  mark
  read -r X Y < <(item "$1")
  click "$X" "$Y"
  read -r X Y < <(item "$1-$2")
  click "$X" "$Y"
}
pick action-new MoveBy
scroll_inspector
mark
read -r X Y < <(item action-autoplay-moveBy)
click "$X" "$Y"
# Focus the action's record, then wrap it in a Repeat.
scroll_inspector
mark
read -r X Y < <(item action-node-0)
click $((X - 60)) "$Y"
pick action-wrap-0 Repeat
scroll_inspector
mark
read -r X Y < <(item action-preview-moveBy)
click "$X" "$Y"
for _ in $(seq 1 60); do grep -q '^PREVIEWED' "$WORK/out.txt" && break; sleep 0.1; done
grep -a '^PREVIEWED' "$WORK/out.txt" || { echo "FAIL: the preview never ended"; exit 1; }
# The Timeline: the title's lane has bars now; a click on its ruler at 1 s seeks there.
mark
read -r X Y < <(item timeline-lane-title-moveBy)
read -r X Y < <(item timeline-1s)
click "$X" "$Y"
for _ in $(seq 1 30); do grep -q '^SEEK' "$WORK/out.txt" && break; sleep 0.1; done
grep -a '^SEEK' "$WORK/out.txt" | tail -1
read -r SX SY < <(item stop)
click "$SX" "$SY"
for _ in $(seq 1 30); do grep -q '^PLAYED' "$WORK/out.txt" && break; sleep 0.1; done
grep -a '^PLAYED' "$WORK/out.txt"
FRAMES=$(grep -a '^PLAYED' "$WORK/out.txt" | tail -1 | sed 's/.*frames=\([0-9]*\).*/\1/')
[ "$FRAMES" -ge 57 ] && [ "$FRAMES" -le 63 ] || { echo "FAIL: the ruler at 1 s sought frame $FRAMES"; exit 1; }
key ctrl+s
quit_editor
grep -q '"dirty": false' "$WORK/out.txt" || { echo "FAIL: not saved"; exit 1; }
"$TOOL" validate "$SCENE"
# Saved as edited: a Repeat (2 times) of MoveBy 1 s by [100, 0], autoplaying.
"$TOOL" play "$SCENE" --frames 300 --at title > "$WORK/played.json"
tr -d ' \n' <"$WORK/played.json" | grep -q '"position":\[680,600\]' || { cat "$WORK/played.json"; echo "FAIL: the title did not move by 200"; exit 1; }
grep -q '"type": "Repeat"' "$SCENE" || { echo "FAIL: no Repeat in the file"; exit 1; }

# Stretching a bar: the coin's first 0.5 s MoveBy dragged by its end half a second
# further lasts 1 s, and one Ctrl+Z undoes the whole drag; a second drag of it right after
# is a step of its own.
cp "$SCENE" "$WORK/before-stretch.json"
start_editor "$SCENE"
mark
read -r X0 _ < <(item timeline-0s)
read -r X1 _ < <(item timeline-1s)
read -r EX EY < <(item timeline-end-coin-bob-0.0.0)
drag "$EX" "$EY" $((EX + (X1 - X0) / 2)) "$EY"
# A second stretch of the same bar right after (nothing saved between) is a step of its
# own: one Ctrl+Z takes back only it, leaving the first stretch.
mark
read -r X0 _ < <(item timeline-0s)
read -r X1 _ < <(item timeline-1s)
read -r EX EY < <(item timeline-end-coin-bob-0.0.0)
drag "$EX" "$EY" $((EX + (X1 - X0) / 4)) "$EY"
key ctrl+z
key ctrl+s
cp "$SCENE" "$WORK/stretched.json"
key ctrl+z
key ctrl+s
quit_editor
cmp "$SCENE" "$WORK/before-stretch.json" || { echo "FAIL: one Ctrl+Z did not undo the whole stretch"; exit 1; }
python3 - "$WORK/stretched.json" <<'PY' || { echo "FAIL: the stretched MoveBy does not last 1 s"; exit 1; }
import json, sys
def find(node):
    if node.get("name") == "coin":
        return node
    for child in node.get("children", []):
        found = find(child)
        if found:
            return found
coin = find(json.load(open(sys.argv[1]))["root"])
bob = next(a for a in coin["actions"] if a["name"] == "bob")["action"]
steps = bob["action"]["actions"]  # RepeatForever > Sequence > [EaseSineInOut > MoveBy, ...]
first, second = steps[0]["action"]["duration"], steps[1]["action"]["duration"]
print("MoveBy durations", first, second)
sys.exit(0 if abs(first - 1) <= 0.02 and second == 0.5 else 1)
PY
echo PASS
