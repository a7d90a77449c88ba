#!/usr/bin/env bash
# Builds the game for web browsers (WebAssembly) with Debian's emscripten, into one static
# folder (see docs/platforms.md, "The browser"). The engine searches on threads
# (SharedArrayBuffer): the host must send the cross-origin isolation headers (COOP/COEP), as
# scripts/serve-web.py does; index.html says so when they are missing.
# Nothing is downloaded at build time: SDL2, SDL2_image (stb backend), Dear ImGui and giflib are
# built with emcc from the Debian source packages (apt-get source), stb comes from libstb-dev,
# and emscripten's ports (-sUSE_SDL ...) are never used.
#
# Usage: scripts/build-web.sh [--no-install]
#   XQ_WEB_CACHE  third-party sources and builds (default ~/.cache/xiangqi-web)
#   XQ_WEB_BUILD  the build folders (default build-web in the repository, ignored by git)
#   XQ_WEB_SIMD   OFF compiles the engine without WebAssembly SIMD (default ON; cmake/web.cmake)
# Output: $XQ_WEB_BUILD/xiangqi-web, named on the last line.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
CACHE=${XQ_WEB_CACHE:-$HOME/.cache/xiangqi-web}
BUILD=${XQ_WEB_BUILD:-$ROOT/build-web}
JOBS=$(nproc)
NICE=(nice -n 10)
T0=$(date +%s)
# emcc's JavaScript optimiser needs Debian's node-acorn, which a node from outside Debian does
# not find by itself.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
log() { echo "build-web: [$(($(date +%s) - T0)) s] $*" >&2; }

# ------------------------------------------------------------------ 1. Debian packages
if [ "${1:-}" != "--no-install" ]; then
  scripts/setup.sh --web >&2
fi

# ------------------------------------------------------------------ 2. Debian sources
mkdir -p "$CACHE/src"
# shellcheck source=scripts/lib/debian_source.sh
source scripts/lib/debian_source.sh  # source_dir PACKAGE (the script runs from the repository root)

