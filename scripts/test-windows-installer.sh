#!/usr/bin/env bash
# Tests the Windows installer (scripts/build-windows-installer.sh) under wine, in a throwaway
# wine prefix: a silent install (/S) without administrator rights, the installed game writes a
# screenshot under Xvfb, the installed engine's bench prints the Linux signature
# (tests/bench_signature.txt), and a silent uninstall leaves neither files, nor the Start-menu
# entry, nor the Add/Remove programs key behind. Not a real Windows machine: docs/platforms.md.
#
# Usage: scripts/test-windows-installer.sh [SETUP.exe]   (default build-windows/xiangqi-setup.exe)
#   XQ_WIN_BUILD  the Windows build folder (default build-windows); the screenshot is kept as
#                 $XQ_WIN_BUILD/installed-screenshot.png
# The last line is "windows installer: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${XQ_WIN_BUILD:-$ROOT/build-windows}
SETUP=$(realpath "${1:-$BUILD/xiangqi-setup.exe}")
WINE=/usr/lib/wine/wine64
WINESERVER=/usr/lib/wine/wineserver64
for tool in xvfb-run convert identify; do
  command -v $tool >/dev/null || { echo "test-windows-installer: needs $tool (xvfb, imagemagick)" >&2; exit 2; }
done
[ -f "$SETUP" ] || { echo "test-windows-installer: no $SETUP: run scripts/build-windows-installer.sh" >&2; exit 2; }
t0=$(date +%s)
WINEPREFIX=$(mktemp -d /tmp/xiangqi-wine.XXXXXX)
export WINEPREFIX WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="  # no Mono/Gecko prompts
OUT=$(mktemp -d /tmp/xiangqi-wine-out.XXXXXX)
cleanup() { "$WINESERVER" -k 2>/dev/null; rm -rf "$WINEPREFIX"; }
trap cleanup EXIT
KEY='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Xiangqi'

STEP_PREFIX=test-windows-installer
# shellcheck source=scripts/lib/step.sh
source scripts/lib/step.sh  # the script runs from the repository root

s=$(date +%s)
"$WINE" wineboot -i >/dev/null 2>&1
"$WINESERVER" -w
USERDIR=$(dirname "$(ls -d "$WINEPREFIX"/drive_c/users/*/AppData | grep -v /Public/ | head -1)")
DIR=$USERDIR/AppData/Local/Programs/Xiangqi
LINK="$USERDIR/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Xiangqi.lnk"
echo "test-windows-installer: wine prefix ready ($(($(date +%s) - s)) s)"

# Waits for wine to end after the query: a wine session started without a display would
# otherwise still be there when the game runs under Xvfb, and the game could open no window.
registry_key() {
  local rc
  "$WINE" reg query "$KEY" >"$OUT/reg.txt" 2>&1
  rc=$?
  "$WINESERVER" -w
  return $rc
}

install() {
  "$WINE" "$SETUP" /S >"$OUT/install.txt" 2>&1 || return 1
  "$WINESERVER" -w
  local missing=0 f
  for f in xiangqi.exe xiangqi-engine.exe README.txt uninstall.exe assets/board.png \
           assets/book.bin assets/xiangqi.nnue fonts/wqy-microhei.ttc; do
    [ -f "$DIR/$f" ] || { echo "  missing: $DIR/$f"; missing=1; }
  done
  [ -f "$LINK" ] || { echo "  missing: the Start-menu entry $LINK"; missing=1; }
  registry_key || { echo "  missing: $KEY"; missing=1; }
  echo "  installed $(find "$DIR" -type f | wc -l) files, $(du -sk "$DIR" | cut -f1) kB, in ${DIR#"$WINEPREFIX"/}"
  grep -E 'DisplayVersion|UninstallString|EstimatedSize' "$OUT/reg.txt" | tr -d '\r' | sed 's/^ */  /'
  [ $missing = 0 ]
}

screenshot() {
  local png=$OUT/screenshot.png
  xvfb-run -a -s "-screen 0 1280x800x24" "$WINE" "$DIR/xiangqi.exe" --screenshot "$png" \
    --frames 20 --config-dir "$OUT/state" >"$OUT/screenshot.txt" 2>&1 || { cat "$OUT/screenshot.txt"; return 1; }
  "$WINESERVER" -w
  cp "$png" "$BUILD/installed-screenshot.png"
  local colours
  colours=$(convert "$png" -format '%k' info:)
  echo "  screenshot $(identify -format '%wx%h' "$png"), $colours colours: $BUILD/installed-screenshot.png"
  [ "$colours" -gt 1000 ]
}

bench() {
  local want got
  want=$(awk 'NR==1{print $1}' tests/bench_signature.txt)
  "$WINE" "$DIR/xiangqi-engine.exe" bench >"$OUT/bench.txt" 2>&1 || return 1
  got=$(sed -n 's/^nodes \([0-9]*\) .*/\1/p' "$OUT/bench.txt" | tr -d '\r')
  echo "  bench signature of the installed engine: $got (tests/bench_signature.txt: $want)"
  [ "$got" = "$want" ]
}

uninstall() {
  # The uninstaller copies itself to the temporary folder and runs from there, so that it can
  # delete itself: wait for every wine process to end.
  "$WINE" "$DIR/uninstall.exe" /S >"$OUT/uninstall.txt" 2>&1 || return 1
  "$WINESERVER" -w
  local left=0
  [ -e "$DIR" ] && { echo "  left: $(find "$DIR" | head -5)"; left=1; }
  [ -e "$LINK" ] && { echo "  left: $LINK"; left=1; }
  registry_key && { echo "  left: $KEY"; left=1; }
  echo "  after the uninstall: install folder $([ -e "$DIR" ] && echo present || echo gone)," \
    "Start-menu entry $([ -e "$LINK" ] && echo present || echo gone)," \
    "registry key $(registry_key && echo present || echo gone)"
  [ $left = 0 ]
}

step "silent install (/S), per user" install
step "installed game's screenshot under Xvfb" screenshot
step "installed engine's bench signature" bench
step "silent uninstall leaves nothing" uninstall
echo "test-windows-installer: logs in $OUT; total $(($(date +%s) - t0)) s"
echo "windows installer: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
