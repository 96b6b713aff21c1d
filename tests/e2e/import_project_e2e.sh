#!/usr/bin/env bash
# End-to-end test of the real editor under X (run inside xvfb-run): File > Import Cocos
# Studio..., type the path of a Studio project's .ccs. Every scene of the project is written
# into "game (Diorama)" beside the .ccs, the report lists them, and the main scene opens
# from there, saved and clean. A second import writes "game (Diorama) 2" and leaves the
# first alone.
# Usage: import_project_e2e.sh EDITOR_BINARY SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/tests/fixtures/cocostudio/project" "$WORK/"
cp -r "$SRC/projects/z-order" "$WORK/"
PROJECT="$WORK/project"
OUT="$PROJECT/game (Diorama)"

"$EDITOR" "$WORK/z-order/z-order.scene.json" --test-mode --seconds 90 >"$WORK/out.txt" 2>&1 &
APP=$!
WID=$(editor_window)

import_studio "$PROJECT/game.ccs"
import -window root "$WORK/report.png"
[ -n "${DIORAMA_E2E_SHOTS:-}" ] && cp "$WORK/report.png" "$DIORAMA_E2E_SHOTS/import-project-report.png"
click "$X" "$Y"
for f in scenes/main.scene.json parts/deep/gem.scene.json; do
  [ -f "$OUT/$f" ] || { echo "FAIL: the import did not write $OUT/$f"; ls -R "$PROJECT"; exit 1; }
done
grep -a -q "^LOG .*Imported $PROJECT/game.ccs into $OUT" "$WORK/out.txt" ||
  { echo "FAIL: the log does not say where the project went"; grep -a -i "import" "$WORK/out.txt" | tail -5; exit 1; }
grep -a -q "^LOG .*Opened $OUT/scenes/main.scene.json" "$WORK/out.txt" ||
  { echo "FAIL: the main scene did not open from the import's folder"; grep -a '^LOG' "$WORK/out.txt" | tail -3; exit 1; }

# Once more: a new folder, the first left as it was.
cp "$OUT/scenes/main.scene.json" "$WORK/first.json"
import_studio "$PROJECT/game.ccs"
click "$X" "$Y"
[ -f "$PROJECT/game (Diorama) 2/scenes/main.scene.json" ] ||
  { echo "FAIL: a second import did not write beside the first"; ls "$PROJECT"; exit 1; }
cmp -s "$WORK/first.json" "$OUT/scenes/main.scene.json" || { echo "FAIL: the second import changed the first"; exit 1; }

quit_editor
grep -a '^STATE' "$WORK/out.txt" | tail -1 |
  grep -q "\"file\": \"$PROJECT/game (Diorama) 2/scenes/main.scene.json\", \"dirty\": false" ||
  { echo "FAIL: the editor did not end on the second import's main scene, saved"; grep -a '^STATE' "$WORK/out.txt" | tail -1; exit 1; }
echo "PASS"
