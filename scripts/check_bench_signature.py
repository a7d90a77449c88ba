#!/usr/bin/env python3
"""Checks that `xiangqi-engine bench` visits the number of nodes kept in tests/bench_signature.txt.

The bench searches fixed positions to a fixed depth on one thread, so its node count is a
signature of the search: any change to the search or the evaluation changes it. A commit that
changes the search on purpose writes the new number into tests/bench_signature.txt (the one
place it lives) and says so in its message.

Usage: check_bench_signature.py ENGINE SIGNATURE_FILE
"""
import re
import subprocess
import sys


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    engine, path = sys.argv[1], sys.argv[2]
    expected = int(open(path).read().split()[0])
    out = subprocess.run([engine, "bench"], capture_output=True, text=True, timeout=600)
    match = re.search(r"^nodes (\d+) ", out.stdout, re.M)
    if out.returncode != 0 or not match:
        print(f"bench failed (exit {out.returncode}):\n{out.stdout}\n{out.stderr}")
        return 1
    nodes = int(match.group(1))
    if nodes != expected:
        print(f"bench signature {nodes} differs from {expected} in {path}: the search changed. "
              f"If on purpose, write {nodes} into {path} and name it in the commit message.")
        return 1
    print(f"bench signature {nodes} as expected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
