# Sourced by the editor's end-to-end scripts (run inside xvfb-run):
#   source common.sh EDITOR_BINARY SOURCE_DIR
# Sets EDITOR, SRC and a scratch WORK folder; skips (77) without a display; on exit
# kills the editor whose pid is in APP and removes WORK.
EDITOR=$1
SRC=$2
if [ -z "${DISPLAY:-}" ]; then
  echo "SKIP: no DISPLAY (run under xvfb-run)"
  exit 77
fi
WORK=$(mktemp -d)
APP=""
cleanup() {
  [ -n "$APP" ] && kill -9 "$APP" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
export XDG_CONFIG_HOME="$WORK/config" XDG_STATE_HOME="$WORK/state"
