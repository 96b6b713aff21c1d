#!/usr/bin/env bash
# The player's frame under Xvfb (llvmpipe): world-1-1 and a scene of 10,000 sprites, all
# on screen, in a real diorama-player window at the design size. Prints per scene:
#   main   the main thread's CPU time for the frame's own work (input to render, before the swap),
#          the player's average after ten warm-up frames;
#   cpu    the whole process's CPU per frame (user + system, llvmpipe's threads
#          included), from two runs of different length so that start-up cancels out.
# The 10k sprites use two images in two runs of 5,000, so they draw in two batches, and
# then alternating, so that cocos would issue 10,000 (the renderer draws the two images,
# of one size, from one texture array in one call).
# Unpaced (--fps 1000 --no-vsync) so that the frames run back to back.
# Usage: player_frame.sh PLAYER [FRAMES]
set -euo pipefail
cd "$(dirname "$0")/.."
PLAYER=$1
FRAMES=${2:-300}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp -r projects/world-1-1/images "$dir/"
python3 - "$dir" <<'PY'
import json, sys
for name, first in (("sprites-10k", lambda i: i < 5000), ("sprites-10k-alternating", lambda i: i % 2 == 0)):
    children = [{"type": "Sprite", "id": f"s{i}", "name": f"s{i}",
                 "position": [8 + (i % 100) * 9.5, 8 + (i // 100) * 6.3], "scale": 0.25,
                 "texture": "images/enemy.png" if first(i) else "images/question.png"} for i in range(10000)]
    scene = {"format": "diorama.scene", "version": 1, "designSize": [960, 640],
             "root": {"type": "Scene", "id": "root", "name": name, "children": children}}
    json.dump(scene, open(f"{sys.argv[1]}/{name}.scene.json", "w"))
PY
cp projects/world-1-1/world-1-1.scene.json "$dir/"

# measure SCENE FRAMES: prints "process-cpu-seconds main-ms-per-frame".
measure() {
  scripts/xvfb /usr/bin/time -f '%U %S' -o "$dir/time.txt" \
    "$PLAYER" "$1" --frames "$2" --fps 1000 --no-vsync --title bench >"$dir/summary.json"
  python3 - "$dir/time.txt" "$dir/summary.json" <<'PY'
import json, sys
user, system = map(float, open(sys.argv[1]).read().split()[-2:])
summary = json.loads(open(sys.argv[2]).read().strip().splitlines()[-1])
stats = summary["stats"]
print(user + system, stats["cpuMillisecondsPerFrame"], stats["drawCalls"], stats["glDrawCalls"])
PY
}

run() {
  local scene=$1 short=60 t1 t2 main calls glCalls
  read -r t1 _ _ _ < <(measure "$scene" "$short")
  read -r t2 main calls glCalls < <(measure "$scene" "$FRAMES")
  python3 -c "print('player_frame scene=$(basename "$scene" .scene.json) frames=$FRAMES batches=$calls gl_draw_calls=$glCalls main=%.2f ms cpu=%.2f ms' % ($main, ($t2 - $t1) * 1000 / ($FRAMES - $short)))"
}
run "$dir/world-1-1.scene.json"
run "$dir/sprites-10k.scene.json"
run "$dir/sprites-10k-alternating.scene.json"
