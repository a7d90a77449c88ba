#!/usr/bin/env bash
# Perft speed benchmark: perft(5) from the start position (133,312,995 leaves), single thread.
# Usage: scripts/bench_perft.sh [runs] [engine binary] [reference UCI engine]
# Prints each run and the medians (default 5 runs). With a reference engine (a UCI engine that
# knows `go perft`, e.g. Pikafish-HCE built as docs/strength.md says, fed `position startpos` /
# `go perft 5`) the two run alternately
# so that both see the same load, and each whole process is timed: wall and user CPU seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
bin=${2:-build/xiangqi-engine}
ref=${3:-}
[ -x "$bin" ] || scripts/build.sh build >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# Runs "$@" with stdin from $input, checks the leaf count, appends "wall user" to $1's file.
timed() {
    local name=$1 input=$2
    shift 2
    local start end
    start=$(date +%s.%N)
    /usr/bin/time -f '%U' -o "$tmp/user" "$@" <"$input" >"$tmp/out"
    end=$(date +%s.%N)
    grep -Eq '(^nodes|Nodes searched:) 133312995( |$)' "$tmp/out" ||
        { echo "$name: wrong perft(5): $(tail -n 1 "$tmp/out")" >&2; exit 1; }
    local wall
    wall=$(awk "BEGIN {print $end - $start}")
    echo "$wall $(cat "$tmp/user")" >>"$tmp/$name"
    printf '%-10s wall %.3f s  user %s s\n' "$name" "$wall" "$(cat "$tmp/user")"
}

printf 'position startpos\ngo perft 5\nquit\n' >"$tmp/uci"
: >"$tmp/none"
for _ in $(seq "$runs"); do
    timed ours "$tmp/none" "$bin" perft 5
    [ -z "$ref" ] || timed reference "$tmp/uci" "$ref"
done
for name in ours ${ref:+reference}; do
    wall=$(cut -d' ' -f1 "$tmp/$name" | median)
    user=$(cut -d' ' -f2 "$tmp/$name" | median)
    printf '%-10s median of %d: wall %.3f s, user %.2f s, %d M leaves/s (wall)\n' "$name" "$runs" \
        "$wall" "$user" "$(awk "BEGIN {print int(133.312995 / $wall)}")"
done
