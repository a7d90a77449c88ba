#!/usr/bin/env bash
# Builds the Debian package of the game and the engine with CPack's DEB generator
# (cmake/install.cmake): xiangqi_<version>_<arch>.deb, then checks it with lintian.
#
# The programs go to /usr/games, as Debian's policy has it for games (/usr/games/../share/xiangqi
# is where they look for their files). They are built in a folder of their own without the source-tree fallback
# (XQ_SOURCE_ASSETS_FALLBACK=OFF): the packaged programs find their files only where they are
# installed, /usr/share/xiangqi, and carry no path of this machine. Only the two programs are
# built, not the tests, with the Release build's compiler flags (so ccache serves what build/
# compiled) and Debian's hardening linker flags (relro, bindnow).
#
# Usage: scripts/build-deb.sh [--no-install]
#   --no-install  do not install missing Debian packages (scripts/setup.sh, lintian, dpkg-dev)
#   XQ_DEB_BUILD  the build folder (default build-deb in the repository, ignored by git)
# Output: $XQ_DEB_BUILD/xiangqi_<version>_<arch>.deb and $XQ_DEB_BUILD/lintian.txt; fails on a
# lintian error. scripts/test-deb.sh installs and tests the package.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${XQ_DEB_BUILD:-$PWD/build-deb}
T0=$(date +%s)
log() { echo "build-deb: [$(($(date +%s) - T0)) s] $*"; }

if [ "${1:-}" != "--no-install" ]; then
  scripts/setup.sh
  missing=()
  for p in lintian dpkg-dev file; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    SUDO=()
    [ "$(id -u)" -eq 0 ] || SUDO=(sudo)
    log "installing: ${missing[*]}"
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
      --no-install-recommends "${missing[@]}"
  fi
fi

export DEB_BUILD_MAINT_OPTIONS=hardening=+all
LDFLAGS=$(dpkg-buildflags --get LDFLAGS)
LAUNCHER=()
command -v ccache >/dev/null && LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)

log "configuring $BUILD"
nice -n 10 cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release "${LAUNCHER[@]}" \
  -DCMAKE_INSTALL_PREFIX=/usr -DCMAKE_INSTALL_BINDIR=games -DXQ_SOURCE_ASSETS_FALLBACK=OFF \
  -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON \
  -DCMAKE_EXE_LINKER_FLAGS="$LDFLAGS" >/dev/null
log "building xiangqi and xiangqi-engine"
nice -n 10 cmake --build "$BUILD" -j 2 --target xiangqi xiangqi-engine
log "packing"
rm -f "$BUILD"/xiangqi_*.deb
(cd "$BUILD" && cpack -G DEB >cpack.log) || { cat "$BUILD/cpack.log"; exit 1; }
DEB=$(ls "$BUILD"/xiangqi_*.deb)
log "lintian $(basename "$DEB")"
lintian --fail-on error --tag-display-limit 0 "$DEB" >"$BUILD/lintian.txt" 2>&1 || {
  cat "$BUILD/lintian.txt"
  echo "build-deb: lintian found errors" >&2
  exit 1
}
sed 's/^/  /' "$BUILD/lintian.txt"
log "done: $DEB ($(du -k "$DEB" | cut -f1) kB; installed $(dpkg-deb -f "$DEB" Installed-Size) kB)"
