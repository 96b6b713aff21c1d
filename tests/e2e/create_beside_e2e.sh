#!/usr/bin/env bash
# "+ New" says where a node goes (#29; a tryout's second "+ New" nested silently under the
# node the first had made). With the HUD's "score" selected, "Next to score" makes a
# Sprite right after it; the next "+ New" goes next to the node it just made, so a Label
# follows the Sprite instead of going inside it; "Inside Label" then puts a Node in the
# new Label. Three Ctrl+Z give the file back.
#   Usage: create_beside_e2e.sh EDITOR SOURCE_DIR DIORAMA_TOOL
set -euo pipefail
source "$(dirname "$0")/common.sh" "$@"
use_sample world-1-1 world-1-1.scene.json
start_editor "$SCENE" --select hud/score
create() {  # create TYPE [new-inside|new-beside]
  local x y
  mark
  read -r x y < <(item new-node)
  click "$x" "$y"
  if [ -n "${2:-}" ]; then
    read -r x y < <(item "$2")
    click "$x" "$y"
  fi
  read -r x y < <(item "create-$1")
  click "$x" "$y"
}
create Sprite new-beside
create Label
create Node new-inside
key ctrl+s
GOT=$(python3 -c '
import json, sys
root = json.load(open(sys.argv[1]))["root"]
hud = [n for n in root["children"] if n.get("name") == "hud"][0]
print(" ".join("%s%s" % (c.get("name"), "(" + ",".join(g.get("name") for g in c.get("children", [])) + ")"
                if c.get("children") else "") for c in hud["children"]))' "$SCENE")
[ "$GOT" = "score Sprite Label(Node) coins world" ] || { echo "FAIL: the HUD holds $GOT"; exit 1; }
undo_gives_back 3
quit_editor
echo PASS
