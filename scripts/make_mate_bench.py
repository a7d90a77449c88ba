#!/usr/bin/env python3
"""Builds the forced-mate benchmark (tests/mate_bench.txt) from engine self-play games.

1. Candidates: positions of self-play files (tools/selfplay's lines "FEN;result;score", plain
   or .xz; --data takes a glob) whose recorded score says one side is winning big, sampled with
   a fixed seed.
2. Reference: a second engine (UCI, given by --reference; the shipped file used Pikafish-HCE,
   built from its public repository as docs/strength.md says) searches each one; a position is
   kept when it reports `score mate N` with 1 <= N <= 9 for the side to move.
3. Shortest distance: our engine searches it too; if it claims a shorter mate, the reference
   engine must confirm it from the position after our first move, and the shorter one is kept.
4. Class: "checks" when the losing side has a legal checking move at one of its turns along
   the reference line (a perpetual-check resource, scripts/xq_moves.py decides), else "quiet".
   The output keeps both classes about equal.

Output lines: FEN;N;class. Slow (minutes): run under nice.

  nice scripts/make_mate_bench.py --reference PATH/pikafish-hce --data 'train-work/*.txt' \
      --ours build/xiangqi-engine --out tests/mate_bench.txt
"""

import argparse
import glob
import lzma
import os
import random
import subprocess
import sys

import xq_moves


class Uci:
    def __init__(self, cmd):
        self.p = subprocess.Popen([cmd], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                  bufsize=1)
        self.send('uci')
        self.wait('uciok')

    def send(self, line):
        self.p.stdin.write(line + '\n')

    def wait(self, word):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError('engine ended')
            lines.append(line.strip())
            if line.startswith(word):
                return lines

    def search(self, fen, moves, go):
        """Returns (mate distance or None, pv) of the last info line with a score."""
        self.send('ucinewgame')
        self.send(f'position fen {fen}' + (' moves ' + ' '.join(moves) if moves else ''))
        self.send('isready')
        self.wait('readyok')
        self.send(go)
        mate, pv = None, []
        for line in self.wait('bestmove'):
            w = line.split()
            if line.startswith('info') and 'score' in w and 'pv' in w:
                i = w.index('score')
                mate = int(w[i + 2]) if w[i + 1] == 'mate' else None
                pv = w[w.index('pv') + 1:]
        return mate, pv

    def close(self):
        self.send('quit')
        self.p.wait(timeout=5)


def candidates(pattern, count, seed):
    seen, pool = set(), []
    for path in sorted(glob.glob(pattern)):
        with lzma.open(path, 'rt') as f:
            for line in f:
                fen, _, score = line.strip().split(';')
                if abs(int(score)) < 1500:
                    continue
                board = fen.split()[0] + fen.split()[1]
                if board not in seen:
                    seen.add(board)
                    pool.append(fen)
    random.Random(seed).shuffle(pool)
    return pool[:count]


def has_check_resource(fen, pv):
    board = xq_moves.Board(fen)
    for i, move in enumerate(pv):
        if i % 2 == 1 and any(board.gives_check(m) for m in board.legal()):
            return True
        board = board.play(move)
    return False


def append_short(args):
    """Self-play positions a few moves from mate are rare (the games end first), so the short
    mates come from the longer ones: the reference line is followed until N moves remain, and
    the reference engine confirms the new position."""
    ref = Uci(args.reference)
    rows = [line.strip().split(';') for line in open(args.short_from) if line[0] != '#']
    found = {1: 0, 2: 0}
    out = open(args.out, 'a')
    for fen, mate, kind in rows:
        target = 1 + (found[1] >= found[2])
        if found[target] >= args.short_count:
            target = 3 - target
            if found[target] >= args.short_count:
                break
        mate, pv = ref.search(fen, [], 'go movetime 400')
        if mate is None or mate <= target or len(pv) < 2 * (mate - target):
            continue
        moves = pv[:2 * (mate - target)]
        board = xq_moves.Board(fen)
        for m in moves:
            board = board.play(m)
        short, spv = ref.search(fen, moves, 'go movetime 400')
        if short != target:
            continue
        new_fen = board_fen(board)
        new_kind = 'checks' if has_check_resource(new_fen, spv) else 'quiet'
        out.write(f'{new_fen};{target};{new_kind}\n')
        found[target] += 1
        print(f'mate {target} {new_kind}: {new_fen}', flush=True)
    ref.close()
    return 0


def board_fen(board):
    rows = []
    for rank in range(9, -1, -1):
        row, empty = '', 0
        for f in range(9):
            p = board.sq.get((f, rank))
            if p is None:
                empty += 1
            else:
                row += (str(empty) if empty else '') + p
                empty = 0
        rows.append(row + (str(empty) if empty else ''))
    return '/'.join(rows) + (' w' if board.red else ' b') + ' - - 0 1'


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument('--ours', default='build/xiangqi-engine')
    ap.add_argument('--reference', required=True, help='a UCI engine that reports mate scores')
    ap.add_argument('--data', required=True, help='self-play files, a glob in quotes')
    ap.add_argument('--candidates', type=int, default=1500)
    ap.add_argument('--per-class', type=int, default=60)
    ap.add_argument('--seed', type=int, default=12)
    ap.add_argument('--out', default='tests/mate_bench.txt')
    ap.add_argument('--short-from', help='instead: append mates in 1 and 2 taken from the '
                    'reference lines of this existing benchmark file to --out')
    ap.add_argument('--short-count', type=int, default=10, help='of each distance (1 and 2)')
    args = ap.parse_args()
    if args.short_from:
        return append_short(args)

    ref, ours = Uci(args.reference), Uci(args.ours)
    kept = {'checks': [], 'quiet': []}
    for n, fen in enumerate(candidates(args.data, args.candidates, args.seed)):
        if all(len(v) >= args.per_class for v in kept.values()):
            break
        mate, pv = ref.search(fen, [], 'go movetime 400')
        if mate is None or not 1 <= mate <= 9:
            continue
        kind = 'checks' if has_check_resource(fen, pv) else 'quiet'
        if len(kept[kind]) >= args.per_class:
            continue
        our_mate, our_pv = ours.search(fen, [], 'go movetime 2000')
        if our_mate is not None and 0 < our_mate < mate:
            # A mate in k after our first move is a mate in k - 1 for the opponent... in
            # reverse: the reference must see the side to move mated in our_mate - 1.
            if our_mate == 1:
                after = xq_moves.Board(fen).play(our_pv[0])
                confirmed = not after.legal()
            else:
                theirs, _ = ref.search(fen, our_pv[:1], 'go movetime 1000')
                confirmed = theirs == -(our_mate - 1)
            if confirmed:
                mate = our_mate
        kept[kind].append((fen, mate, kind))
        print(f'{n}: mate {mate} {kind} (ours {our_mate}) '
              f'[{len(kept["checks"])} checks, {len(kept["quiet"])} quiet]', flush=True)
    ref.close()
    ours.close()
    rows = kept['checks'] + kept['quiet']
    with open(args.out, 'w') as f:
        f.write(f'# Forced mates from self-play, confirmed by {os.path.basename(args.reference)} '
                '(scripts/make_mate_bench.py)\n')
        f.write('# FEN;moves to mate for the side to move;checks|quiet (losing side can check)\n')
        for fen, mate, kind in sorted(rows, key=lambda r: (r[1], r[2], r[0])):
            f.write(f'{fen};{mate};{kind}\n')
    print(f'{len(rows)} positions written to {args.out}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
