#!/usr/bin/env bash
# Fails when a C++ source differs from .clang-format (CI runs it as a test). Fix with:
#   git ls-files '*.cpp' '*.h' | xargs clang-format -i
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find engine src render tests tools -name '*.cpp' -o -name '*.h' | sort)
clang-format --dry-run -Werror "${files[@]}"
echo "formatting: ${#files[@]} files match .clang-format"
