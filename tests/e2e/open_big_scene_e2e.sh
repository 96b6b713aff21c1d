#!/usr/bin/env bash
# A big scene opened with real clicks (File > Open..., its name typed, OK) shows a loading
# bar while it is read: the editor draws loading frames whose bar rises, then the scene.
#   Usage: open_big_scene_e2e.sh EDITOR SOURCE_DIR
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
cp -r "$SRC/projects/world-1-1" "$WORK/"
SCENE="$WORK/world-1-1/world-1-1.scene.json"
# 300k nodes: a few seconds to read, so that several loading frames are drawn.
python3 "$SRC/benchmarks/make_big_world.py" 300000 >"$WORK/world-1-1/big.scene.json"
start_editor "$SCENE"
mark
read -r X Y < <(item menu-File)
click "$X" "$Y"
read -r X Y < <(item action-Open...)
click "$X" "$Y"
choose_file big.scene.json
for _ in $(seq 1 300); do
  grep -aq '^STATE.*big.scene.json\|^TAB.*big.scene.json' "$WORK/out.txt" && break
  grep -aq '^LOADING big.scene.json 99' "$WORK/out.txt" && break
  sleep 0.1
done
sleep 1
# The bar was drawn (its item reported from a loading frame) and its percentages rose.
tail -n +$((FROM + 1)) "$WORK/out.txt" | grep -aq '^ITEM loading-bar ' ||
  { echo "FAIL: no loading frame was drawn"; grep -av '^ITEM' "$WORK/out.txt" | tail; exit 1; }
python3 - "$WORK/out.txt" <<'PY'
import sys
shown = [int(l.split()[-1]) for l in open(sys.argv[1], errors="replace") if l.startswith("LOADING big.scene.json ")]
assert len(shown) >= 10, f"only {len(shown)} progress reports"
assert shown == sorted(shown), f"the bar went back: {shown}"
assert shown[0] < 20 and shown[-1] >= 90, f"the bar did not run from start to end: {shown[0]}..{shown[-1]}"
PY
quit_expecting_open big.scene.json "File > Open did not open the big scene"
echo PASS
