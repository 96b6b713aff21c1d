#!/usr/bin/env bash
# The editor against a hostile project and recovery folder (issue 32): lock files that are
# a link to a file outside, a dangling link, a FIFO, a link to /dev/zero, a 3 GiB file; a
# recovery folder with out-of-range times, links, a FIFO and a 200 MiB autosave; a scene
# whose actions never finish. The editor opens each, plays, stops and quits without a crash
# or a hang, names every bad file, and writes no file outside the document.
# Usage: hostile_files_e2e.sh EDITOR SOURCE_DIR DIORAMA_CLI
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"

PROJECT="$WORK/project"
OUTSIDE="$WORK/outside"
RECOVERY="$XDG_STATE_HOME/diorama/recovery"
mkdir -p "$PROJECT" "$OUTSIDE" "$RECOVERY"

# A scene that loops forever when played: RepeatForever of a sequence with no end, on
# several nodes, plus the sample's triggers.
cp "$SRC/projects/actions/actions.scene.json" "$PROJECT/loop.scene.json"
python3 - "$PROJECT/loop.scene.json" <<'PY'
import json, sys
path = sys.argv[1]
scene = json.load(open(path))
forever = {"type": "RepeatForever", "action": {"type": "Sequence", "actions": [
    {"type": "RotateBy", "duration": 0.05, "angle": 30},
    {"type": "Emit", "event": "tick"},
    {"type": "DelayTime", "duration": 0.01}]}}
for i in range(5):
    scene["root"]["children"].append({"type": "ColorLayer", "name": "spinner-%d" % i,
        "position": [100 + 150 * i, 100], "contentSize": [40, 40], "color": [255, 255, 255],
        "actions": [{"name": "spin", "autoplay": True, "action": forever}]})
json.dump(scene, open(path, "w"), indent=2)
PY
# A scene whose Emit re-triggers its own action (issue #32, finding 3): Play must stop
# itself at frame 1 and say why in the Log, not freeze the editor.
cat >"$PROJECT/runaway.scene.json" <<'JSON'
{"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
  {"type": "Node", "name": "pinger",
   "actions": [{"name": "again", "autoplay": true, "action": {"type": "Emit", "event": "again"}}],
   "on": [{"event": "custom:again", "run": "again"}]}]}}
JSON
"$3" validate "$PROJECT/loop.scene.json" >/dev/null || { echo "FAIL: the loop scene does not validate"; exit 1; }
for kind in link dangling fifo zero huge; do cp "$PROJECT/loop.scene.json" "$PROJECT/$kind.scene.json"; done

# Sentinels outside the document: their bytes and mtimes must not change.
echo "the user's own file" >"$OUTSIDE/sentinel.txt"
echo "another file of the user's" >"$OUTSIDE/sentinel-2.txt"
touch -d '2020-01-01 00:00:00' "$OUTSIDE"/sentinel*.txt
snapshot() { (cd "$OUTSIDE" && for f in *; do echo "$f $(stat -c '%s %Y %i' "$f") $(sha256sum <"$f")"; done); }
BEFORE=$(snapshot)

# Hostile locks, one per scene.
ln -s "$OUTSIDE/sentinel.txt" "$PROJECT/.~lock.link.scene.json#"
ln -s "$OUTSIDE/created-by-the-editor" "$PROJECT/.~lock.dangling.scene.json#"
mkfifo "$PROJECT/.~lock.fifo.scene.json#"
ln -s /dev/zero "$PROJECT/.~lock.zero.scene.json#"
truncate -s 3G "$PROJECT/.~lock.huge.scene.json#"

# A hostile recovery folder: the crashed "process" is one that is gone.
sh -c 'exit 0' & DEAD=$!
wait $DEAD
GOOD_SCENE=$(cat "$PROJECT/loop.scene.json")
plant() {  # plant STEM SAVED
  printf '%s' "$GOOD_SCENE" >"$RECOVERY/$1.scene.json"
  printf 'document=%s\nbase=%s\nsaved=%s\npid=%s\n' "$PROJECT/loop.scene.json" "$PROJECT" "$2" "$DEAD" >"$RECOVERY/$1.meta"
}
plant autosave-1-0 99999999999999999999   # finding 6: crashed every start
plant autosave-2-0 67768036191676800      # fits time_t, localtime fails
plant autosave-3-0 -1
plant autosave-4-0 1764000000
rm "$RECOVERY/autosave-4-0.scene.json"
ln -s "$OUTSIDE/sentinel-2.txt" "$RECOVERY/autosave-4-0.scene.json"
ln -s /dev/zero "$RECOVERY/autosave-5-0.meta"
mkfifo "$RECOVERY/autosave-6-0.meta"
plant autosave-7-0 1764000000
truncate -s 200M "$RECOVERY/autosave-7-0.scene.json"
plant autosave-8-0 253402300799           # the last second of 9999: offered
chmod 0755 "$RECOVERY"

# What the project holds (never reading a FIFO or a device): only the editor's own lock
# may come and go, and it is gone after a normal quit.
project_listing() {
  (cd "$PROJECT" && find . -mindepth 1 -printf '%y %s %T@ %p\n' | sort
   for f in *.scene.json; do sha256sum "$f"; done)
}
PROJECT_BEFORE=$(project_listing)

