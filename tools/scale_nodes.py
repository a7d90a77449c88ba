#!/usr/bin/env python3
"""Runs an engine and scales every `go nodes N` sent to it by a factor.

Fixed-node matches on a shared machine are fair in work but not in time when one side is
slower per node; this gives the slower side the nodes it would search in the same time:
    scripts/match.py ... --nodes 40000 \\
      --engine name=nnue "cmd=tools/scale_nodes.py 0.65 build/xiangqi-engine" option.UseNNUE=true
usage: scale_nodes.py FACTOR ENGINE [ARGS...]
"""
import re
import subprocess
import sys


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    factor = float(sys.argv[1])
    child = subprocess.Popen(sys.argv[2:], stdin=subprocess.PIPE, text=True, bufsize=1)
    for line in sys.stdin:
        m = re.match(r"^(go\b.*\bnodes\s+)(\d+)(.*)$", line.rstrip("\n"))
        if m:
            line = "%s%d%s\n" % (m.group(1), max(1, round(int(m.group(2)) * factor)), m.group(3))
        child.stdin.write(line)
        child.stdin.flush()
    child.stdin.close()
    sys.exit(child.wait())


if __name__ == "__main__":
    main()
