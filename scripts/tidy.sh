#!/usr/bin/env bash
# clang-tidy with the checks of .clang-tidy over the project's own sources (engine/, src/,
# render/, tools/, tests/; not the ImGui backends), from a build's compile database, one file per
# core. Prints each finding once (a header's findings come from every file that includes it),
# then the count per check, and exits 1 if there is any finding.
#
# Usage: scripts/tidy.sh [BUILD_DIR [PATH_REGEX]]
#   BUILD_DIR   a configured build (default build); its compile_commands.json names the files
#   PATH_REGEX  only the sources whose path in the repository matches, e.g. '^engine/search/'
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
build=${1:-build}
pattern=${2:-.}
db=$build/compile_commands.json
if ! command -v clang-tidy >/dev/null; then
  echo "tidy: clang-tidy is not installed (scripts/setup.sh installs it)" >&2
  exit 2
fi
if [ ! -f "$db" ]; then
  echo "tidy: no $db: configure a build first (cmake --preset release)" >&2
  exit 2
fi
# A unity build's database names its batches, not the sources: configure the same tree file by
# file beside it (configuring only, a few seconds) and read that database.
if grep -q '/Unity/unity_' "$db"; then
  cmake -S . -B "$build-tidy" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=OFF \
    -DCMAKE_EXPORT_COMPILE_COMMANDS=ON >/dev/null
  build=$build-tidy
  db=$build/compile_commands.json
fi

# The project's sources in the database, each once, as paths in the repository.
mapfile -t files < <(python3 - "$db" "$root" "$pattern" <<'PY'
import json, os, re, sys
db, root, pattern = sys.argv[1:]
names = set()
for entry in json.load(open(db)):
    rel = os.path.relpath(os.path.join(entry["directory"], entry["file"]), root)
    if rel.split(os.sep)[0] in ("engine", "src", "render", "tools", "tests") and re.search(pattern, rel):
        names.add(rel)
print("\n".join(sorted(names)))
PY
)
if [ ${#files[@]} -eq 0 ] || [ -z "${files[0]}" ]; then
  echo "tidy: no source in $db matches '$pattern'" >&2
  exit 2
fi

out=$(mktemp -d "$build/tidy.XXXXXX")  # one log per source
trap 'rm -rf "$out"' EXIT
# Compiler warnings are GCC's business (clang's -Wconversion, say, includes sign conversions, and
# a database from an XQ_WERROR build makes them errors): -w leaves clang-tidy its own checks.
printf '%s\0' "${files[@]}" | xargs -0 -P "$(nproc)" -I{} sh -c '
  log="$3/$(printf %s "$1" | tr / _).log"
  clang-tidy -p "$2" --quiet --header-filter="^$4/(engine|src|render|tools|tests)/" \
    --extra-arg=-w "$1" >"$log" 2>&1 || echo "clang-tidy failed on $1" >>"$log"
' sh {} "$build" "$out" "$root"

# A finding is its "file:line:col: warning|error: ... [check]" line and the lines up to the next.
cat "$out"/*.log | sed "s|^$root/||" | awk '
  /^[^ ].*:[0-9]+:[0-9]+: (warning|error): / {
    show = !($0 in seen); seen[$0] = 1
    if (show) { n++; check = $0; sub(/.*\[/, "", check); sub(/\].*/, "", check); per[check]++ }
  }
  /^clang-tidy failed on / { failed++; print; next }
  /^[0-9]+ warnings? (and [0-9]+ errors? )?generated\.$/ { next }
  show { print }
  END {
    for (c in per) printf "tidy: %5d %s\n", per[c], c | "sort -rn -k2"
    close("sort -rn -k2")
    printf "tidy: %d findings in %d files checked\n", n, '"${#files[@]}"'
    exit (n > 0 || failed > 0)
  }'
