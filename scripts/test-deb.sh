#!/usr/bin/env bash
# Tests the Debian package as a player gets it: installs it with apt, starts the installed game
# under Xvfb from its desktop entry's Exec command with a fresh HOME and takes a screenshot of
# the screen, runs the installed engine's bench against tests/bench_signature.txt, then removes
# the package with --purge and checks that none of its files is left.
#
# Usage: scripts/test-deb.sh [PACKAGE.deb]   (default: the one scripts/build-deb.sh made)
#   XQ_DEB_TEST_OUT  where the screenshot and logs go (default build-deb/test)
# Needs root (or sudo) for apt; refuses to run when a xiangqi package is installed already,
# since it removes it at the end. The last line is "deb: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
DEB=${1:-$(ls "$ROOT"/build-deb/xiangqi_*.deb 2>/dev/null | head -1)}
OUT=${XQ_DEB_TEST_OUT:-$ROOT/build-deb/test}
[ -f "$DEB" ] || { echo "test-deb: no package: run scripts/build-deb.sh first" >&2; exit 2; }
DEB=$(realpath "$DEB")
SUDO=()
[ "$(id -u)" -eq 0 ] || SUDO=(sudo)
if dpkg-query -W -f='${Status}' xiangqi 2>/dev/null | grep -q "ok installed"; then
  echo "test-deb: the xiangqi package is installed already; remove it first" >&2
  exit 2
fi
for tool in xvfb-run import convert; do
  command -v $tool >/dev/null || { echo "test-deb: needs $tool (xvfb, imagemagick)" >&2; exit 2; }
done
rm -rf "$OUT" && mkdir -p "$OUT"
t0=$(date +%s)
STEP_PREFIX=test-deb
# shellcheck source=scripts/lib/step.sh
source scripts/lib/step.sh  # the script runs from the repository root

install_package() {
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
    --no-install-recommends "$DEB" >"$OUT/install.txt" 2>&1 || { tail "$OUT/install.txt"; return 1; }
  dpkg -L xiangqi >"$OUT/files.txt"
  echo "  installed $(grep -c . "$OUT/files.txt") paths; $(dpkg-query -W -f='${Installed-Size}' xiangqi) kB"
}

# The desktop entry's command, as a launcher runs it: field codes (%f) dropped, no file given.
desktop_game() {
  local exec_line home png=$OUT/screenshot.png
  exec_line=$(sed -n 's/^Exec=//p' /usr/share/applications/xiangqi.desktop | sed 's/ %[fFuU]//g')
  echo "  Exec: $exec_line"
  home=$(mktemp -d /tmp/xiangqi-deb-home.XXXXXX)
  # The game runs until SIGTERM, which SDL turns into a quit: it saves its state and exits.
  # A desktop session's PATH has /usr/games (Debian's /etc/profile); root's may not.
  HOME=$home PATH=$PATH:/usr/games xvfb-run -a -s "-screen 0 1400x900x24" bash -c "
    $exec_line >'$OUT/game.txt' 2>&1 &
    game=\$!
    sleep 12
    import -window root '$png'
    kill -TERM \$game
    wait \$game" || { cat "$OUT/game.txt"; rm -rf "$home"; return 1; }
  local state=$home/.local/share/xiangqi/xiangqi
  ls "$state" >"$OUT/state-files.txt" 2>&1
  rm -rf "$home"
  # A real picture: many distinct colours and a spread of brightness, not a blank screen.
  local colours sd
  colours=$(convert "$png" -format '%k' info:)
  sd=$(convert "$png" -colorspace Gray -format '%[fx:int(1000*standard_deviation)]' info:)
  echo "  screenshot $png: $colours colours, grey standard deviation $sd/1000"
  echo "  state saved in the fresh HOME: $(tr '\n' ' ' <"$OUT/state-files.txt")"
  [ "$colours" -gt 1000 ] && [ "$sd" -gt 50 ] && grep -q settings.ini "$OUT/state-files.txt"
}

bench() {
  local want got
  want=$(awk 'NR==1{print $1}' tests/bench_signature.txt)
  local engine
  engine=$(grep '/xiangqi-engine$' "$OUT/files.txt")
  "$engine" bench >"$OUT/bench.txt" 2>&1 || return 1
  got=$(sed -n 's/^nodes \([0-9]*\) .*/\1/p' "$OUT/bench.txt")
  echo "  bench signature of $engine: $got (tests/bench_signature.txt: $want)"
  [ "$got" = "$want" ]
}

manual_pages() {
  man -w xiangqi >/dev/null && man -w xiangqi-engine >/dev/null
}

purge() {
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -q xiangqi \
    >"$OUT/purge.txt" 2>&1 || { tail "$OUT/purge.txt"; return 1; }
  local left=0 path
  while IFS= read -r path; do
    # Folders other packages share (/usr/bin, /usr/share/icons/...) stay; the package's own go.
    if [ -d "$path" ] && ! dpkg -S "$path" >/dev/null 2>&1 && [ -z "$(ls -A "$path")" ]; then
      echo "  left: empty folder $path"; left=$((left + 1))
    elif [ -e "$path" ] && [ ! -d "$path" ]; then
      echo "  left: $path"; left=$((left + 1))
    fi
  done <"$OUT/files.txt"
  for path in /usr/share/xiangqi /usr/share/doc/xiangqi; do
    [ -e "$path" ] && { echo "  left: $path"; left=$((left + 1)); }
  done
  dpkg-query -W -f='${Status}' xiangqi 2>/dev/null | grep -q "ok installed" && left=$((left + 1))
  echo "  after the purge: $left of $(grep -c . "$OUT/files.txt") paths left"
  [ "$left" -eq 0 ]
}

step "apt install $(basename "$DEB")" install_package
step "game from the desktop entry under Xvfb" desktop_game
step "installed engine's bench signature" bench
step "manual pages" manual_pages
step "apt remove --purge leaves nothing" purge
echo "test-deb: logs and screenshot in $OUT; total $(($(date +%s) - t0)) s"
echo "deb: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
