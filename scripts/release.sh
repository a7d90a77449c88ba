#!/usr/bin/env bash
# Makes every artifact of a release into dist/ (ignored by git), with their SHA256SUMS:
#   xiangqi_<version>_<arch>.deb          scripts/build-deb.sh (lintian-checked), then
#                                         scripts/test-deb.sh installs, runs and purges it
#   xiangqi-<version>-windows.zip         scripts/build-windows.sh
#   xiangqi-<version>-setup.exe           scripts/build-windows-installer.sh (NSIS), then
#                                         scripts/test-windows-installer.sh under wine
#   xiangqi-<version>-web.zip             scripts/build-web.sh, when the repository has it
# The version is the one in CMakeLists.txt (project VERSION), and CHANGELOG.md must have its
# entry, `## [VERSION] - YYYY-MM-DD`: the script refuses otherwise (scripts/release_version.py)
# and writes nothing. The entry's date is the packages' date (SOURCE_DATE_EPOCH).
#
# Usage: scripts/release.sh [--no-windows] [--no-test] VERSION
#   --no-windows  skip the Windows zip and installer (also skipped, with a message, when the
#                 mingw-w64 cross compiler or makensis is not installed)
#   --no-test     skip scripts/test-deb.sh (it needs root or sudo for apt) and
#                 scripts/test-windows-installer.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
windows=1
run_tests=1
version=
for arg in "$@"; do
  case "$arg" in
    --no-windows) windows=0 ;;
    --no-test) run_tests=0 ;;
    -*) echo "release: unknown option $arg" >&2; exit 2 ;;
    *) version=$arg ;;
  esac
done
[ -n "$version" ] || { echo "usage: scripts/release.sh [--no-windows] [--no-test] VERSION" >&2; exit 2; }
SOURCE_DATE_EPOCH=$(python3 scripts/release_version.py "$ROOT" "$version") || exit 1
export SOURCE_DATE_EPOCH
DIST=$ROOT/dist
T0=$(date +%s)
log() { echo "release: [$(($(date +%s) - T0)) s] $*"; }
rm -rf "$DIST" && mkdir -p "$DIST"
made=()
skipped=()

log "$version, dated $(date -u -d "@$SOURCE_DATE_EPOCH" +%F): the Debian package"
# A fresh configure: the date and version are written at configure time.
rm -rf "$ROOT/build-deb"
scripts/build-deb.sh
cp "$ROOT"/build-deb/xiangqi_"$version"_*.deb "$DIST/"
made+=("$(basename "$ROOT"/build-deb/xiangqi_"$version"_*.deb)")
if [ $run_tests = 1 ]; then
  scripts/test-deb.sh "$DIST"/xiangqi_"$version"_*.deb
else
  skipped+=("test-deb (--no-test)")
fi

if [ $windows = 0 ]; then
  skipped+=("Windows zip and setup.exe (--no-windows)")
elif ! command -v x86_64-w64-mingw32-g++-posix >/dev/null || ! command -v makensis >/dev/null; then
  skipped+=("Windows zip and setup.exe (no mingw-w64 or makensis: scripts/build-windows.sh installs them)")
else
  log "the Windows zip and installer"
  scripts/build-windows.sh --no-install
  scripts/build-windows-installer.sh
  if [ $run_tests = 1 ]; then
    scripts/test-windows-installer.sh
  else
    skipped+=("test-windows-installer (--no-test)")
  fi
  cp "$ROOT/build-windows/xiangqi-windows.zip" "$DIST/xiangqi-$version-windows.zip"
  cp "$ROOT/build-windows/xiangqi-setup.exe" "$DIST/xiangqi-$version-setup.exe"
  made+=("xiangqi-$version-windows.zip" "xiangqi-$version-setup.exe")
fi

if [ -x scripts/build-web.sh ]; then
  log "the web folder"
  web=$(scripts/build-web.sh | tail -1)  # its last line names the folder it built
  [ -d "$web" ] || { echo "release: scripts/build-web.sh did not name a folder" >&2; exit 1; }
  (cd "$(dirname "$web")" && zip -qr -9 "$DIST/xiangqi-$version-web.zip" "$(basename "$web")")
  made+=("xiangqi-$version-web.zip")
else
  skipped+=("web zip (no scripts/build-web.sh yet)")
fi

(cd "$DIST" && sha256sum "${made[@]}" >SHA256SUMS)
log "done: $DIST"
for f in "${made[@]}"; do echo "  made    $f ($(du -k "$DIST/$f" | cut -f1) kB)"; done
for s in "${skipped[@]}"; do echo "  skipped $s"; done
