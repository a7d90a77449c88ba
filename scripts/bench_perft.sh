#!/usr/bin/env bash
# Perft speed benchmark: median of N runs (default 5) of perft(5) from the start position,
# single thread, Release build. Usage: scripts/bench_perft.sh [runs] [engine binary]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
bin=${2:-build/xiangqi-engine}
[ -x "$bin" ] || scripts/build.sh build >/dev/null
times=()
for _ in $(seq "$runs"); do
  line=$("$bin" perft 5 | tail -n 1)   # nodes <N> time <ms> nps <N>
  set -- $line
  [ "$2" = 133312995 ] || { echo "wrong perft(5): $2" >&2; exit 1; }
  times+=("$4")
  echo "run: $line"
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
echo "median time ${median} ms, $((133312995 * 1000 / median)) leaves/s over $runs runs"
