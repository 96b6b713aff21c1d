#!/usr/bin/env bash
# scripts/bench's editor step at full length, on a small scene: `--frames N --perf` must
# draw and count N frames even though the editor sleeps when idle (it once waited
# forever, and the smoke run only passed because 3 frames fit into the start-up frames).
#   bench_editor_frame_e2e.sh EDITOR SOURCE_DIR
set -euo pipefail
EDITOR=$1
SRC=$2
if [ -z "${DISPLAY:-}" ]; then
  echo "SKIP: no DISPLAY (run under xvfb-run)"
  exit 77
fi
FRAMES=90
line=$(timeout 120 bash "$SRC/benchmarks/editor_frame.sh" "$EDITOR" 1500 "$FRAMES") || {
  echo "FAIL: editor_frame.sh did not finish $FRAMES frames within 120 s" >&2
  exit 1
}
echo "$line"
echo "$line" | grep -q "PERF frames=$FRAMES " || { echo "FAIL: expected PERF frames=$FRAMES" >&2; exit 1; }
echo "$line" | grep -Eq "main_thread_cpu_ms_per_frame=[0-9.]+" || { echo "FAIL: no per-frame figure" >&2; exit 1; }
