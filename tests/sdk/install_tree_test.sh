#!/usr/bin/env bash
# The installed SDK stands alone: `cmake --install` into a fresh prefix gives the
# package files, the four targets and headers that name no path into the source or
# build tree, no internal header, and every public header compiles on its own.
#   install_tree_test.sh SOURCE_DIR BUILD_DIR [release|instrumented]
set -euo pipefail
src=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
kind=${3:-release}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" >/dev/null

fail=0
for f in lib/cmake/Diorama/DioramaConfig.cmake lib/cmake/Diorama/DioramaConfigVersion.cmake \
         lib/cmake/Diorama/DioramaTargets.cmake include/diorama/player/player.h include/diorama/scene/node.h; do
  [[ -f $prefix/$f ]] || { echo "missing from the install tree: $f"; fail=1; }
done
for target in runtime serialization play player; do
  grep -q "add_library(Diorama::$target " "$prefix/lib/cmake/Diorama/DioramaTargets.cmake" ||
    { echo "DioramaTargets.cmake does not define Diorama::$target"; fail=1; }
done

# What a consumer reads (CMake files, headers) must not point back at this checkout.
if hits=$(grep -rIl -e "$src" -e "$build" "$prefix/lib/cmake" "$prefix/include"); then
  echo "install tree names the source or build tree:"; echo "$hits"
  grep -rIn -e "$src" -e "$build" "$prefix/lib/cmake" "$prefix/include" | head -5
  fail=1
fi
# Nor may the code or data of a library or program (an assert's __FILE__, a baked-in
# path). Debug information is set aside: like every -g build, it records the directory
# each object was compiled in (DW_AT_comp_dir), which the debugger needs.
# Sanitizers and asserts (builds without NDEBUG) name source files on purpose: those
# builds are checked for the rest only.
[[ $kind == release ]] || echo "instrumented or debug build: libraries and programs not checked for paths"
for binary in "$prefix"/lib/*.a "$prefix"/bin/*; do
  [[ $kind == release ]] || break
  [[ -f $binary ]] || continue
  case $(head -c 4 "$binary" | od -An -c | tr -d ' ') in
    '!<ar' | 177ELF) ;;
    *) continue ;;
  esac
  objcopy --strip-debug "$binary" "$work/stripped"
  if strings "$work/stripped" | grep -q -e "$src" -e "$build"; then
    echo "$(basename "$binary") names the source or build tree outside its debug information"; fail=1
  fi
done
# Nor may the project's warning or sanitizer flags reach a game.
if grep -Eq -- '-Wall|-Werror|-fsanitize|diorama_build_flags' "$prefix"/lib/cmake/Diorama/*.cmake; then
  echo "the exported targets carry the project's build flags"; fail=1
fi
# Internal headers (*/src/*.h) stay private; glad stays inside the library.
for internal in scene_stream.h json_parse.h node_lifecycle.h gl_render_target.h pointer_input.h scene_bindings.h; do
  if find "$prefix/include" -name "$internal" | grep -q .; then echo "internal header installed: $internal"; fail=1; fi
done
if [[ -d $prefix/include/glad ]] || grep -rIq 'glad/' "$prefix/include"; then echo "an installed header needs glad"; fail=1; fi

# Each public header compiles alone, found through the install tree only.
cxx=${CXX:-c++}
(cd "$prefix/include" && find diorama -name '*.h' | sort) > "$work/headers"
[[ -s $work/headers ]] || { echo "no headers installed"; exit 1; }
export prefix cxx
if ! xargs -P 2 -I{} sh -c 'printf "#include <%s>\n" "$1" | "$cxx" -std=c++20 -fsyntax-only -Wall -Wextra -I"$prefix/include" -x c++ - 2>&1 |
    sed "s|^|$1: |"; exit 0' _ {} < "$work/headers" > "$work/compile.log"; then fail=1; fi
if [[ -s $work/compile.log ]]; then echo "headers that do not compile alone:"; head -40 "$work/compile.log"; fail=1; fi
echo "$(wc -l < "$work/headers") public headers compile alone"
exit $fail
