#!/usr/bin/env bash
# clang-tidy with the checks of .clang-tidy over the project's own sources (engine/, src/,
# render/, tools/, tests/; not the ImGui backends), from a build's compile database, one file per
# core. Prints each finding once (a header's findings come from every file that includes it),
# then the count per check, and exits 1 if there is any finding.
#
# Usage: scripts/tidy.sh [BUILD_DIR [PATH_REGEX]]
#   BUILD_DIR   a configured build (default build); its compile_commands.json names the files
#   PATH_REGEX  only the sources whose path in the repository matches, e.g. '^engine/search/' (in a
#               unity build, the batches holding one; findings in any file they hold count)
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
# The sources to check, as the database names them: in a unity build, the batches that hold at
# least one matching source (a batch parses the headers its sources share once: about half the
# time of checking the sources one by one), else the matching sources themselves.
mapfile -t files < <(python3 - "$db" "$root" "$pattern" <<'PY'
import json, os, re, sys
db, root, pattern = sys.argv[1:]
def ours(rel):
    return rel.split(os.sep)[0] in ("engine", "src", "render", "tools", "tests") and re.search(pattern, rel)
names = set()
for entry in json.load(open(db)):
    path = os.path.normpath(os.path.join(entry["directory"], entry["file"]))
    if "/Unity/unity_" in path:
        included = re.findall(r'#include "([^"]+)"', open(path).read())
        if any(ours(os.path.relpath(i, root)) for i in included):
            names.add(path)
    elif ours(os.path.relpath(path, root)):
        names.add(path)
print("\n".join(sorted(names)))
PY
)
if [ ${#files[@]} -eq 0 ] || [ -z "${files[0]}" ]; then
  echo "tidy: no source in $db matches '$pattern'" >&2
  exit 2
fi

out=$(mktemp -d "$build/tidy.XXXXXX")  # one log per file checked
trap 'rm -rf "$out"' EXIT
# Compiler warnings are GCC's business (clang's -Wconversion, say, includes sign conversions, and
# a database from an XQ_WERROR build makes them errors): -w leaves clang-tidy its own checks.
printf '%s\0' "${files[@]}" | xargs -0 -P "$(nproc)" -I{} sh -c '
  log="$3/$(printf %s "$1" | md5sum | cut -c1-12).log"
  clang-tidy -p "$2" --quiet --header-filter="^$4/(engine|src|render|tools|tests)/" \
    --extra-arg=-w "$1" >"$log" 2>&1 || echo "clang-tidy failed on $1" >>"$log"
' sh {} "$build" "$out" "$root"

# A finding is its "file:line:col: warning|error: ... [check]" line and the lines up to the next.
# A unity batch's own lines are CMake's: its #include of each source is not a finding.
cat "$out"/*.log | sed "s|^$root/||" | awk -v batches="^$(realpath --relative-to="$root" "$build")/" '
  /^[^ ].*:[0-9]+:[0-9]+: (warning|error): / {
    show = !($0 in seen) && $0 !~ batches; seen[$0] = 1
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
