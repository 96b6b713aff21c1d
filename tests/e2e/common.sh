# Sourced by the editor's end-to-end scripts (run inside xvfb-run):
#   source common.sh EDITOR_BINARY SOURCE_DIR
# Sets EDITOR, SRC and a scratch WORK folder; skips (77) without a display; on exit
# kills the editor whose pid is in APP and removes WORK.
EDITOR=$1
SRC=$2
if [ -z "${DISPLAY:-}" ]; then
  echo "SKIP: no DISPLAY (run under xvfb-run)"
  exit 77
fi
WORK=$(mktemp -d)
APP=""
cleanup() {
  [ -n "$APP" ] && kill -9 "$APP" 2>/dev/null || true
  [ -n "${KEEP_WORK:-}" ] || rm -rf "$WORK"
}
trap cleanup EXIT
export XDG_CONFIG_HOME="$WORK/config" XDG_STATE_HOME="$WORK/state"

# Driving the editor. Test mode prints "ITEM NAME X Y" for the widgets scripts click
# and the editor's output goes to $WORK/out.txt; WID is its window (set by the script).
FROM=0
# The lines of stdin that report exactly the item NAME: "ITEM NAME X Y", compared as a
# whole, so that a name is no prefix of another with spaces ("clip" of "clip 2") and
# characters such as '.' match only themselves.
items_named() { LC_ALL=C awk -v want="ITEM $1" '{ l = $0; sub(/ -?[0-9]+ -?[0-9]+$/, "", l); if (l == want) print }'; }
# The newest position of NAME drawn after line $FROM of the output, waiting for it.
item() {
  for _ in $(seq 1 100); do
    line=$(tail -n +$((FROM + 1)) "$WORK/out.txt" | items_named "$1" | tail -1 || true)
    [ -n "$line" ] && { echo "$line" | awk '{print $(NF-1), $NF}'; return 0; }
    sleep 0.1
  done
  echo "FAIL: the editor never drew $1" >&2; grep -av '^ITEM' "$WORK/out.txt" | tail -20 >&2; exit 1
}
# The position of an inspector item below its fold: scrolls the inspector until it shows.
inspector_item() {
  local x y
  for _ in $(seq 1 20); do
    mark
    read -r x y < <(item "$1")
    [ "$y" -gt 60 ] && [ "$y" -lt 420 ] && { echo "$x $y"; return 0; }
    xdotool mousemove --window "$WID" 1080 300; sleep 0.1
    # Above the panel (scrolled past it): back up; below it: on down.
    if [ "$y" -le 60 ]; then xdotool click 4; else xdotool click 5 click 5; fi
    sleep 0.4
  done
  echo "FAIL: $1 never scrolled into the inspector" >&2; exit 1
}
# Whether the editor drew ITEM NAME since the last mark (the whole output is read: no
# early exit for pipefail to take as a failure).
drawn_since_mark() { [ -n "$(tail -n +$((FROM + 1)) "$WORK/out.txt" | items_named "$1")" ]; }
# Only items drawn from now on count.
mark() { FROM=$(wc -l <"$WORK/out.txt"); }
click() { xdotool mousemove --window "$WID" "$1" "$2"; sleep 0.3; xdotool click 1; sleep 0.5; }
key() { xdotool key --clearmodifiers "$1"; sleep 0.5; }
ctrl_click() { xdotool mousemove --window "$WID" "$1" "$2"; sleep 0.3; xdotool keydown ctrl; sleep 0.2; xdotool click 1; sleep 0.2; xdotool keyup ctrl; sleep 0.5; }
# Scrolls the inspector to its end, where the Actions section is.
scroll_inspector() {
  xdotool mousemove --window "$WID" 1080 300; sleep 0.2
  for _ in $(seq 1 30); do xdotool click 5; sleep 0.03; done
  sleep 0.5
}
type_text() { xdotool type --delay 20 "$1"; sleep 0.3; }
# ImGui 1.86 samples key state once a frame: hold the keys it reads itself across frames.
hold() { xdotool keydown --clearmodifiers "$1"; sleep 0.2; xdotool keyup "$1"; sleep 0.5; }
# File > Import Cocos Studio..., the path typed and Return; sets X Y to the report's OK button.
import_studio() {  # import_studio CSD_OR_CCS_PATH
  read -r X Y < <(item menu-File)
  mark; click "$X" "$Y"
  read -r X Y < <(item "action-Import Cocos Studio...")
  mark; click "$X" "$Y"
  read -r X Y < <(item file-name)
  click "$X" "$Y"
  type_text "$1"
  mark; hold Return
  read -r X Y < <(item import-report-ok)
}
# The editor's window id. xdotool search dies with BadWindow when another window (a
# previous test's editor) is destroyed while it looks, so a failed search is retried.
editor_window() {
  local wid=""
  for _ in $(seq 1 10); do
    # This editor's window only: the previous test's editor, quitting, may still have one of
    # the same name, and a later xdotool call on it dies with BadWindow.
    wid=$(timeout 30 xdotool search --sync --all --onlyvisible --pid "$APP" --name '^diorama-editor-test$' 2>/dev/null |
      head -1) || true
    [ -n "$wid" ] && { echo "$wid"; return 0; }
    sleep 0.5
  done
  echo "FAIL: the editor's window never appeared" >&2
  return 1
}
# Starts the editor on SCENE with extra arguments and waits for its window (sets APP, WID).
start_editor() {
  local scene=$1
  shift
  "$EDITOR" "$scene" --test-mode --seconds 120 "$@" >"$WORK/out.txt" 2>&1 &
  APP=$!
  FROM=0  # a mark in the previous editor's output is no line of this one's
  WID=$(editor_window)
  for _ in $(seq 1 150); do
    grep -q '^VIEWPORT' "$WORK/out.txt" && break
    sleep 0.1
  done
}
# Screen position of a node reported with --report-node PATH.
node_at() { grep -a "^NODE $1 " "$WORK/out.txt" | tail -1 | awk '{print $3, $4}'; }
# Ctrl+S, then the file must be the copy taken before Play ($WORK/before-play.json):
# Play runs a copy, so nothing it does may reach the document. MESSAGE says what failed.
saved_as_before_play() {
  key ctrl+s
  cmp -s "$SCENE" "$WORK/before-play.json" || { echo "FAIL: $1"; exit 1; }
}
# Play, then a click on NODE (reported with --report-node), which is a touch in Play.
play_and_tap() {
  local nx ny x y
  read -r nx ny < <(node_at "$1")
  read -r x y < <(item play)
  click "$x" "$y"
  sleep 0.5
  click "$nx" "$ny"
  sleep 0.3
}
# The screen's colour at window point X Y, as "R G B" (0..255).
screen_rgb() {
  local wx wy
  read -r wx wy < <(xdotool getwindowgeometry "$WID" | awk '/Position/ {split($2, p, ","); print p[1], p[2]}')
  import -window root "$WORK/shot.png"
  convert "$WORK/shot.png" -format "%[fx:int(255*p{$(($1 + wx)),$(($2 + wy))}.r)] %[fx:int(255*p{$(($1 + wx)),$(($2 + wy))}.g)] %[fx:int(255*p{$(($1 + wx)),$(($2 + wy))}.b)]\n" info:
}
# The screen's colours along a row, "R G B" per line: window points X-HALF .. X+HALF at Y:
# row_rgb X Y HALF.
row_rgb() {
  local wx wy
  read -r wx wy < <(xdotool getwindowgeometry "$WID" | awk '/Position/ {split($2, p, ","); print p[1], p[2]}')
  import -window root "$WORK/shot.png"
  convert "$WORK/shot.png" -crop "$((2 * $3 + 1))x1+$(($1 + wx - $3))+$(($2 + wy))" -depth 8 txt:- |
    sed -n 's/.*: (\([0-9]*\),\([0-9]*\),\([0-9]*\).*/\1 \2 \3/p'
}
# One channel (1 red, 2 green, 3 blue) of the screen's colour at window point X Y:
# channel_at CHANNEL X Y.
channel_at() { screen_rgb "$2" "$3" | awk -v c="$1" '{print $c}'; }
# Play, a drag from scene point X0 Y0 to X1 Y1 placed by MAP (a function printing the
# window point of a scene point, read after Play lays the viewport out), then SECONDS for
# it to settle: play_and_drag MAP X0 Y0 X1 Y1 SECONDS.
play_and_drag() {
  local x y x0 y0 x1 y1
  read -r x y < <(item play)
  click "$x" "$y"
  sleep 1
  read -r x0 y0 < <("$1" "$2" "$3")
  read -r x1 y1 < <("$1" "$4" "$5")
  drag "$x0" "$y0" "$x1" "$y1"
  sleep "$6"
}
# The screen point of scene point X Y, from where the editor last drew two nodes reported
# with --report-node, A at scene (AX, AY) and B at (BX, BY) (the scale is their distance's):
# screen_point A AX AY B BX BY X Y.
screen_point() {
  local sax say sbx sby
  read -r sax say < <(node_at "$1")
  read -r sbx sby < <(node_at "$4")
  awk -v sax="$sax" -v say="$say" -v sbx="$sbx" -v sby="$sby" -v ax="$2" -v ay="$3" -v bx="$5" -v by="$6" \
    -v x="$7" -v y="$8" 'BEGIN {
      k = sqrt((sbx - sax) ^ 2 + (sby - say) ^ 2) / sqrt((bx - ax) ^ 2 + (by - ay) ^ 2)
      printf "%d %d\n", sax + (x - ax) * k, say - (y - ay) * k }'
}
# The lists sample's screen point of scene point X Y (start_editor ... --report-node levels
# --report-node gallery): "levels" is drawn at scene (240, 280), "gallery" at (680, 430).
lists_at() { screen_point levels 240 280 gallery 680 430 "$1" "$2"; }
# The pages sample's screen point of scene point X Y (start_editor ... --report-node book
# --report-node heading): "book" is drawn at scene (480, 320), "heading" at (480, 600).
pages_at() { screen_point book 480 320 heading 480 600 "$1" "$2"; }
# Stop, then the file must be the copy taken before Play: stop_unchanged.
stop_unchanged() {
  local x y
  read -r x y < <(item stop)
  click "$x" "$y"
  sleep 0.5
  saved_as_before_play "playing changed the file"
}
# A press, a drag in small steps (ImGui sees the movement) and a release.
drag() {  # drag X0 Y0 X1 Y1 [extra xdotool key held]
  xdotool mousemove --window "$WID" "$1" "$2"; sleep 0.3
  xdotool mousedown 1; sleep 0.3
  for i in 1 2 3 4 5 6 7 8; do
    xdotool mousemove --window "$WID" $(($1 + ($3 - $1) * i / 8)) $(($2 + ($4 - $2) * i / 8)); sleep 0.1
  done
  sleep 0.3; xdotool mouseup 1; sleep 0.5
}
# "+ New" > TYPE from the hierarchy, then Ctrl+S; fails unless the file holds a TYPE
# named TYPE at the top (the selection was empty): new_node_saved TOOL TYPE.
new_node_saved() {
  local x y
  read -r x y < <(item new-node)
  click "$x" "$y"
  read -r x y < <(item "create-$2")
  click "$x" "$y"
  key ctrl+s
  "$1" inspect "$SCENE" "$2" | tr -d ' \n' | grep -qF "\"type\":\"$2\"" ||
    { echo "FAIL: the new $2 was not saved as a $2"; exit 1; }
}
# Presses Ctrl+Z N times, saves, and fails unless $SCENE is $WORK/original.json again.
undo_gives_back() {
  for _ in $(seq 1 "$1"); do key ctrl+z; done
  key ctrl+s
  cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: $1 Ctrl+Z did not give the file back"; exit 1; }
}
# Waits up to 5 s for a file to match (an editor under load may take longer than a
# click's pause to draw the frame that writes it): wait_grep PATTERN FILE.
wait_grep() { for _ in $(seq 1 50); do grep -q "$1" "$2" && return 0; sleep 0.1; done; return 1; }
# The same for a file to equal another: wait_same FILE EXPECTED.
wait_same() { for _ in $(seq 1 50); do cmp -s "$1" "$2" && return 0; sleep 0.1; done; return 1; }
# Fails unless the saved node (diorama inspect, spaces dropped) holds every given JSON
# fragment: node_has TOOL NODE '"key":value'...
node_has() {
  local tool=$1 node=$2 json want
  shift 2
  json=$("$tool" inspect "$SCENE" "$node" | tr -d ' \n')
  for want in "$@"; do
    echo "$json" | grep -qF "$want" || { echo "FAIL: $node lacks $want"; echo "$json" | head -c 2000; exit 1; }
  done
}
# Opens the Assets panel's images folder and drags images/FILE onto window point X Y
# (an inspector field, a viewport point): drop_from_assets FILE X Y.
drop_from_assets() {
  local x y
  read -r x y < <(item assets-row-images)
  click "$x" "$y"
  mark
  read -r x y < <(item "assets-row-images/$1")
  drag "$x" "$y" "$2" "$3"
}
# Selects the top-level node NAME through the hierarchy's filter box (the row may lie
# below the panel's fold): select_filtered NAME.
select_filtered() {
  local x y
  read -r x y < <(item hierarchy-filter)
  click "$x" "$y"
  mark
  type_text "$1"
  read -r x y < <(item "row-$1")
  click "$x" "$y"
}
# Ctrl+A in a text field (ImGui samples keys once a frame: hold them across frames).
select_all() { xdotool keydown ctrl; sleep 0.2; xdotool keydown a; sleep 0.2; xdotool keyup a; xdotool keyup ctrl; sleep 0.3; }
# Focus goes to the root window and back, as when the user switches to another program.
leave_and_return() {
  xdotool windowfocus "$(xwininfo -root | awk '/Window id:/{print $4}')"; sleep 0.5
  xdotool windowfocus --sync "$WID"; sleep 0.5
}
# Quits with Ctrl+Q and waits; the editor prints its final STATE line.
# Ctrl+Q, then the editor must be gone within 15 s. A quit that a dialog holds up (unsaved
# changes) fails here rather than passing once --seconds ran out.
quit_editor() {
  key ctrl+q
  for _ in $(seq 1 150); do
    kill -0 "$APP" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$APP" 2>/dev/null; then
    echo "FAIL: the editor is still running 15 s after Ctrl+Q (a dialog holds the quit?)"
    grep -av '^ITEM' "$WORK/out.txt" | tail -5
    exit 1
  fi
  wait "$APP"
  APP=""
}
# After a click that opens a file: quits and checks that the final state names FILE.
quit_expecting_open() {  # quit_expecting_open FILE WHAT_FAILED
  sleep 1
  quit_editor
  grep -a '^STATE' "$WORK/out.txt" | tail -1 | grep -q "$1" || {
    grep -a '^STATE' "$WORK/out.txt" | tail -1
    echo "FAIL: $2"
    exit 1
  }
}
# The keys of one property track of a clip in a saved scene, as "f1:f2 ..." of the FIELDs
# asked for (frame, value, easing; lists as "x,y", an easing object as compact JSON).
clip_keys() {  # clip_keys SCENE CLIP NODE PROPERTY FIELD...
  python3 - "$@" <<'PY'
import json, sys
scene, clip_name, node, prop, *fields = sys.argv[1:]
clip = next(c for c in json.load(open(scene))["animations"]["clips"] if c["name"] == clip_name)
def text(key, field):
    v = key.get(field, "Linear" if field == "easing" else None)
    if isinstance(v, list): return ",".join(str(x) for x in v)
    if isinstance(v, dict): return json.dumps(v, separators=(",", ":"))
    return str(v)
keys = [k for t in clip["tracks"] if t["node"] == node and t.get("property") == prop for k in t["keys"]]
print(" ".join(":".join(text(k, f) for f in fields) for k in keys))
PY
}
# A copy of projects/NAME in WORK: SCENE is its FILE, and original.json what it was.
use_sample() {  # use_sample NAME FILE
  cp -r "$SRC/projects/$1" "$WORK/"
  SCENE="$WORK/$1/$2"
  cp "$SCENE" "$WORK/original.json"
}
# In the open file dialog: types PATH into its name field and presses its OK button.
choose_file() {  # choose_file PATH
  local x y
  read -r x y < <(item file-name)
  click "$x" "$y"
  type_text "$1"
  read -r x y < <(item file-ok)
  click "$x" "$y"
}
# Right-clicks the dope sheet's key ITEM: its menu opens.
open_key_menu() {  # open_key_menu ITEM
  local x y
  read -r x y < <(item "$1")
  xdotool mousemove --window "$WID" "$x" "$y"; sleep 0.3; xdotool click 3; sleep 0.5
}
# Chooses NAME in the Timeline's clip list ("scene": the scene's own timeline).
choose_clip() {
  mark
  read -r X Y < <(item timeline-clip)
  click "$X" "$Y"
  read -r X Y < <(item "timeline-clip-$1")
  click "$X" "$Y"
}
