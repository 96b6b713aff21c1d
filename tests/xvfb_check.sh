#!/usr/bin/env bash
# Fails when a tracked script starts Xvfb itself instead of through scripts/xvfb, which
# keeps the server from resetting between clients (a reset refuses the next window).
# Usage: xvfb_check.sh SOURCE_DIR
set -euo pipefail
cd "$1"
mapfile -t direct < <(git grep -nE 'xvfb-run +-|(^|[^-])Xvfb +:' -- ':!scripts/xvfb' ':!tests/xvfb_check.sh' || true)
if [ ${#direct[@]} -gt 0 ]; then
  echo "xvfb_check: start Xvfb through scripts/xvfb (it passes -noreset):"
  printf '  %s\n' "${direct[@]}"
  exit 1
fi
echo "xvfb_check: every Xvfb starts through scripts/xvfb"
