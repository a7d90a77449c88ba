#!/usr/bin/env bash
# Installs the Debian packages the build and tests need, and nothing when all are present.
# Uses apt-get directly as root, sudo otherwise. --yardsticks also installs the Xiangqi engines
# Debian packages, the opponents of the strength figures (docs/strength.md): fairy-stockfish
# and sjaakii, in /usr/games.
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
  *) echo "setup: unknown argument '$1' (only --yardsticks)" >&2; exit 2 ;;
esac

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing missing Debian packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
else
  echo "setup: need root or sudo to install: ${missing[*]}" >&2
  exit 1
fi
"${SUDO[@]}" apt-get update
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
