#!/usr/bin/env bash
# A clip's place on the Cocos Studio timeline set in Clip... with real clicks (#26): on a
# copy of the clips sample, intro gets "Studio start frame" 120; a start below 0 is refused
# inside the form; saved, the file says startFrame 120 and validates. Undo takes the place
# back off (two steps: the box, the number), and the file saved again has none.
#   Usage: clip_studio_start_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/clips" "$WORK/"
SCENE="$WORK/clips/clips.scene.json"
start_at() {  # the start frame field: type $1 and press Return
  read -r X Y < <(item clip-studio-start)
  click "$X" "$Y"
  select_all
  case $1 in -*) key minus ;; esac  # xdotool type would read "-5" as an option
  type_text "${1#-}"
  hold Return
}
start_of_intro() {
  python3 -c "import json,sys; c=next(c for c in json.load(open(sys.argv[1]))['animations']['clips'] if c['name']=='intro'); print(c.get('startFrame', 'none'))" "$SCENE"
}
start_editor "$SCENE"
mark
read -r X Y < <(item timeline-clip-settings)
click "$X" "$Y"
read -r X Y < <(item clip-studio-placed)
click "$X" "$Y"
start_at 120
mark
start_at -5
read -r _ _ < <(item clip-refused)
grep -aq '^LOG Clip Settings: the start frame must be between 0 and 1000000' "$WORK/out.txt" ||
  { echo "FAIL: the refused start frame is not in the log"; exit 1; }
key Escape
key ctrl+s
sleep 1
"$TOOL" validate "$SCENE" >/dev/null
[ "$(start_of_intro)" = 120 ] || { echo "FAIL: intro's startFrame is $(start_of_intro), not 120"; exit 1; }
# Two undos (the start 120, then the ticked box): saved again, no startFrame.
key ctrl+z
key ctrl+z
key ctrl+s
sleep 1
quit_editor
"$TOOL" validate "$SCENE" >/dev/null
[ "$(start_of_intro)" = none ] || { echo "FAIL: after undo intro's startFrame is $(start_of_intro)"; exit 1; }
echo "PASS: intro placed at Studio frame 120, -5 refused, undo took the place back"
