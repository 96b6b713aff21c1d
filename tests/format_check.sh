#!/usr/bin/env bash
# Fails when clang-format would change any tracked C++ file (.clang-format describes the
# code as it is written). Usage: format_check.sh SOURCE_DIR
set -euo pipefail
cd "$1"
command -v clang-format >/dev/null || { echo "format_check: clang-format not installed (scripts/install-deps)"; exit 1; }
mapfile -t files < <(git ls-files '*.cpp' '*.h')
bad=()
for f in "${files[@]}"; do
  clang-format --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
  echo "format_check: clang-format would change ${#bad[@]} file(s); run: clang-format -i ${bad[*]}"
  exit 1
fi
echo "format_check: ${#files[@]} files formatted"
