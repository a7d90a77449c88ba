#!/usr/bin/env bash
# Configures and builds one build directory.
# Usage: scripts/build.sh <dir> [cmake args...]; XQ_TARGET=<target> builds only that target
# (and what it links), e.g. XQ_TARGET=xiangqi for the game alone.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$1
shift
# Unity batches (CMake's eight sources a batch) build it in about two thirds of the CPU time;
# -DCMAKE_UNITY_BUILD=OFF builds file by file (the quicker rebuild after editing one file).
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON "$@" >/dev/null
cmake --build "$dir" -j "$(nproc)" ${XQ_TARGET:+--target "$XQ_TARGET"}
