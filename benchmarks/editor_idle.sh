#!/usr/bin/env bash
# The editor's CPU use while nobody touches it: the real editor on a sample scene under
# Xvfb, measured from /proc over a window that starts after the window is up.
#   benchmarks/editor_idle.sh EDITOR [SCENE] [SECONDS]
# Prints "idle_cpu_percent_of_a_core=P" (user + system time of every thread, llvmpipe's
# raster threads included, over wall time).
set -euo pipefail
editor=${1:?usage: editor_idle.sh EDITOR [SCENE] [SECONDS]}
root=$(cd "$(dirname "$0")/.." && pwd)
scene=${2:-}
[ -n "$scene" ] || scene=$root/projects/world-1-1/world-1-1.scene.json
seconds=${3:-10}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/measure.sh" <<SCRIPT
set -e
XDG_CONFIG_HOME="$work/config" "$editor" "$scene" --autosave-seconds 0 --seconds $((seconds + 5)) &
pid=\$!
sleep 3
ticks() { awk '{print \$14 + \$15}' /proc/\$pid/stat; }
t0=\$(ticks); w0=\$(date +%s.%N)
sleep $seconds
t1=\$(ticks); w1=\$(date +%s.%N)
hz=\$(getconf CLK_TCK)
awk -v t0=\$t0 -v t1=\$t1 -v w0=\$w0 -v w1=\$w1 -v hz=\$hz \
  'BEGIN { printf "idle_cpu_percent_of_a_core=%.2f\n", 100 * (t1 - t0) / hz / (w1 - w0) }'
wait \$pid
SCRIPT
"$root/scripts/xvfb" bash "$work/measure.sh"
