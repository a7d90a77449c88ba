#!/usr/bin/env bash
# Installs the Debian packages the build and tests need, and nothing when all are present.
# Uses apt-get directly as root, sudo otherwise. --yardsticks also installs the Xiangqi engines
# Debian packages, the opponents of the strength figures (docs/strength.md): fairy-stockfish
# and sjaakii, in /usr/games. --web also installs what the browser build and its test need
# (scripts/build-web.sh, scripts/test-web.py): emscripten, chromium, python3-websockets,
# dpkg-dev and deb-src entries for apt-get source. --sanitize also installs what the asan and
# tsan presets build with: clang and its sanitizer runtimes. --fuzz installs those and libFuzzer
# (scripts/fuzz.sh, docs/testing.md).
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config
  libsdl2-dev libsdl2-image-dev libimgui-dev libstb-dev libgif-dev doctest-dev libcli11-dev
  fonts-wqy-microhei fonts-arphic-ukai
  python3 xvfb xauth clang-format clang-tidy
)
case "${1:-}" in
  "") ;;
  --yardsticks) PACKAGES+=(fairy-stockfish sjaakii) ;;
  --web) PACKAGES+=(emscripten chromium python3-websockets dpkg-dev) ;;
  --sanitize) PACKAGES+=(clang libclang-rt-14-dev) ;;
  --fuzz) PACKAGES+=(clang libclang-rt-14-dev libfuzzer-14-dev) ;;
  *) echo "setup: unknown argument '$1' (only --yardsticks, --web, --sanitize or --fuzz)" >&2; exit 2 ;;
esac

# apt-get source (the web build's SDL2, SDL2_image and Dear ImGui) needs deb-src entries: the
# same suites and keyring as the deb entries.
need_src=0
if [ "${1:-}" = --web ] &&
  ! grep -rqs '^Types:.*deb-src\|^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  need_src=1
fi

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && [ $need_src = 0 ] && exit 0

echo "setup: installing missing Debian packages: ${missing[*]:-(none)}"
if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
else
  echo "setup: need root or sudo to install: ${missing[*]}" >&2
  exit 1
fi
if [ $need_src = 1 ]; then
  sed 's/^Types: *deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources |
    "${SUDO[@]}" tee /etc/apt/sources.list.d/xiangqi-deb-src.sources >/dev/null
fi
"${SUDO[@]}" apt-get update
if [ ${#missing[@]} -gt 0 ]; then
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi
