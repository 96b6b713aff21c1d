#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): open the prefabs
# sample, File > Export for cocos2d-x..., type the output path and the resource root,
# Export, see the report; the .csb and its nested block.csb are written, byte for byte
# what `diorama export` writes for the same scene.
# Usage: cocos_export_e2e.sh EDITOR_BINARY SOURCE_DIR TOOL_BINARY
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
cp -r "$SRC/projects/prefabs" "$WORK/"
OUT="$WORK/game/res"

"$EDITOR" "$WORK/prefabs/prefabs.scene.json" --test-mode --seconds 90 >"$WORK/out.txt" 2>&1 &
APP=$!
WID=$(editor_window)

read -r X Y < <(item menu-File)
mark; click "$X" "$Y"
read -r X Y < <(item "action-Export for cocos2d-x...")
mark; click "$X" "$Y"
read -r X Y < <(item cocos-output)
click "$X" "$Y"
xdotool keydown ctrl keydown a; sleep 0.2; xdotool keyup a keyup ctrl; sleep 0.3  # replace the default
type_text "$OUT/prefabs.csb"
read -r X Y < <(item cocos-root)
click "$X" "$Y"
type_text "$WORK/prefabs"
read -r X Y < <(item cocos-export)
mark; click "$X" "$Y"
read -r X Y < <(item import-report-ok)
import -window root "$WORK/report.png"
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/report.png" "$DIORAMA_E2E_SHOTS/cocos-export-report.png"
click "$X" "$Y"

[ -f "$OUT/prefabs.csb" ] || { echo "FAIL: no prefabs.csb"; grep -av '^ITEM' "$WORK/out.txt" | tail -5; exit 1; }
[ -f "$OUT/block.csb" ] || { echo "FAIL: the nested block.csb was not exported beside it"; exit 1; }
grep -aq 'Exported .*prefabs.csb: 2 files written' "$WORK/out.txt" ||
  { echo "FAIL: the editor did not log the export"; grep -av '^ITEM' "$WORK/out.txt" | tail -5; exit 1; }
# Its notes stay in the log after the report is closed (an override's position and colour).
grep -aq '^LOG Export note: prefabs.scene.json position of level/block-3/coin' "$WORK/out.txt" ||
  { echo "FAIL: the export's notes are not in the log"; grep -a '^LOG' "$WORK/out.txt" | tail -5; exit 1; }
# The same scene through the CLI gives the same bytes: one library, one result.
"$TOOL" export "$WORK/prefabs/prefabs.scene.json" -o "$WORK/cli/prefabs.csb" --resource-root "$WORK/prefabs" >/dev/null
cmp "$OUT/prefabs.csb" "$WORK/cli/prefabs.csb" || { echo "FAIL: the editor's export differs from the CLI's"; exit 1; }

quit_editor
echo "PASS"
