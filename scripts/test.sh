#!/usr/bin/env bash
# The test command: installs what is missing (with Fairy-Stockfish and Sjaak II, the real engines
# the external-engine tests play), builds Release, and runs the whole test suite.
# With --sanitize (what CI does) it also runs clang-tidy over the engine, render/, tools/ and src/cli/
# (scripts/tidy.sh), the suite under AddressSanitizer + UBSan, and the engine and game-layer
# tests under ThreadSanitizer; the sanitizer builds use Clang, which compiles instrumented code
# in about half GCC's time. The builds are the presets of CMakePresets.json.
# The web build (scripts/build-web.sh) is tested in headless Chromium (scripts/test-web.py) when
# emcc and chromium are installed; --web installs them first (scripts/setup.sh --web).
#
# Warnings are errors under --sanitize (XQ_WERROR): CI pins Debian 12's compiler, on which the
# code builds without a warning, so a new warning fails CI. A player's plain run only warns: a
# newer compiler may warn about things this one does not, and that must not stop the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitize=0
web=0
for arg in "$@"; do
  case "$arg" in
    --sanitize) sanitize=1 ;;
    --web) web=1 ;;
    *) echo "test: unknown option $arg (--sanitize, --web)" >&2; exit 2 ;;
  esac
done
werror=$([ $sanitize = 1 ] && echo ON || echo OFF)
jobs=$(nproc)

build() {  # build PRESET: configure and build one preset
  cmake --preset "$1" -DXQ_WERROR="$werror" >/dev/null
  cmake --build --preset "$1" -j "$jobs"
}

scripts/setup.sh
scripts/setup.sh --yardsticks  # Fairy-Stockfish and Sjaak II: the real-engine tests play them
[ $sanitize = 1 ] && scripts/setup.sh --sanitize  # the sanitizer presets build with Clang
[ $web = 1 ] && scripts/setup.sh --web
build release
ctest --preset release -j "$jobs"
echo "doctest cases run: $(python3 scripts/check_ctest_cases.py build | tail -1)"

if [ $sanitize = 1 ]; then
  echo "== clang-tidy (engine, render, tools, src/cli)"
  # About 7 minutes of CPU on 2 cores; the whole tree, tests and GUI included, takes about 15,
  # more than CI's time allows: run `scripts/tidy.sh` on everything before merging into main.
  scripts/tidy.sh build '^(engine|render|tools|src/cli)/'
  echo "== AddressSanitizer + UndefinedBehaviorSanitizer"
  # -O1 with line tables (-g1): half the build time of -O2 -g, for about the same test time.
  build asan
  ctest --preset asan -j "$jobs"
  echo "== ThreadSanitizer (engine and game-layer tests)"
  build tsan
  ctest --preset tsan -j "$jobs"
fi

if command -v emcc >/dev/null && command -v chromium >/dev/null; then
  echo "== web build in headless Chromium"
  scripts/build-web.sh --no-install >/dev/null
  /usr/bin/python3 scripts/test-web.py
  /usr/bin/python3 scripts/test-web.py --plain
else
  echo "web test skipped: emcc/chromium not installed"
fi
