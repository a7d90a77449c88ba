#!/usr/bin/env bash
# Builds the Windows (x86_64) game, engine and test programs from Linux with Debian's mingw-w64,
# and packs xiangqi-windows.zip. Everything is statically linked: the .exe files need no DLL.
#
# Usage: scripts/build-windows.sh [--no-install]
#   XQ_WIN_CACHE  third-party sources and builds (default ~/.cache/xiangqi-windows), outside the
#                 repository: SDL2, SDL2_image, Dear ImGui and giflib are built there from the
#                 Debian source packages (apt-get source); stb, doctest and CLI11 are copied
#                 from Debian's libstb-dev, doctest-dev and libcli11-dev.
#   XQ_WIN_BUILD  the game's build folder (default build-windows in the repository, ignored by git)
# Output: $XQ_WIN_BUILD/xiangqi-windows.zip, and the test programs in $XQ_WIN_BUILD.
# scripts/test-windows.sh runs the tests under wine.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
CACHE=${XQ_WIN_CACHE:-$HOME/.cache/xiangqi-windows}
BUILD=${XQ_WIN_BUILD:-$ROOT/build-windows}
PREFIX=$CACHE/prefix
TOOLCHAIN=$ROOT/cmake/mingw-w64.cmake
JOBS=$(nproc)
NICE=(nice -n 10)
CXX=x86_64-w64-mingw32-g++-posix
AR=x86_64-w64-mingw32-ar
T0=$(date +%s)
log() { echo "build-windows: [$(($(date +%s) - T0)) s] $*"; }

# ------------------------------------------------------------------ 1. Debian packages
PACKAGES=(g++-mingw-w64-x86-64-posix wine64 cmake ninja-build pkg-config dpkg-dev zip
          libstb-dev doctest-dev libcli11-dev fonts-wqy-microhei xvfb xauth nsis imagemagick)
