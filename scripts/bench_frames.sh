#!/usr/bin/env bash
# Frame-time benchmark of the game while the engine searches: `xiangqi --bench-frames` (engine vs
# engine at 1 s per move, 1 search thread, engine panel and PV arrow shown, frames on a 60 Hz
# clock without vsync) under Xvfb, N runs (default 5) in each configuration:
#   accelerated   the OpenGL renderer (llvmpipe without a GPU; it rasterises on its own threads)
#   accel-1thread the same with LP_NUM_THREADS=0: llvmpipe rasterises on the UI thread, so the
#                 UI thread's CPU time shows what a frame costs
#   software      SDL's software renderer
# Prints each run, then per configuration the median over the runs of: the median and p99 of all
# frames, the median and p99 of the frames actually drawn (a frame that shows nothing new is
# skipped), the UI thread's CPU time per drawn frame (median, max), and the max frame time
# (median of the runs and the worst run, with the part of it the UI thread spent waiting for a
# CPU). The requirement: the max stays under 20 ms.
# Usage: scripts/bench_frames.sh [runs] [seconds per run] [game binary] [more game options]
#   e.g. scripts/bench_frames.sh 5 6 build/xiangqi --bench-analysis   (analysis mode, 5 lines)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
seconds=${2:-10}
bin=${3:-build/xiangqi}
shift $(($# < 3 ? $# : 3))
extra=("$@")
[ -x "$bin" ] || scripts/build.sh build >/dev/null
command -v xvfb-run >/dev/null || { echo "xvfb-run is missing (apt-get install xvfb xauth)" >&2; exit 1; }

median() { sort -n | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR+1)/2]; else printf "%.2f\n", (a[NR/2]+a[NR/2+1])/2}'; }
m() { printf '%s\n' "$@" | median; }
echo "cores: $(nproc), load average before: $(cut -d' ' -f1-3 /proc/loadavg), options: --bench-frames $seconds ${extra[*]}"
for config in accelerated accel-1thread software; do
  flag="" envs=""
  [ "$config" = software ] && flag="--software"
  [ "$config" = accel-1thread ] && envs="LP_NUM_THREADS=0"
  all_med=() all_p99=() dr_med=() dr_p99=() cpu_med=() cpu_max=() maxes=()
  for i in $(seq "$runs"); do
    out=$(env $envs xvfb-run -a -s "-screen 0 1280x900x24" "$bin" --bench-frames "$seconds" $flag "${extra[@]}" 2>&1)
    grep -qE '^frames=' <<<"$out" || { echo "$out" >&2; exit 1; }
    echo "$config run $i: $(grep -E '^bench-frames:' <<<"$out" | sed 's/^bench-frames: //')"
    grep -E '^(frames|drawn_frames|cpu_frames|slowest_ms)=' <<<"$out" | sed 's/^/  /'
    eval "$(grep -E '^(frames|drawn_frames|cpu_frames|slowest_ms)=' <<<"$out")"
    all_med+=("$median_ms") all_p99+=("$p99_ms") maxes+=("$max_ms")
    dr_med+=("$drawn_median_ms") dr_p99+=("$drawn_p99_ms")
    cpu_med+=("$cpu_median_ms") cpu_max+=("$cpu_max_ms")
    if [ -z "${worst:-}" ] || awk "BEGIN {exit !($max_ms > $worst)}"; then
      worst=$max_ms worst_runq=$slowest_runq_ms
    fi
  done
  echo "$config, median of $runs runs: all frames median $(m "${all_med[@]}") ms, p99 $(m "${all_p99[@]}") ms;" \
       "drawn frames median $(m "${dr_med[@]}") ms, p99 $(m "${dr_p99[@]}") ms;" \
       "UI thread CPU per drawn frame median $(m "${cpu_med[@]}") ms, max $(m "${cpu_max[@]}") ms;" \
       "max frame $(m "${maxes[@]}") ms (worst run $worst ms, of which the UI thread waited $worst_runq ms for a CPU)"
  unset worst
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
