#!/usr/bin/env python3
"""Mate benchmark: does xiangqi-engine find the forced mates of tests/mate_bench.txt in time?

Each line of the file is FEN;N;class: the side to move mates in N moves (the distance two
reference engines agree on, scripts/make_mate_bench.py), class "checks" when the losing side
has checks along the way (perpetual-check resources), "quiet" otherwise. The engine searches each position with
`go movetime T` (UCI, a fresh game each time); a position is *found* when the last score is
`mate M` with M > 0, and a *shortest* hit when M <= N as well.

  scripts/mate_bench.py build/xiangqi-engine               # 1000 ms each
  scripts/mate_bench.py build/xiangqi-engine --movetime 300 --verbose
  scripts/mate_bench.py build/xiangqi-engine --nodes 600000   # the same on any machine load
  scripts/mate_bench.py --stats                               # what the file holds
"""

import argparse
import os
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [(1, 3), (4, 6), (7, 9), (10, 99)]  # distances reported together


def search(proc, fen, go):
    proc.stdin.write(f'ucinewgame\nposition fen {fen}\nisready\n')
    proc.stdin.flush()
    while proc.stdout.readline().strip() != 'readyok':
        pass
    proc.stdin.write(go + '\n')
    proc.stdin.flush()
    mate = None
    while True:
        line = proc.stdout.readline()
        if not line:
            raise RuntimeError('the engine ended')
        w = line.split()
        if w and w[0] == 'bestmove':
            return mate
        if w and w[0] == 'info' and 'score' in w:
            i = w.index('score')
            mate = int(w[i + 2]) if w[i + 1] == 'mate' else None


def material(fen):
    """The mating side's rooks, horses, cannons and pawns, as a set: 'RNP' has all but cannons."""
    board, side = fen.split()[:2]
    red = side in ('w', 'r')
    mine = {p.upper() for p in board if p.isalpha() and p.isupper() == red}
    return ''.join(p for p in 'RNCP' if p in mine)


def describe(rows):
    """What the file holds: distances by side to move, classes, the mating side's material."""
    dist = Counter((int(n), fen.split()[1] in ('w', 'r')) for fen, n, _ in rows)
    print(f'{len(rows)} positions')
    for n in sorted({n for n, _ in dist}):
        print(f'mate in {n:2}: red {dist[(n, True)]:3}, black {dist[(n, False)]:3}')
    print('classes:', ', '.join(f'{k} {v}' for k, v in Counter(k for *_, k in rows).most_common()))
    print('material of the mating side:',
          ', '.join(f'{k} {v}' for k, v in Counter(material(f) for f, *_ in rows).most_common()))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument('engine', nargs='?')
    ap.add_argument('--stats', action='store_true', help='describe the file; no engine needed')
    ap.add_argument('--file', default=os.path.join(HERE, '..', 'tests', 'mate_bench.txt'))
    ap.add_argument('--movetime', type=int, default=1000, help='ms per position')
    ap.add_argument('--nodes', type=int, help='go nodes N instead (independent of the load)')
    ap.add_argument('--verbose', action='store_true', help='a line per position')
    args = ap.parse_args()

    rows = [line.strip().split(';') for line in open(args.file)
            if line.strip() and not line.startswith('#')]
    if args.stats:
        describe(rows)
        return 0
    if not args.engine:
        ap.error('give the engine (or --stats)')
    proc = subprocess.Popen([args.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True, bufsize=1)
    proc.stdin.write('uci\n')
    proc.stdin.flush()
    while proc.stdout.readline().strip() != 'uciok':
        pass
    stats = {}  # class -> [total, found, shortest]
    for fen, n, kind in rows:
        go = f'go nodes {args.nodes}' if args.nodes else f'go movetime {args.movetime}'
        mate = search(proc, fen, go)
        found = mate is not None and mate > 0
        shortest = found and mate <= int(n)
        group = next(g for g in GROUPS if g[0] <= int(n) <= g[1])
        side = 'red' if fen.split()[1] in ('w', 'r') else 'black'
        for key in (kind, 'all', group, side):
            s = stats.setdefault(key, [0, 0, 0])
            s[0] += 1
            s[1] += found
            s[2] += shortest
        if args.verbose or not shortest:
            print(f'{"ok  " if shortest else "MISS"} mate {n} -> {mate}  {kind}  {fen}', flush=True)
    proc.stdin.write('quit\n')
    proc.stdin.flush()
    proc.wait(timeout=10)
    for key in ['all', 'checks', 'quiet', 'red', 'black'] + GROUPS:
        if key in stats:
            t, f, s = stats[key]
            if isinstance(key, tuple):
                key = f'mate {key[0]}-{key[1]}'
            print(f'{key:9}: found {f}/{t} ({100 * f / t:.1f}%), shortest distance {s}/{t} '
                  f'({100 * s / t:.1f}%) at ' +
                  (f'{args.nodes} nodes' if args.nodes else f'{args.movetime} ms'))
    return 0


if __name__ == '__main__':
    sys.exit(main())