# ------------------------------------------------------------------ 3. third-party libraries
# SDL2 and SDL2_image are compiled file by file, as emscripten's own SDL2 port does (SDL2 has a
# ready configuration for emscripten, include/SDL_config_emscripten.h): their CMake configure
# runs hundreds of emcc checks, many minutes, for the same result.
# Everything is compiled with -pthread (shared memory): wasm objects built with and without it
# do not link together. The prefix is named for it (prefix-mt).
compile_all() {  # compile_all OBJ_DIR LIBRARY FLAGS... -- SOURCES...: a static library
  local obj=$1 lib=$2 cflags=() src
  shift 2
  while [ "$1" != -- ]; do cflags+=("$1"); shift; done
  shift
  rm -rf "$obj" && mkdir -p "$obj"
  # shellcheck disable=SC2016  # "$@" is the inner shell's: the flags after its $0
  for src in "$@"; do echo "$src"; done |
    "${NICE[@]}" xargs -P "$JOBS" -I{} sh -c \
      'emcc "$@" -c "{}" -o "'"$obj"'/$(echo "{}" | tr / _).o"' emcc "${cflags[@]}"
  rm -f "$lib" && emar rcs "$lib" "$obj"/*.o
}

build_deps() {  # build_deps VARIANT FLAGS: installs into $CACHE/prefix-VARIANT once
  local variant=$1 flags=$2 prefix=$CACHE/prefix-$1 src obj
  mkdir -p "$prefix/lib/pkgconfig" "$prefix/include" "$prefix/lib/cmake"
  if [ ! -f "$prefix/.sdl2.done" ]; then
    src=$(source_dir libsdl2)
    log "building SDL2 for $variant (from $(basename "$src"))"
    local dirs=(. atomic audio audio/emscripten audio/dummy audio/disk cpuinfo dynapi events file
                filesystem/emscripten haptic haptic/dummy hidapi joystick joystick/emscripten
                loadso/dlopen locale locale/emscripten misc misc/emscripten power power/emscripten
                render render/opengles2 render/software sensor sensor/dummy stdlib thread timer
                timer/unix video video/emscripten video/dummy video/yuv2rgb)
    dirs+=(thread/pthread)
    local files=() d
    for d in "${dirs[@]}"; do files+=("$src/src/$d"/*.c); done
    # shellcheck disable=SC2086
    compile_all "$CACHE/build-$variant-sdl2" "$prefix/lib/libSDL2.a" -O2 -w $flags \
      -I"$src/include" -- "${files[@]}"
    mkdir -p "$prefix/include/SDL2"
    cp "$src"/include/*.h "$prefix/include/SDL2/"
    mkdir -p "$prefix/lib/cmake/SDL2"
    cat >"$prefix/lib/cmake/SDL2/SDL2Config.cmake" <<CM
add_library(SDL2::SDL2 STATIC IMPORTED)
set_target_properties(SDL2::SDL2 PROPERTIES IMPORTED_LOCATION "$prefix/lib/libSDL2.a"
  INTERFACE_INCLUDE_DIRECTORIES "$prefix/include/SDL2")
CM
    touch "$prefix/.sdl2.done"
  fi
  if [ ! -f "$prefix/.sdl2_image.done" ]; then
    src=$(source_dir libsdl2-image)
    # Every format's file (the others compile to stubs), PNG through stb_image.
    log "building SDL2_image for $variant (from $(basename "$src"))"
    # shellcheck disable=SC2086
    compile_all "$CACHE/build-$variant-sdl2_image" "$prefix/lib/libSDL2_image.a" -O2 -w $flags \
      -DLOAD_PNG -DUSE_STBIMAGE -I"$prefix/include/SDL2" -- "$src"/IMG*.c
    cp "$src/SDL_image.h" "$prefix/include/SDL2/"
    mkdir -p "$prefix/lib/cmake/SDL2_image"
    cat >"$prefix/lib/cmake/SDL2_image/SDL2_imageConfig.cmake" <<CM
add_library(SDL2_image::SDL2_image STATIC IMPORTED)
set_target_properties(SDL2_image::SDL2_image PROPERTIES
  IMPORTED_LOCATION "$prefix/lib/libSDL2_image.a" INTERFACE_LINK_LIBRARIES SDL2::SDL2)
CM
    touch "$prefix/.sdl2_image.done"
  fi

  if [ ! -f "$prefix/.imgui.done" ]; then
    src=$(source_dir imgui)
    log "building Dear ImGui for $variant (from $(basename "$src"))"
    obj=$CACHE/build-$variant-imgui
    rm -rf "$obj" && mkdir -p "$obj"
    for f in imgui imgui_draw imgui_tables imgui_widgets imgui_demo; do
      # shellcheck disable=SC2086
      "${NICE[@]}" em++ -O2 $flags -std=c++17 -c "$src/$f.cpp" -I"$src" -o "$obj/$f.o"
    done
    rm -f "$prefix/lib/libimgui.a" && emar rcs "$prefix/lib/libimgui.a" "$obj"/*.o
    mkdir -p "$prefix/include/imgui/backends"
    cp "$src"/imgui.h "$src"/imconfig.h "$src"/imgui_internal.h "$src"/imstb_*.h \
      "$prefix/include/imgui/"
    cp "$src"/backends/imgui_impl_sdl*.{h,cpp} "$prefix/include/imgui/backends/"
    cat >"$prefix/lib/pkgconfig/imgui.pc" <<PC
prefix=$prefix
Name: imgui
Description: Dear ImGui built for wasm32-emscripten from Debian's source
Version: 1.86
Requires: stb
Libs: -L\${prefix}/lib -limgui
Cflags: -I\${prefix}/include/imgui
PC
    touch "$prefix/.imgui.done"
  fi

  if [ ! -f "$prefix/.stb.done" ]; then
    log "building stb for $variant (from Debian's libstb-dev headers)"
    mkdir -p "$CACHE/build-$variant-stb" "$prefix/include/stb"
    cp /usr/include/stb/stb_image.h /usr/include/stb/stb_image_write.h "$prefix/include/stb/"
    printf '#define STB_IMAGE_IMPLEMENTATION\n#include <stb_image.h>\n#define STB_IMAGE_WRITE_IMPLEMENTATION\n#include <stb_image_write.h>\n' \
      >"$CACHE/build-$variant-stb/stb.c"
    # shellcheck disable=SC2086
    emcc -O2 $flags -c "$CACHE/build-$variant-stb/stb.c" -I"$prefix/include/stb" \
      -o "$CACHE/build-$variant-stb/stb.o"
    rm -f "$prefix/lib/libstb.a" && emar rcs "$prefix/lib/libstb.a" "$CACHE/build-$variant-stb/stb.o"
    cat >"$prefix/lib/pkgconfig/stb.pc" <<PC
prefix=$prefix
Name: stb
Description: stb_image and stb_image_write from Debian's libstb-dev
Version: 0
Libs: -L\${prefix}/lib -lstb
Cflags: -I\${prefix}/include/stb
PC
    touch "$prefix/.stb.done"
  fi

  if [ ! -f "$prefix/.giflib.done" ]; then
    src=$(source_dir giflib)
    # The library's files only (Debian's patches add quantize.c to it), not the tools.
    log "building giflib for $variant (from $(basename "$src"))"
    local gif_files=()
    for f in dgif_lib egif_lib gifalloc gif_err gif_font gif_hash openbsd-reallocarray quantize; do
      if [ -f "$src/$f.c" ]; then gif_files+=("$src/$f.c"); fi
    done
    # shellcheck disable=SC2086
    compile_all "$CACHE/build-$variant-giflib" "$prefix/lib/libgif.a" -O2 -w $flags \
      -I"$src" -- "${gif_files[@]}"
    cp "$src/gif_lib.h" "$prefix/include/"
    touch "$prefix/.giflib.done"
  fi

  for header_only in doctest CLI; do  # Debian's header-only packages as they are
    [ -d "$prefix/include/$header_only" ] || cp -r "/usr/include/$header_only" "$prefix/include/"
  done
  if [ ! -d "$prefix/share/cmake/CLI11" ]; then
    mkdir -p "$prefix/share/cmake" "$prefix/lib/cmake"
    cp -r /usr/share/cmake/CLI11 "$prefix/share/cmake/"
    cp -r /usr/lib/cmake/doctest "$prefix/lib/cmake/"
    sed -i "s|^set(_IMPORT_PREFIX \"/usr\")|set(_IMPORT_PREFIX \"$prefix\")|" \
      "$prefix/lib/cmake/doctest/doctestTargets.cmake"
  fi
}
build_deps mt "-pthread"

# ------------------------------------------------------------------ 4. the game
build_game() {  # build_game VARIANT: $BUILD/VARIANT/xiangqi.{js,wasm,data}
  local variant=$1 prefix=$CACHE/prefix-$1 flags="-pthread -fwasm-exceptions"
  log "building the game ($variant) into $BUILD/$variant"
  local launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  PKG_CONFIG_LIBDIR=$prefix/lib/pkgconfig PKG_CONFIG_PATH='' "${NICE[@]}" emcmake cmake -S . \
    -B "$BUILD/$variant" -G Ninja -DCMAKE_BUILD_TYPE=Release "${launcher[@]}" \
    -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_FIND_ROOT_PATH="$prefix" -DCMAKE_PREFIX_PATH="$prefix" \
    -DCMAKE_EXE_LINKER_FLAGS="-L$prefix/lib" -DXQ_IMGUI_BACKENDS="$prefix/include/imgui/backends" \
    -DGIF_INCLUDE_DIR="$prefix/include" -DGIF_LIBRARY="$prefix/lib/libgif.a" \
    -DXQ_SOURCE_ASSETS_FALLBACK=OFF -DXQ_WEB_SIMD="${XQ_WEB_SIMD:-ON}" \
    >"$BUILD/$variant.configure.log" 2>&1 ||
    { cat "$BUILD/$variant.configure.log" >&2; exit 1; }
  "${NICE[@]}" cmake --build "$BUILD/$variant" -j "$JOBS" --target xiangqi >&2
}
mkdir -p "$BUILD"
build_game mt

# ------------------------------------------------------------------ 5. the folder
OUT=$BUILD/xiangqi-web
log "assembling $OUT"
rm -rf "$OUT" && mkdir -p "$OUT"
cp packaging/web/index.html packaging/web/isolate-sw.js "$OUT/"
# The threaded build in mt/; index.html opens it when the page is cross-origin isolated.
mkdir -p "$OUT/mt"
cp "$BUILD"/mt/xiangqi.{js,wasm,data,worker.js} "$OUT/mt/"
cp packaging/web/game.html "$OUT/mt/index.html"
cp /usr/share/doc/fonts-wqy-microhei/copyright "$OUT/wqy-microhei-copyright.txt"

log "done: $OUT ($(du -sh "$OUT" | cut -f1))"
echo "$OUT"
