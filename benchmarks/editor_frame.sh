#!/usr/bin/env bash
# The editor with a big scene: opens a generated world-1-1-like scene of NODES nodes in
# the real editor under Xvfb for FRAMES frames and prints its main-thread CPU per frame
# (the editor's --perf line), with a sprite deep in the level selected so that the
# hierarchy (expanded to it), the inspector and the render-order panel all have work.
# Usage: editor_frame.sh EDITOR [NODES] [FRAMES]
# A million-node world is over the format's 64 MiB file size limit (a compact 1M world is
# about 101 MB), so the editor is told a larger one.
set -euo pipefail
cd "$(dirname "$0")/.."
EDITOR=$1
NODES=${2:-100000}
FRAMES=${3:-120}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp -r projects/world-1-1/images "$dir/"
python3 benchmarks/make_big_world.py "$NODES" > "$dir/big-world.scene.json"
# A private HOME: the run must not touch the user's settings or recent files.
line=$(HOME="$dir" XDG_CONFIG_HOME="$dir" scripts/xvfb --size 1600x1000 \
  "$EDITOR" "$dir/big-world.scene.json" --frames "$FRAMES" --perf --size 1600x1000 --max-file-mib 256 \
  --select level/chunk-0/brick-3 | grep '^PERF')
echo "editor_frame nodes=$NODES $line"
