#!/usr/bin/env python3
"""How fast does `stop` end a running search or perft? (The aim: within 50 ms.)

Starts the engine in UCI, and for each trial sets a position, sends `go infinite` (or
`go perft 7` with --perft), waits a random 0.2-1.0 s, sends `stop` and times the moment the
`bestmove` line (for perft, the `nodes ...` summary line) is read, as a GUI would see it. Prints
the median, 90th percentile and maximum, and how many went past --limit ms. The machine may be
shared: the load average is printed with the figures.

  scripts/stop_latency.py build/xiangqi-engine --trials 50
  scripts/stop_latency.py build/xiangqi-engine --trials 20 --perft
"""

import argparse
import os
import random
import statistics
import subprocess
import sys
import time

POSITIONS = [
    'position startpos',
    'position startpos moves h2e2 h9g7 h0g2 i9h9 i0h0 b9c7',
    'position fen 2bakab2/9/2n1c1n2/p1p1p1p1p/4r4/2P3P2/P3P3P/2N1C1N2/4A4/R1B1KAB2 w - - 0 12',
    'position fen 3k5/9/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1',
]


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('engine')
    ap.add_argument('--trials', type=int, default=50)
    ap.add_argument('--perft', action='store_true', help='stop a `go perft 7` instead of a search')
    ap.add_argument('--limit', type=float, default=50.0, help='allowed latency, ms')
    ap.add_argument('--seed', type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)

    p = subprocess.Popen([a.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                         bufsize=1)

    def send(line):
        p.stdin.write(line + '\n')
        p.stdin.flush()

    def expect(prefix):
        while True:
            line = p.stdout.readline()
            if not line:
                raise SystemExit('engine exited')
            if line.startswith(prefix):
                return line

    send('uci')
    expect('uciok')
    latencies = []
    for trial in range(a.trials):
        send(POSITIONS[trial % len(POSITIONS)])
        send('isready')
        expect('readyok')
        send('go perft 7' if a.perft else 'go infinite')
        time.sleep(rng.uniform(0.2, 1.0))
        t0 = time.monotonic()
        send('stop')
        expect('nodes ' if a.perft else 'bestmove')
        latencies.append((time.monotonic() - t0) * 1000.0)
    send('quit')
    p.wait(timeout=5)

    latencies.sort()
    p90 = latencies[min(len(latencies) - 1, int(0.9 * len(latencies)))]
    late = sum(1 for x in latencies if x > a.limit)
    with open('/proc/loadavg') as f:
        load = ' '.join(f.read().split()[:3])
    print('%s %s, %d trials: stop latency median %.1f ms, p90 %.1f ms, max %.1f ms; over %g ms: '
          '%d; load average %s' % (os.path.basename(a.engine), 'perft 7' if a.perft else
                                   'go infinite', len(latencies), statistics.median(latencies), p90,
                                   latencies[-1], a.limit, late, load))
    return 0 if late == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
