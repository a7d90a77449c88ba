#!/usr/bin/env python3
"""Checks that every ctest entry runs a doctest case and every case has an entry.

ctest runs each doctest case on its own with `--test-case=<name>`. doctest reads that filter as
a comma-separated list of patterns, so a case whose name holds a `,` (or a `;`, which splits the
CMake list) is registered as entries that match nothing, and such an entry used to "pass" in
0.00 s. This compares ctest's entries (`ctest --show-only=json-v1`) with the names each test
program lists (`--list-test-cases`) and fails, naming them, on any entry that is not exactly
one case and on any case without an entry. It also prints the number of cases.

Usage: check_ctest_cases.py BUILD_DIR | --self-test
"""
import json
import subprocess
import sys
from collections import defaultdict

PREFIX = "--test-case="


def unescape(pattern):
    """doctest_discover_tests escapes some characters with a backslash."""
    out, i = [], 0
    while i < len(pattern):
        if pattern[i] == "\\" and i + 1 < len(pattern):
            i += 1
        out.append(pattern[i])
        i += 1
    return "".join(out)


def problems(entries, listed):
    """entries: (program, filter) per ctest entry; listed: program -> set of case names."""
    found = []
    used = defaultdict(set)
    for program, pattern in entries:
        name = unescape(pattern)
        if name not in listed.get(program, set()):
            found.append(f"ctest entry '{pattern}' of {program} matches no test case")
        else:
            used[program].add(name)
    for program, names in listed.items():
        for name in sorted(names - used[program]):
            found.append(f"test case '{name}' of {program} has no ctest entry")
    return found


def list_cases(program):
    out = subprocess.run([program, "--list-test-cases"], capture_output=True, text=True,
                         timeout=120).stdout
    return {line for line in out.splitlines()
            if line and not line.startswith("[doctest]") and not line.startswith("=====")}


def self_test():
    listed = {"t": {"a / b", "c, d", "e"}}
    entries = [("t", "a / b"), ("t", "c"), ("t", " d")]  # "c, d" split in two; "e" missing
    found = problems(entries, listed)
    ok = len(found) == 4 and not problems([("t", "a / b"), ("t", "e"), ("t", "c\\, d")], listed)
    print("self-test", "passed" if ok else f"FAILED: {found}")
    return 0 if ok else 1


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    if sys.argv[1] == "--self-test":
        return self_test()
    show = subprocess.run(["ctest", "--show-only=json-v1"], cwd=sys.argv[1], capture_output=True,
                          text=True, timeout=120)
    entries, programs = [], set()
    for test in json.loads(show.stdout)["tests"]:
        command = test.get("command", [])
        if any(p.get("name") == "WILL_FAIL" and p.get("value") for p in test.get("properties", [])):
            continue  # an entry meant to fail, such as the check that an empty filter fails
        filters = [a[len(PREFIX):] for a in command[1:] if a.startswith(PREFIX)]
        if command and len(filters) == 1:
            entries.append((command[0], filters[0]))
            programs.add(command[0])
    listed = {p: list_cases(p) for p in sorted(programs)}
    found = problems(entries, listed)
    for line in found:
        print(line)
    cases = sum(len(n) for n in listed.values())
    print(f"{len(entries)} ctest entries for {cases} doctest cases in {len(programs)} programs")
    return 1 if found or not entries else 0


if __name__ == "__main__":
    sys.exit(main())
