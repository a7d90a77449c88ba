#!/usr/bin/env bash
# Builds the Windows programs (scripts/build-windows.sh) and tests them under wine, in a
# throwaway wine prefix: the engine test suite, the bench signature against
# tests/bench_signature.txt (the number the Linux build checks), a UCI session through wine's
# stdin and stdout (LF and CRLF line ends), a screenshot of the game under Xvfb, and the
# game's crash-safe save replacing its files.
# Not a real Windows machine: see docs/platforms.md.
#
# Usage: scripts/test-windows.sh [--no-build | --no-install]   (--no-install and XQ_WIN_BUILD
# go to build-windows.sh)
# Prints each step's time; the last line is "windows: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${XQ_WIN_BUILD:-$ROOT/build-windows}
WINE=/usr/lib/wine/wine64
WINESERVER=/usr/lib/wine/wineserver64
t0=$(date +%s)
if [ "${1:-}" != "--no-build" ]; then
  scripts/build-windows.sh "$@" || { echo "windows: 0 passed, 1 failed (build)"; exit 1; }
fi
echo "test-windows: build took $(($(date +%s) - t0)) s"

WINEPREFIX=$(mktemp -d /tmp/xiangqi-wine.XXXXXX)
export WINEPREFIX WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="  # no Mono/Gecko prompts
OUT=$(mktemp -d /tmp/xiangqi-wine-out.XXXXXX)
cleanup() { "$WINESERVER" -k 2>/dev/null; rm -rf "$WINEPREFIX"; }
trap cleanup EXIT

STEP_PREFIX=test-windows
# shellcheck source=scripts/lib/step.sh
source scripts/lib/step.sh  # the script runs from the repository root

s=$(date +%s)
"$WINE" wineboot -i >/dev/null 2>&1
echo "test-windows: wine prefix ready ($(($(date +%s) - s)) s)"

engine_tests() {
  "$WINE" "$BUILD/engine_tests.exe" --no-intro=true --duration=false >"$OUT/engine_tests.txt" 2>&1
  local rc=$?
  tail -4 "$OUT/engine_tests.txt"
  return $rc
}

bench() {
  local want got
  want=$(awk 'NR==1{print $1}' tests/bench_signature.txt)
  "$WINE" "$BUILD/xiangqi-engine.exe" bench >"$OUT/bench.txt" 2>&1 || return 1
  got=$(sed -n 's/^nodes \([0-9]*\) .*/\1/p' "$OUT/bench.txt" | tr -d '\r')
  echo "  bench signature under wine: $got (tests/bench_signature.txt: $want)"
  [ "$got" = "$want" ]
}

# A UCI session through pipes: handshake, a position, a short go, quit. $1 is the line end.
uci_session() {
  local eol=$1 line best=""
  coproc ENGINE { "$WINE" "$BUILD/xiangqi-engine.exe" 2>/dev/null; }
  send() { printf '%s%b' "$1" "$eol" >&"${ENGINE[1]}"; }
  wait_for() {  # reads until a line starts with $1 (30 s at most per line)
    while IFS= read -r -t 30 line <&"${ENGINE[0]}"; do
      line=${line%$'\r'}
      echo "$line" >>"$OUT/uci.txt"
      [[ $line == "$1"* ]] && return 0
    done
    return 1
  }
  send uci && wait_for uciok || return 1
  send isready && wait_for readyok || return 1
  send "position startpos moves h2e2" && send "go movetime 500" && wait_for bestmove || return 1
  best=${line#bestmove }
  best=${best%% *}
  echo "  UCI ($( [ "$eol" = '\n' ] && echo LF || echo CRLF)): bestmove $best"
  send quit
  wait "$ENGINE_PID"
  [[ $best =~ ^[a-i][0-9][a-i][0-9]$ ]]
}

screenshot() {
  local png=$OUT/screenshot.png
  xvfb-run -a -s "-screen 0 1280x800x24" "$WINE" "$BUILD/zip/xiangqi/xiangqi.exe" \
    --screenshot "$png" --frames 20 >"$OUT/screenshot.txt" 2>&1 || { cat "$OUT/screenshot.txt"; return 1; }
  cp "$png" "$BUILD/wine-screenshot.png"
  # A real picture: a PNG of the window's size with many colours, not a blank frame.
  python3 - "$png" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
w, h = struct.unpack(">II", data[16:24])
print(f"  screenshot {w}x{h}, {len(data)} bytes: {sys.argv[1]}")
assert w >= 640 and h >= 480 and len(data) > 50_000, "too small to be the game"
PY
}

# The game's state is written with write_file_atomic (CreateFileW, FlushFileBuffers,
# MoveFileExW): a second run must replace both files (a new inode each) and leave no .tmp.
saved_state() {
  local dir=$OUT/state before after
  run_game() {
    xvfb-run -a "$WINE" "$BUILD/zip/xiangqi/xiangqi.exe" --screenshot "$OUT/state.png" \
      --frames 2 --config-dir "$dir" >>"$OUT/state.txt" 2>&1
  }
  run_game && [ -f "$dir/settings.ini" ] && [ -f "$dir/game.pgn" ] || return 1
  before=$(stat -c %i "$dir/settings.ini" "$dir/game.pgn")
  run_game || return 1
  after=$(stat -c %i "$dir/settings.ini" "$dir/game.pgn")
  echo "  state files: inodes $(echo $before) then $(echo $after); $(ls "$dir" | tr '\n' ' ')"
  [ "$(echo "$before" | sed -n 1p)" != "$(echo "$after" | sed -n 1p)" ] &&
    [ "$(echo "$before" | sed -n 2p)" != "$(echo "$after" | sed -n 2p)" ] &&
    ! ls "$dir" | grep -q '\.tmp$'
}

step "engine tests (engine_tests.exe)" engine_tests
step "bench signature" bench
step "UCI session through pipes (LF)" uci_session '\n'
step "UCI session through pipes (CRLF)" uci_session '\r\n'
step "screenshot under Xvfb" screenshot
step "state saved twice through MoveFileExW" saved_state
echo "test-windows: logs in $OUT; total $(($(date +%s) - t0)) s"
echo "windows: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
