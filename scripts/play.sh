#!/usr/bin/env bash
# The play command: installs what is missing, builds Release, and launches the game.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh build
exec build/xiangqi "$@"
