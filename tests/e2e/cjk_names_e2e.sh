#!/usr/bin/env bash
# Chinese and Japanese node names in the editor's own UI (#30): the hierarchy, inspector and
# menus draw them with a CJK font's glyphs (fonts-wqy-microhei through fontconfig), not '?'.
# Open a copy of projects/actions whose coin is "金币" and whose title is "タイトル", with the
# coin selected: no name lacks a glyph (without the CJK font, both did).
#   Usage: cjk_names_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
fc-list ':lang=zh-cn' file | grep -q . || { echo "SKIP: no CJK font installed (scripts/install-deps adds one)"; exit 77; }
cp -r "$SRC/projects/actions" "$WORK/"
SCENE="$WORK/actions/actions.scene.json"
python3 - "$SCENE" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
for node in doc["root"]["children"]:
    node["name"] = {"coin": "金币", "title": "タイトル"}.get(node["name"], node["name"])
json.dump(doc, open(sys.argv[1], "w"), ensure_ascii=False, indent=2)
PY
start_editor "$SCENE" --select 金币
import -window root "$WORK/shot.png"
quit_editor
STATE=$(grep -a '^STATE' "$WORK/out.txt" | tail -1)
echo "$STATE" | grep -q '"selection": \["金币"\]' || { echo "FAIL: $STATE"; exit 1; }
echo "$STATE" | grep -q '"namesWithoutGlyphs": 0' || { echo "FAIL: some names lack glyphs: $STATE"; exit 1; }
echo PASS
