#!/usr/bin/env bash
# The dope sheet shows how each property's value travels between keys (#26): on a copy of
# the clips sample, the mover's span from frame 60 is its key's easing (BounceOut); Tween
# turned off in that key's right-click menu makes it a held span, and the saved key says
# tween false; Ctrl+Z makes it BounceOut again and gives the file back byte for byte. The
# blinker's visible track switches, and the fader's key with Tween off holds. Given an
# action that moves it, the mover's position row warns that the action sets it too. The
# last key's Tween is greyed out: clicking it changes nothing.
#   Usage: clip_spans_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
use_sample clips clips.scene.json
start_editor "$SCENE"
mark
item timeline-span-mover-position-0-QuadOut >/dev/null
item timeline-span-mover-position-60-BounceOut >/dev/null
item timeline-span-fader-opacity-60-hold >/dev/null
item timeline-span-blinker-visible-0-switch >/dev/null
# Hovering a span names it (a screenshot in KEEP_WORK shows the tooltip and its curve).
read -r X Y < <(item timeline-span-mover-position-60-BounceOut)
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.8
import -window root "$WORK/span-tooltip.png" 2>/dev/null || true

open_key_menu timeline-key-mover-position-60
read -r X Y < <(item key-menu-tween)
mark
click "$X" "$Y"
item timeline-span-mover-position-60-hold >/dev/null
key ctrl+s
KEYS=$(clip_keys "$SCENE" intro mover position frame tween)
[ "$KEYS" = "0:None 60:False 120:None" ] || { echo "FAIL: after Tween off the keys are $KEYS"; exit 1; }
mark
undo_gives_back 1
item timeline-span-mover-position-60-BounceOut >/dev/null
open_key_menu timeline-key-mover-position-120
read -r X Y < <(item key-menu-tween)
click "$X" "$Y"
key Escape
key ctrl+s
cmp -s "$SCENE" "$WORK/original.json" || { echo "FAIL: Tween on the last key changed the file"; exit 1; }
if grep -aq "^ITEM timeline-also-set-" "$WORK/out.txt"; then echo "FAIL: a warning without actions"; exit 1; fi
quit_editor

python3 - "$SCENE" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
mover = next(n for n in doc["root"]["children"] if n.get("name") == "mover")
mover["actions"] = [{"name": "drift", "action": {"type": "MoveBy", "duration": 1, "by": [10, 0]}}]
json.dump(doc, open(sys.argv[1], "w"), indent=2)
PY
start_editor "$SCENE"
mark
read -r X Y < <(item timeline-also-set-mover-position)
xdotool mousemove --window "$WID" "$X" "$Y"; sleep 0.8
import -window root "$WORK/also-set.png" 2>/dev/null || true
if tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -a "^ITEM timeline-also-set-" | grep -vq "mover-position"; then
  echo "FAIL: a warning on a row no action sets"; exit 1
fi
quit_editor
echo PASS
