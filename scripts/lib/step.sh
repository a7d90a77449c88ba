# Sourced by the package and installer tests: `step NAME COMMAND...` runs COMMAND, counts it in
# $passed / $failed and prints PASS or FAIL with its time in seconds, after $STEP_PREFIX.
passed=0
failed=0
step() {
  local name=$1 s
  shift
  s=$(date +%s)
  if "$@"; then
    passed=$((passed + 1))
    echo "$STEP_PREFIX: PASS $name ($(($(date +%s) - s)) s)"
  else
    failed=$((failed + 1))
    echo "$STEP_PREFIX: FAIL $name ($(($(date +%s) - s)) s)"
  fi
}
