#!/usr/bin/env bash
# Makes the Windows installer, build-windows/xiangqi-setup.exe, with Debian's NSIS (makensis)
# from the folder scripts/build-windows.sh packs into the zip (build-windows/zip/xiangqi) and
# packaging/windows/xiangqi.nsi. Run scripts/build-windows.sh first.
#
# Usage: scripts/build-windows-installer.sh
#   XQ_WIN_BUILD  the Windows build folder (default build-windows)
# scripts/test-windows-installer.sh installs, runs and uninstalls it under wine.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${XQ_WIN_BUILD:-$ROOT/build-windows}
STAGE=$BUILD/zip/xiangqi
OUT=$BUILD/xiangqi-setup.exe
command -v makensis >/dev/null || { echo "build-windows-installer: needs makensis (Debian's nsis)" >&2; exit 1; }
[ -f "$STAGE/xiangqi.exe" ] || { echo "build-windows-installer: no $STAGE: run scripts/build-windows.sh first" >&2; exit 1; }
version=$(sed -n 's/^project(xiangqi VERSION \([^ )]*\).*/\1/p' CMakeLists.txt)
rm -f "$OUT"
makensis -V2 -DVERSION="$version" -DSTAGE="$STAGE" -DOUTFILE="$OUT" packaging/windows/xiangqi.nsi
echo "build-windows-installer: $OUT ($(du -k "$OUT" | cut -f1) kB)"
