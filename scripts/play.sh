#!/usr/bin/env bash
# The play command: installs what is missing, builds the game (only the game and what it links,
# not the tests or tools), and launches it. Arguments are passed to the game.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
XQ_TARGET=xiangqi scripts/build.sh build
exec build/xiangqi "$@"
