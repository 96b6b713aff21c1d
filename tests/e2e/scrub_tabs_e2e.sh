#!/usr/bin/env bash
# The Render Order scrub belongs to the document it was made on: the prefabs sample opened
# scrubbed to its first draw command says so on the viewport; Open source shows
# block.scene.json in a tab of its own, drawn whole, without the note; back on the first
# tab the scrub has ended too (found by a new-user tryout: it carried over, unexplained).
#   Usage: scrub_tabs_e2e.sh EDITOR SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/prefabs" "$WORK/"
start_editor "$WORK/prefabs/prefabs.scene.json" --select level/block-3 --scrub 1
mark
read -r _ _ < <(item viewport-scrub-note)
notes_since_mark() { tail -n +$((FROM + 1)) "$WORK/out.txt" | items_named viewport-scrub-note | wc -l; }
read -r X Y < <(item open-source)
click "$X" "$Y"
read -r X0 Y0 < <(item tab-0)
sleep 1
mark
sleep 1
read -r _ _ < <(item tab-1)
[ "$(notes_since_mark)" = 0 ] || { echo "FAIL: the scrub carried over to the new tab"; exit 1; }
click "$X0" "$Y0"
sleep 1
mark
sleep 1
read -r _ _ < <(item tab-0)
[ "$(notes_since_mark)" = 0 ] || { echo "FAIL: the first tab is still scrubbed after a switch"; exit 1; }
echo "PASS: the scrub note showed on the scrubbed document only"
