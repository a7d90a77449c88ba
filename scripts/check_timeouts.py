#!/usr/bin/env python3
"""Checks that a hanging test fails as a time-out instead of stalling the suite.

1. Every ctest entry of BUILD_DIR has a TIMEOUT property (`ctest --show-only=json-v1`).
2. A throwaway ctest tree with one entry that sleeps for a minute under a 1 s TIMEOUT: ctest
   must kill it, report it as "Timeout" by name and fail, within a few seconds. This shows the
   mechanism the TIMEOUT on every entry relies on, without a hanging case in the real suite.

Usage: check_timeouts.py BUILD_DIR
"""
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NAME = "sleeps_past_its_limit"


def entries_without_timeout(build_dir):
    out = subprocess.run(["ctest", "--test-dir", build_dir, "--show-only=json-v1"],
                         check=True, capture_output=True, text=True).stdout
    tests = json.loads(out)["tests"]
    missing = []
    for t in tests:
        props = {p["name"]: p["value"] for p in t.get("properties", [])}
        if not props.get("TIMEOUT", 0) > 0:
            missing.append(t["name"])
    return len(tests), missing


def hang_is_reported():
    with tempfile.TemporaryDirectory(prefix="xq-timeout-") as d:
        # ctest reads a CTestTestfile.cmake directly: no CMake project to configure.
        sleeper = f'"{sys.executable}" "-c" "import time; time.sleep(60)"'
        Path(d, "CTestTestfile.cmake").write_text(
            f"add_test({NAME} {sleeper})\n"
            f'set_tests_properties({NAME} PROPERTIES TIMEOUT "1")\n')
        start = time.monotonic()
        r = subprocess.run(["ctest", "--test-dir", d], capture_output=True, text=True, timeout=50)
        seconds = time.monotonic() - start
    out = r.stdout + r.stderr
    problems = []
    if r.returncode == 0:
        problems.append("ctest passed a test that sleeps past its TIMEOUT")
    if f"{NAME} (Timeout)" not in out or "***Timeout" not in out:
        problems.append("ctest did not report the sleeping test as a Timeout:\n" + out)
    if seconds > 30:
        problems.append(f"ctest took {seconds:.1f} s: it waited for the sleep instead of killing it")
    return seconds, problems


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    count, missing = entries_without_timeout(sys.argv[1])
    seconds, problems = hang_is_reported()
    if missing:
        problems.append(f"{len(missing)} ctest entries have no TIMEOUT: " + ", ".join(missing[:10]))
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    print(f"{count} ctest entries have a TIMEOUT; a test sleeping past a 1 s TIMEOUT was killed "
          f"and reported as '{NAME} (Timeout)' in {seconds:.1f} s")


if __name__ == "__main__":
    main()
