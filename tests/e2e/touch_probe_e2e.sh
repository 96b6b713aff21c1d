#!/usr/bin/env bash
# The Touch Probe with real clicks: Pick point, then a click on button-b in the viewport.
# The panel says first who gets the touch, as `diorama pick` answers for that point: in a
# big scene the claiming row sat below the fold under rows of "outside" (a tryout).
#   Usage: touch_probe_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
TOOL=$3
use_sample events events.scene.json
start_editor "$SCENE" --report-node back-panel/button-b --report-node back-panel
read -r BX BY < <(node_at back-panel/button-b)
read -r X Y < <(item probe-pick)
click "$X" "$Y"
mark
click "$BX" "$BY"
item probe-goes-to-back-panel/button-b >/dev/null
"$TOOL" pick "$SCENE" 410 350 | grep -q '"path": "back-panel/button-b"' || { echo "FAIL: the CLI disagrees"; exit 1; }
# An empty corner of the panel: the panel itself.
read -r X Y < <(item probe-pick)
click "$X" "$Y"
read -r PX PY < <(node_at back-panel)
mark
click "$PX" "$PY"
item probe-goes-to-back-panel >/dev/null
quit_editor
echo PASS
