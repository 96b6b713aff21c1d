#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): File > Import Cocos
# Studio..., type the path of a .csd, see the import report, then Ctrl+S and accept the
# proposed name (ui.scene.json in the resource root); the saved scene holds the imported
# nodes and resolves its images. The Layer file's root is the scene's root, so its child
# is at path "hero". The inlined nested file's timeline is a clip of the scene.
# Usage: import_e2e.sh EDITOR_BINARY SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/tests/fixtures/cocostudio/cocosstudio" "$WORK/"
cp -r "$SRC/projects/z-order" "$WORK/"
ROOT="$WORK/cocosstudio"
TOOL=$(dirname "$EDITOR")/../tools/diorama

"$EDITOR" "$WORK/z-order/z-order.scene.json" --test-mode --seconds 90 >"$WORK/out.txt" 2>&1 &
APP=$!
WID=$(editor_window)

import_studio "$ROOT/ui.csd"
import -window root "$WORK/report.png"
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/report.png" "$DIORAMA_E2E_SHOTS/import-report.png"
click "$X" "$Y"

# Ctrl+S on the untitled import proposes ui.scene.json in the resource root: accepted as is.
mark; key ctrl+s
read -r X Y < <(item file-ok)
import -window root "$WORK/save-as.png"
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/save-as.png" "$DIORAMA_E2E_SHOTS/import-save-as.png"
click "$X" "$Y"
sleep 1
[ -f "$ROOT/ui.scene.json" ] || {
  echo "FAIL: accepting the proposed name did not write $ROOT/ui.scene.json"
  ls "$ROOT" "$WORK"
  exit 1
}
grep -q '"type": "Scale9Sprite"' "$ROOT/ui.scene.json" || { echo "FAIL: the 9-slice banner is missing"; exit 1; }
grep -q '"type": "LayerGradient"' "$ROOT/ui.scene.json" || { echo "FAIL: the gradient panel is missing"; exit 1; }
"$TOOL" inspect "$ROOT/ui.scene.json" hero 2>/dev/null | grep -q '"type": "Sprite"' ||
  { echo "FAIL: the saved scene does not inspect"; exit 1; }
# The nested part.csd was inlined: its timeline is a clip named after its ProjectNode,
# which the Timeline's clip menu lists.
grep -q '"name": "part-instance/timeline"' "$ROOT/ui.scene.json" ||
  { echo "FAIL: the inlined part's timeline is not a clip of the scene"; exit 1; }
choose_clip part-instance/timeline

quit_editor
grep -a '^STATE' "$WORK/out.txt" | tail -1 | grep -q "\"file\": \"$ROOT/ui.scene.json\", \"dirty\": false" ||
  { echo "FAIL: the editor did not end on the saved import"; grep -a '^STATE' "$WORK/out.txt" | tail -1; exit 1; }
echo "PASS"
