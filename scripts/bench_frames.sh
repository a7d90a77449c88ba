#!/usr/bin/env bash
# Frame-time benchmark of the game while the engine searches (engine vs engine, 1 s per move,
# engine panel and PV arrow shown, frames on a 60 Hz clock without vsync): N runs (default 5)
# with the accelerated renderer (llvmpipe OpenGL under Xvfb) and N with the software renderer.
# Prints each run, then per renderer the median over the runs of the median and p99 frame time,
# of all frames and of the frames actually drawn (a frame that shows nothing new is skipped),
# the median of the runs' max and the worst max. The requirement: the max stays under 20 ms.
# Usage: scripts/bench_frames.sh [runs] [seconds per run] [game binary]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
seconds=${2:-10}
bin=${3:-build/xiangqi}
[ -x "$bin" ] || scripts/build.sh build >/dev/null
command -v xvfb-run >/dev/null || { echo "xvfb-run is missing (apt-get install xvfb xauth)" >&2; exit 1; }

median() { sort -n | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR+1)/2]; else printf "%.2f\n", (a[NR/2]+a[NR/2+1])/2}'; }
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for renderer in accelerated software; do
  flag=""
  [ "$renderer" = software ] && flag="--software"
  medians=() p99s=() maxes=() dmedians=() dp99s=() drawn=()
  for i in $(seq "$runs"); do
    out=$(xvfb-run -a -s "-screen 0 1280x900x24" "$bin" --bench-frames "$seconds" $flag 2>&1)
    all=$(grep -E '^frames=' <<<"$out") || { echo "$out" >&2; exit 1; }
    dr=$(grep -E '^drawn_frames=' <<<"$out")
    echo "$renderer run $i: $(grep -E '^bench-frames:' <<<"$out" | sed 's/^bench-frames: //')"
    echo "  $all"
    echo "  $dr"
    eval "$all"   # frames= median_ms= p99_ms= max_ms=
    eval "$dr"    # drawn_frames= drawn_median_ms= ...
    medians+=("$median_ms") p99s+=("$p99_ms") maxes+=("$max_ms")
    dmedians+=("$drawn_median_ms") dp99s+=("$drawn_p99_ms") drawn+=("$drawn_frames/$frames")
  done
  printf '%s, median of %d runs: all frames median %s ms, p99 %s ms; drawn frames median %s ms, p99 %s ms; max %s ms (worst run %s ms); drawn/all frames per run: %s\n' \
    "$renderer" "$runs" \
    "$(printf '%s\n' "${medians[@]}" | median)" "$(printf '%s\n' "${p99s[@]}" | median)" \
    "$(printf '%s\n' "${dmedians[@]}" | median)" "$(printf '%s\n' "${dp99s[@]}" | median)" \
    "$(printf '%s\n' "${maxes[@]}" | median)" "$(printf '%s\n' "${maxes[@]}" | sort -n | tail -n 1)" \
    "${drawn[*]}"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
