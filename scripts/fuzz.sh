#!/usr/bin/env bash
# Builds the fuzz preset (clang, libFuzzer, ASan + UBSan; docs/testing.md) and runs every fuzz
# target, or the ones named, for SECONDS each (default 600), one after another under nice.
#   scripts/fuzz.sh [SECONDS] [TARGET...]
# Each target starts from its committed corpus (tests/fuzz/corpus/<name>, read only) and keeps
# what it finds in build-fuzz/corpus/<name>; with XQ_FUZZ_SEEDS=<folder>, <folder>/<name> is read
# as further seeds (files that must not be committed). An input slower than 1 s counts as a
# failure (-timeout=1). A crash, a sanitizer report, a timeout or a failed property leaves the
# input in build-fuzz/artifacts/<name>/ and makes the script fail; once the cause is fixed, copy
# the input into tests/fuzz/corpus/<name>/ so that the replay ctest keeps checking it. The last
# lines of each run's log (build-fuzz/logs/<name>.log) give its executions and slowest input.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for f in tests/fuzz/fuzz_*.cpp; do
    name=${f#tests/fuzz/fuzz_}
    targets+=("${name%.cpp}")
  done
fi
cmake --preset fuzz >/dev/null || exit 1
nice cmake --build --preset fuzz || exit 1
failed=()
printf '%-14s %8s %12s %10s %s\n' target seconds execs slowest_s result
for t in "${targets[@]}"; do
  mkdir -p "build-fuzz/corpus/$t" "build-fuzz/artifacts/$t" build-fuzz/logs
  seeds=("tests/fuzz/corpus/$t")
  if [ -n "${XQ_FUZZ_SEEDS:-}" ] && [ -d "$XQ_FUZZ_SEEDS/$t" ]; then seeds+=("$XQ_FUZZ_SEEDS/$t"); fi
  log="build-fuzz/logs/$t.log"
  start=$(date +%s)
  nice "build-fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="build-fuzz/artifacts/$t/" \
    "build-fuzz/corpus/$t" "${seeds[@]}" >"$log" 2>&1
  rc=$?
  took=$(($(date +%s) - start))
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  slowest=$(sed -n 's/^stat::slowest_unit_time_sec: *//p' "$log")
  result=ok
  if [ $rc -ne 0 ]; then
    result="FAILED (rc $rc, see $log)"
    failed+=("$t")
  fi
  printf '%-14s %8s %12s %10s %s\n' "$t" "$took" "${execs:-?}" "${slowest:-?}" "$result"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: failures in: ${failed[*]}" >&2
  exit 1
fi