if [ "${1:-}" != "--no-install" ]; then
  missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  # apt-get source needs deb-src entries: the same suites and keyring as the deb entries.
  need_src=0
  if ! grep -rqs '^Types:.*deb-src\|^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    need_src=1
  fi
  if [ ${#missing[@]} -gt 0 ] || [ $need_src = 1 ]; then
    SUDO=()
    [ "$(id -u)" -eq 0 ] || SUDO=(sudo)
    if [ $need_src = 1 ]; then
      log "adding deb-src entries (/etc/apt/sources.list.d/xiangqi-deb-src.sources)"
      src=/etc/apt/sources.list.d/debian.sources
      [ -f "$src" ] || { echo "build-windows: no $src to copy deb-src entries from" >&2; exit 1; }
      sed 's/^Types: *deb$/Types: deb-src/' "$src" |
        "${SUDO[@]}" tee /etc/apt/sources.list.d/xiangqi-deb-src.sources >/dev/null
    fi
    log "installing: ${missing[*]:-(none)}"
    "${SUDO[@]}" apt-get update -q
    if [ ${#missing[@]} -gt 0 ]; then
      "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
        --no-install-recommends "${missing[@]}"
    fi
  fi
fi

# ------------------------------------------------------------------ 2. Debian sources
mkdir -p "$CACHE/src" "$PREFIX/lib/pkgconfig" "$PREFIX/include"
# shellcheck source=scripts/lib/debian_source.sh
source scripts/lib/debian_source.sh  # source_dir PACKAGE (the script runs from the repository root)

cmake_dep() {  # cmake_dep NAME SOURCE_DIR CMAKE_ARGS...: builds and installs into $PREFIX once
  local name=$1 src=$2
  shift 2
  [ -f "$PREFIX/.$name.done" ] && return 0
  log "building $name (from $(basename "$src"))"
  rm -rf "$CACHE/build-$name"
  "${NICE[@]}" cmake -S "$src" -B "$CACHE/build-$name" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" -DXQ_WIN_PREFIX="$PREFIX" \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" -DBUILD_SHARED_LIBS=OFF "$@" >"$CACHE/build-$name.log"
  "${NICE[@]}" cmake --build "$CACHE/build-$name" -j "$JOBS" >>"$CACHE/build-$name.log"
  cmake --install "$CACHE/build-$name" >>"$CACHE/build-$name.log"
  touch "$PREFIX/.$name.done"
}

export PKG_CONFIG_LIBDIR=$PREFIX/lib/pkgconfig  # never the host's .pc files
export PKG_CONFIG_PATH=

# ------------------------------------------------------------------ 3. third-party libraries
cmake_dep sdl2 "$(source_dir libsdl2)" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF
# PNG through SDL2_image's stb_image backend: no libpng or zlib to build.
cmake_dep sdl2_image "$(source_dir libsdl2-image)" -DSDL2IMAGE_BACKEND_STB=ON \
  -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_TESTS=OFF -DSDL2IMAGE_VENDORED=OFF \
  -DSDL2IMAGE_DEPS_SHARED=OFF -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF \
  -DSDL2IMAGE_WEBP=OFF -DSDL2_DIR="$PREFIX/lib/cmake/SDL2"
# Its installed config asks for libjpeg and libpng even with the stb backend, which needs
# neither (SDL2_image 2.6.3): tell it the codecs are built in.
sed -i 's/^set(SDL2IMAGE_VENDORED  OFF)/set(SDL2IMAGE_VENDORED  ON)  # stb backend/' \
  "$PREFIX/lib/cmake/SDL2_image/SDL2_imageConfig.cmake"

if [ ! -f "$PREFIX/.imgui.done" ]; then
  src=$(source_dir imgui)
  log "building Dear ImGui (from $(basename "$src"))"
  obj=$CACHE/build-imgui
  rm -rf "$obj" && mkdir -p "$obj"
  for f in imgui imgui_draw imgui_tables imgui_widgets imgui_demo; do
    "${NICE[@]}" $CXX -O2 -std=c++17 -c "$src/$f.cpp" -I"$src" -o "$obj/$f.o" &
  done
  wait
  rm -f "$PREFIX/lib/libimgui.a" && $AR rcs "$PREFIX/lib/libimgui.a" "$obj"/*.o
  mkdir -p "$PREFIX/include/imgui/backends"
  cp "$src"/imgui.h "$src"/imconfig.h "$src"/imgui_internal.h "$src"/imstb_*.h \
    "$PREFIX/include/imgui/"
  # The SDL backends stay sources, as in Debian's libimgui-dev; the game compiles them.
  cp "$src"/backends/imgui_impl_sdl*.{h,cpp} "$PREFIX/include/imgui/backends/"
  cat >"$PREFIX/lib/pkgconfig/imgui.pc" <<EOF
prefix=$PREFIX
Name: imgui
Description: Dear ImGui built for x86_64-w64-mingw32 from Debian's source
Version: 1.86
Requires: stb
Libs: -L\${prefix}/lib -limgui -limm32
Cflags: -I\${prefix}/include/imgui
EOF
  touch "$PREFIX/.imgui.done"
fi

if [ ! -f "$PREFIX/.stb.done" ]; then
  log "building stb (from Debian's libstb-dev headers)"
  mkdir -p "$CACHE/build-stb" "$PREFIX/include/stb"
  cp /usr/include/stb/stb_image.h /usr/include/stb/stb_image_write.h "$PREFIX/include/stb/"
  printf '#define STB_IMAGE_IMPLEMENTATION\n#include <stb_image.h>\n#define STB_IMAGE_WRITE_IMPLEMENTATION\n#include <stb_image_write.h>\n' \
    >"$CACHE/build-stb/stb.c"
  x86_64-w64-mingw32-gcc-posix -O2 -c "$CACHE/build-stb/stb.c" -I"$PREFIX/include/stb" \
    -o "$CACHE/build-stb/stb.o"
  rm -f "$PREFIX/lib/libstb.a" && $AR rcs "$PREFIX/lib/libstb.a" "$CACHE/build-stb/stb.o"
  touch "$PREFIX/.stb.done"
fi
# Written every time: the diagram library links PkgConfig::STB, which needs the Libs line, and
# a prefix made before it has a stb.pc without one.
cat >"$PREFIX/lib/pkgconfig/stb.pc" <<EOF
prefix=$PREFIX
Name: stb
Description: stb_image and stb_image_write from Debian's libstb-dev
Version: 0
Libs: -L\${prefix}/lib -lstb
Cflags: -I\${prefix}/include/stb
EOF

if [ ! -f "$PREFIX/.giflib.done" ]; then
  src=$(source_dir giflib)
  # The library's files only (Debian's patches add quantize.c to it), not the tools.
  log "building giflib (from $(basename "$src"))"
  obj=$CACHE/build-giflib
  rm -rf "$obj" && mkdir -p "$obj"
  for f in dgif_lib egif_lib gifalloc gif_err gif_font gif_hash openbsd-reallocarray quantize; do
    if [ -f "$src/$f.c" ]; then
      "${NICE[@]}" x86_64-w64-mingw32-gcc-posix -O2 -w -c "$src/$f.c" -I"$src" -o "$obj/$f.o"
    fi
  done
  rm -f "$PREFIX/lib/libgif.a" && $AR rcs "$PREFIX/lib/libgif.a" "$obj"/*.o
  cp "$src/gif_lib.h" "$PREFIX/include/"
  touch "$PREFIX/.giflib.done"
fi

if [ ! -f "$PREFIX/.doctest.done" ]; then  # header-only: Debian's doctest-dev as it is
  mkdir -p "$PREFIX/lib/cmake"
  cp -r /usr/include/doctest "$PREFIX/include/"
  cp -r /usr/lib/cmake/doctest "$PREFIX/lib/cmake/"
  sed -i "s|^set(_IMPORT_PREFIX \"/usr\")|set(_IMPORT_PREFIX \"$PREFIX\")|" \
    "$PREFIX/lib/cmake/doctest/doctestTargets.cmake"  # Debian's says /usr
  touch "$PREFIX/.doctest.done"
fi

if [ ! -f "$PREFIX/.cli11.done" ]; then  # header-only: Debian's libcli11-dev as it is
  # Its CMake config finds the headers relative to itself: $PREFIX/share/cmake/CLI11 ->
  # $PREFIX/include, where find_package(CLI11 CONFIG) looks under the toolchain's root path.
  mkdir -p "$PREFIX/share/cmake"
  cp -r /usr/include/CLI "$PREFIX/include/"
  cp -r /usr/share/cmake/CLI11 "$PREFIX/share/cmake/"
  touch "$PREFIX/.cli11.done"
fi

# ------------------------------------------------------------------ 4. the game
log "building the game into $BUILD"
LAUNCHER=()
command -v ccache >/dev/null && LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
"${NICE[@]}" cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release "${LAUNCHER[@]}" \
  -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" -DXQ_WIN_PREFIX="$PREFIX" \
  -DXQ_IMGUI_BACKENDS="$PREFIX/include/imgui/backends" >/dev/null
"${NICE[@]}" cmake --build "$BUILD" -j "$JOBS" \
  --target xiangqi xiangqi-engine engine_tests

# ------------------------------------------------------------------ 5. the zip
log "packing $BUILD/xiangqi-windows.zip"
stage=$BUILD/zip/xiangqi
rm -rf "$BUILD/zip" && mkdir -p "$stage/fonts"
cp "$BUILD/xiangqi.exe" "$BUILD/xiangqi-engine.exe" "$stage/"
x86_64-w64-mingw32-strip "$stage"/*.exe
cp -r assets "$stage/assets"
# The CJK font the game draws with on Linux (Windows' own Microsoft YaHei is the fallback).
cp /usr/share/fonts/truetype/wqy/wqy-microhei.ttc "$stage/fonts/"
cp /usr/share/doc/fonts-wqy-microhei/copyright "$stage/fonts/wqy-microhei-copyright.txt"
cp docs/windows-readme.txt "$stage/README.txt"
sed -i 's/$/\r/' "$stage/README.txt"
rm -f "$BUILD/xiangqi-windows.zip"
(cd "$BUILD/zip" && zip -qr -9 "$BUILD/xiangqi-windows.zip" xiangqi)
log "done: $BUILD/xiangqi-windows.zip ($(du -h "$BUILD/xiangqi-windows.zip" | cut -f1))"
