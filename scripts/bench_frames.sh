#!/usr/bin/env bash
# Frame-time benchmark of the game while the engine searches (engine vs engine, 1 s per move,
# engine panel open, no vsync): N runs (default 5) each with the accelerated renderer (llvmpipe
# OpenGL under Xvfb) and the software renderer, then the median of the runs' median, p99 and max
# frame times, and the worst max. The requirement: the max stays under 20 ms.
# Usage: scripts/bench_frames.sh [runs] [seconds per run] [game binary]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
seconds=${2:-10}
bin=${3:-build/xiangqi}
[ -x "$bin" ] || scripts/build.sh build >/dev/null
command -v xvfb-run >/dev/null || { echo "xvfb-run is missing (apt-get install xvfb xauth)" >&2; exit 1; }

median() { sort -n | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR+1)/2]; else printf "%.2f\n", (a[NR/2]+a[NR/2+1])/2}'; }

for renderer in accelerated software; do
  flag=""
  [ "$renderer" = software ] && flag="--software"
  medians=() p99s=() maxes=()
  for i in $(seq "$runs"); do
    out=$(xvfb-run -a -s "-screen 0 1280x900x24" "$bin" --bench-frames "$seconds" $flag 2>&1)
    line=$(grep -E '^frames=' <<<"$out") || { echo "$out" >&2; exit 1; }
    echo "$renderer run $i: $(grep -E '^bench-frames:' <<<"$out" | sed 's/^bench-frames: //')"
    echo "  $line"
    eval "$line"   # frames= median_ms= p99_ms= max_ms=
    medians+=("$median_ms") p99s+=("$p99_ms") maxes+=("$max_ms")
  done
  printf '%s: median of %d runs: median %s ms, p99 %s ms, max %s ms; worst max %s ms\n' \
    "$renderer" "$runs" \
    "$(printf '%s\n' "${medians[@]}" | median)" "$(printf '%s\n' "${p99s[@]}" | median)" \
    "$(printf '%s\n' "${maxes[@]}" | median)" "$(printf '%s\n' "${maxes[@]}" | sort -n | tail -n 1)"
done
