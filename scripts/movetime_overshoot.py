#!/usr/bin/env python3
"""Time discipline of xiangqi-engine: how late does bestmove arrive after "go movetime T"?

The engine plays both sides from the openings of tests/data/openings-classical.txt (or another
file given by --openings), a few plies each, and every search is timed from the moment the go line is written
to the moment the bestmove line is read, as a GUI would see it. Prints the median, 90th
percentile and maximum overshoot over T, and how many searches went past --limit ms over.

The machine may be shared: for every late search the script also reads the engine's CPU time
(Linux /proc) so that a search the scheduler starved (CPU time well below the wall time) can
be told apart from one that kept computing past its deadline.

  scripts/movetime_overshoot.py build/xiangqi-engine --searches 200 --movetime 100
  scripts/movetime_overshoot.py build/xiangqi-engine --proto ucci   # "go time T movestogo 1"
  scripts/movetime_overshoot.py build/xiangqi-engine --overhead 0 --load 3 --searches 1000

--overhead sets the engine's Move Overhead (UCCI moveoverhead) before the searches; --load N
keeps N busy processes running beside the engine for the whole run, a loaded machine that can be
made again anywhere.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xqmatch import load  # noqa: E402

START_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'


def load_openings(path):
    if not path or not os.path.exists(path):
        return [(START_FEN, [])]
    out = []
    for raw in open(path, encoding='utf-8'):
        line = raw.split('#', 1)[0].strip()
        if not line:
            continue
        head, _, moves = (' ' + line + ' ').partition(' moves ')
        head = head.strip()
        if head.startswith('fen '):
            head = head[4:]
        out.append((START_FEN if head == 'startpos' else head, moves.split()))
    return out or [(START_FEN, [])]


TICK = os.sysconf('SC_CLK_TCK')


class Engine:
    def __init__(self, cmd, proto, overhead):
        self.proto = proto
        self.p = subprocess.Popen([cmd], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send(proto)
        self.expect('uciok' if proto == 'uci' else 'ucciok')
        if overhead is not None:
            self.send(('setoption name Move Overhead value %d' if proto == 'uci' else
                       'setoption moveoverhead %d') % overhead)

    def send(self, line):
        self.p.stdin.write(line + '\n')
        self.p.stdin.flush()

    def expect(self, prefix):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise SystemExit('engine exited')
            if line.startswith(prefix):
                return line.strip()

    def cpu_ms(self):
        """User + system CPU time of the engine process so far (10 ms resolution)."""
        with open('/proc/%d/stat' % self.p.pid) as f:
            fields = f.read().rsplit(')', 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000.0 / TICK

    def sync(self):
        self.send('isready')
        self.expect('readyok')

    def search(self, fen, moves, movetime):
        self.send('position fen %s%s' % (fen, (' moves ' + ' '.join(moves)) if moves else ''))
        self.sync()
        go = ('go movetime %d' % movetime) if self.proto == 'uci' else ('go time %d movestogo 1' % movetime)
        c0 = self.cpu_ms()
        t0 = time.monotonic()
        self.send(go)
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise SystemExit('engine exited')
            if line.startswith('bestmove') or line.startswith('nobestmove'):
                elapsed = (time.monotonic() - t0) * 1000.0
                words = line.split()
                move = words[1] if len(words) > 1 and words[0] == 'bestmove' and words[1] != '(none)' else None
                return elapsed, self.cpu_ms() - c0, move

    def quit(self):
        self.send('quit')
        self.p.wait(timeout=5)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('engine')
    ap.add_argument('--proto', choices=('uci', 'ucci'), default='uci')
    ap.add_argument('--movetime', type=int, default=100)
    ap.add_argument('--searches', type=int, default=200)
    ap.add_argument('--plies', type=int, default=8, help='plies played from each opening')
    ap.add_argument('--limit', type=float, default=30.0, help='allowed overshoot, ms')
    ap.add_argument('--overhead', type=int, help="the engine's Move Overhead, ms (default: its own)")
    ap.add_argument('--load', type=int, default=0, help='busy processes beside the engine')
    ap.add_argument('--openings', default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                       '..', 'tests', 'data',
                                                       'openings-classical.txt'))
    a = ap.parse_args()

    with load.busy_processes(a.load):
        return run(a)


def run(a):
    eng = Engine(a.engine, a.proto, a.overhead)
    openings = load_openings(a.openings)
    elapsed = []
    late_cpu = []  # engine CPU ms of each search that was more than --limit late
    k = 0
    while len(elapsed) < a.searches:
        fen, moves = openings[k % len(openings)]
        moves = list(moves)
        k += 1
        for _ in range(a.plies):
            if len(elapsed) >= a.searches:
                break
            ms, cpu, move = eng.search(fen, moves, a.movetime)
            elapsed.append(ms)
            if ms - a.movetime > a.limit:
                late_cpu.append(cpu)
            if move is None:
                break
            moves.append(move)
    eng.quit()

    over = sorted(e - a.movetime for e in elapsed)
    p90 = over[min(len(over) - 1, int(0.9 * len(over)))]
    p99 = over[min(len(over) - 1, int(0.99 * len(over)))]
    late = sum(1 for o in over if o > a.limit)
    print('%s %s movetime %d ms, overhead %s, load %d, %d searches: overshoot median %.1f ms, '
          'p90 %.1f ms, p99 %.1f ms, max %.1f ms, min %.1f ms; over +%g ms: %d' %
          (os.path.basename(a.engine), a.proto, a.movetime,
           'default' if a.overhead is None else '%d ms' % a.overhead, a.load, len(over),
           statistics.median(over), p90, p99, over[-1], over[0], a.limit, late))
    if late_cpu:
        starved = sum(1 for c in late_cpu if c < a.movetime)
        print('late searches: engine CPU time %s ms; %d of %d got less CPU than the movetime itself '
              '(descheduled by a loaded machine)' % (' '.join('%.0f' % c for c in late_cpu), starved,
                                                     len(late_cpu)))
    with open('/proc/loadavg') as f:
        print('load average at the end: %s' % ' '.join(f.read().split()[:3]))
    return 0 if late == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