# 1. Each hostile lock: the editor opens the scene, names the lock, and quits by itself.
for kind in link dangling fifo zero huge; do
  timeout 60 "$EDITOR" "$PROJECT/$kind.scene.json" --test-mode --frames 40 >"$WORK/$kind.txt" 2>&1 \
    || { echo "FAIL: the editor with a $kind lock exited with $?"; tail "$WORK/$kind.txt"; exit 1; }
  grep -aq "^LOCK-PROBLEM $PROJECT/.~lock.$kind.scene.json#: " "$WORK/$kind.txt" \
    || { echo "FAIL: the $kind lock was not named"; grep -a 'LOCK\|RECOVER' "$WORK/$kind.txt"; exit 1; }
done
[ -L "$PROJECT/.~lock.link.scene.json#" ] && [ -p "$PROJECT/.~lock.fifo.scene.json#" ] \
  && [ "$(stat -c %s "$PROJECT/.~lock.huge.scene.json#")" -eq $((3 << 30)) ] \
  || { echo "FAIL: a hostile lock was replaced"; ls -la "$PROJECT"; exit 1; }
[ ! -e "$OUTSIDE/created-by-the-editor" ] || { echo "FAIL: the dangling lock link was followed"; exit 1; }

# Every bad recovery file was named; only the good one is offered.
for stem in autosave-1-0.meta autosave-2-0.meta autosave-3-0.meta autosave-4-0.scene.json autosave-5-0.meta \
            autosave-6-0.meta autosave-7-0.scene.json; do
  grep -aq "^RECOVERY-PROBLEM $RECOVERY/$stem" "$WORK/link.txt" \
    || { echo "FAIL: $stem was not reported"; grep -a RECOVER "$WORK/link.txt"; exit 1; }
done
[ "$(grep -ac '^RECOVERABLE ' "$WORK/link.txt")" -eq 1 ] || { echo "FAIL: not exactly one offer"; exit 1; }

# Opens SCENE, dismisses the recovery offer and presses Play.
open_and_play() {
  start_editor "$1"
  read -r DX DY < <(item decide-later)
  click "$DX" "$DY"
  read -r PX PY < <(item play)
  mark
  click "$PX" "$PY"
}
# Ctrl+Q, then the editor must be gone, having exited cleanly.
quit_editor() {
  key ctrl+q
  for _ in $(seq 1 100); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$APP" 2>/dev/null && { echo "FAIL: the editor did not quit"; exit 1; }
  wait "$APP" || { echo "FAIL: the editor exited with $?"; exit 1; }
}

# 2. The looping scene: open, dismiss the recovery dialog, play, stop, quit.
open_and_play "$PROJECT/loop.scene.json"
sleep 3
import -window root "$WORK/playing.png" 2>/dev/null || true
[ -n "${KEEP_SCREENSHOT:-}" ] && cp "$WORK/playing.png" "$KEEP_SCREENSHOT"
read -r TX TY < <(item stop)
click "$TX" "$TY"
for _ in $(seq 1 50); do grep -aq '^PLAYED' "$WORK/out.txt" && break; sleep 0.1; done
grep -a '^PLAYED' "$WORK/out.txt" | tail -1 | cut -c1-80
PLAYED=$(grep -a '^PLAYED' "$WORK/out.txt" | tail -1 | sed 's/.*frames=\([0-9]*\).*/\1/')
[ "$PLAYED" -gt 30 ] || { echo "FAIL: Play ran only $PLAYED frames in 3 s"; exit 1; }
grep -aq '^PLAYED .*emitted=.*tick' "$WORK/out.txt" || { echo "FAIL: the loop's Emit never ran"; exit 1; }
quit_editor

# 3. The runaway scene: Play stops itself in frame 1, the Log says why, the editor stays
# responsive and quits.
open_and_play "$PROJECT/runaway.scene.json"
for _ in $(seq 1 50); do grep -aq '^LOG .*Play stopped: .*more than 1000 actions started in one frame' "$WORK/out.txt" && break; sleep 0.1; done
grep -aq '^LOG .*Play stopped: .*more than 1000 actions started in one frame' "$WORK/out.txt" \
  || { echo "FAIL: the runaway Play was not logged"; grep -a '^LOG' "$WORK/out.txt" | tail -5; exit 1; }
[ "$(grep -ac '^LOG .*Play stopped:' "$WORK/out.txt")" -eq 1 ] || { echo "FAIL: logged more than once"; exit 1; }
read -r TX TY < <(item stop)
click "$TX" "$TY"
quit_editor
APP=""

# No file outside the document was written; the recovery folder is private now.
AFTER=$(snapshot)
[ "$BEFORE" = "$AFTER" ] || { echo "FAIL: files outside the document changed"; diff <(echo "$BEFORE") <(echo "$AFTER"); exit 1; }
[ "$PROJECT_BEFORE" = "$(project_listing)" ] || {
  echo "FAIL: the project folder changed"; diff <(echo "$PROJECT_BEFORE") <(project_listing); exit 1; }
echo PASS
