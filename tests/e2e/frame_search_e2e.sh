#!/usr/bin/env bash
# The frame combo's search (#30 item 6: a sheet's 61 frames had no search). Select the gem,
# open its frame combo and type "FLA": only flag.png is listed; click it. The saved gem
# shows flag.png, and Ctrl+Z gives the file back.
#   Usage: frame_search_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/sheets" "$WORK/"
SCENE="$WORK/sheets/sheets.scene.json"
cp "$SCENE" "$WORK/original.json"
start_editor "$SCENE" --select gem
read -r X Y < <(inspector_item choices-spriteFrame)
click "$X" "$Y"
type_text FLA  # the search field has the keyboard as soon as the combo opens
sleep 0.5
mark
read -r FX FY < <(item choice-spriteFrame-flag.png)
sleep 0.5
if tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -a '^ITEM choice-spriteFrame-' | grep -qv 'choice-spriteFrame-flag.png'; then
  echo "FAIL: the search left other frames listed:"
  tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -a '^ITEM choice-spriteFrame-' | sort -u | head
  exit 1
fi
click "$FX" "$FY"
key ctrl+s
python3 - "$SCENE" <<'PY' || exit 1
import json, sys
gem = next(c for c in json.load(open(sys.argv[1]))["root"]["children"] if c.get("name") == "gem")
if gem.get("spriteFrame") != "flag.png":
    sys.exit(f"FAIL: the gem's frame is {gem.get('spriteFrame')}")
PY
undo_gives_back 1
quit_editor
echo PASS
