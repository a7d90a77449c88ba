#!/usr/bin/env python3
"""Builds the forced-mate benchmark (tests/mate_bench.txt) from engine self-play positions.

A position is kept only when two reference engines agree on its distance to mate:

1. Candidates: self-play lines "FEN;result;score" (plain or .xz; --data takes a glob) whose
   recorded score says one side is winning big, shuffled with a fixed seed.
2. The first reference searches each (`go nodes`). A mate for the side to move is taken as it
   is; a side to move that is mated gives the position after its best reply (the opponent mates
   in the same number of moves).
3. The second reference searches that position and must report the same distance. Where an
   engine (either reference, or ours with --ours) claims a shorter mate, both references must
   confirm it from the position after that engine's first move, and the shorter one is kept.
4. Distances 1 to --max-moves, each side to move, fill buckets of --per-bucket positions. Each
   agreed line is also followed to one shorter distance whose bucket has room, and both
   references confirm the distance there (self-play positions a few moves from mate are rare).
5. Class: "checks" when the losing side has a legal checking move at one of its turns along the
   line (perpetual-check resources, decided by scripts/xq_moves.py), else "quiet".

Output lines: FEN;N;class, sorted by N. Slow (an hour of CPU for 300 positions): run under nice.
Fairy-Stockfish numbers ranks 1-10 (ICCS: 0-9); the script converts its moves.

  scripts/make_mate_bench.py --reference PATH/pikafish-hce \\
      --reference '/usr/games/fairy-stockfish UCI_Variant=xiangqi' \\
      --ours build/xiangqi-engine --data 'DATA/selfplay-*.txt.xz' --out tests/mate_bench.txt
"""

import argparse
import glob
import lzma
import os
import random
import re
import subprocess
import sys

import xq_moves

MOVE = re.compile(r'^([a-i])(\d+)([a-i])(\d+)$')


class Uci:
    """A UCI engine given as 'COMMAND [Option=Value ...]'."""

    def __init__(self, spec):
        words = spec.split()
        self.name = os.path.basename(words[0])
        self.options = dict(w.split('=', 1) for w in words[1:])
        self.p = subprocess.Popen([words[0]], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send('uci')
        self.wait('uciok')
        for name, value in self.options.items():
            self.send(f'setoption name {name} value {value}')
        # Fairy-Stockfish writes ranks 1-10 for Xiangqi; ICCS and the others write 0-9.
        self.rank_base = 1 if self.options.get('UCI_Variant') == 'xiangqi' else 0

    def send(self, line):
        self.p.stdin.write(line + '\n')

    def wait(self, word):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError(f'{self.name} ended')
            lines.append(line.strip())
            if line.startswith(word):
                return lines

    def to_iccs(self, move):
        return to_iccs(move, self.rank_base, self.name)

    def search(self, fen, nodes):
        """(mate distance for the side to move, negative when it is mated, or None; pv)."""
        self.send('ucinewgame')
        self.send(f'position fen {fen}')
        self.send('isready')
        self.wait('readyok')
        self.send(f'go nodes {nodes}')
        mate, pv = None, []
        for line in self.wait('bestmove'):
            w = line.split()
            if line.startswith('info') and 'score' in w and 'pv' in w:
                i = w.index('score')
                mate = int(w[i + 2]) if w[i + 1] == 'mate' else None
                pv = [self.to_iccs(m) for m in w[w.index('pv') + 1:]]
        return mate, pv

    def close(self):
        self.send('quit')
        self.p.wait(timeout=10)


def to_iccs(move, rank_base, engine='the engine'):
    """An engine's move in ICCS (ranks 0-9); rank_base 1 for engines that number ranks 1-10."""
    m = MOVE.match(move)
    if not m or not all(0 <= int(r) - rank_base <= 9 for r in (m[2], m[4])):
        raise RuntimeError(f'{engine} wrote the move {move!r}')
    return f'{m[1]}{int(m[2]) - rank_base}{m[3]}{int(m[4]) - rank_base}'


def fen_of(board):
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


def candidates(pattern, min_score, max_score, seed):
    seen, pool = set(), []
    for path in sorted(glob.glob(pattern)):
        opener = lzma.open if path.endswith('.xz') else open
        with opener(path, 'rt') as f:
            for line in f:
                fields = line.strip().split(';')
                if len(fields) != 3 or not min_score <= abs(int(fields[2])) <= max_score:
                    continue
                key = ' '.join(fields[0].split()[:2])
                if key not in seen:
                    seen.add(key)
                    pool.append(fields[0])
    random.Random(seed).shuffle(pool)
    return pool


def has_check_resource(fen, pv):
    board = xq_moves.Board(fen)
    for i, move in enumerate(pv):
        if i % 2 == 1 and any(board.gives_check(m) for m in board.legal()):
            return True
        if move not in board.legal():
            break
        board = board.play(move)
    return False


def after(fen, moves):
    board = xq_moves.Board(fen)
    for m in moves:
        if m not in board.legal():
            return None
        board = board.play(m)
    return board


class Referees:
    def __init__(self, refs, nodes):
        self.refs, self.nodes = refs, nodes

    def mated_in(self, board, n):
        """Do both references see the side to move of `board` mated in exactly n moves?"""
        if n == 0:
            return not board.legal()
        return all(r.search(fen_of(board), self.nodes)[0] == -n for r in self.refs)

    def agree(self, fen, first=None):
        """The distance both references agree on for a mating side to move, with a line, or
        (None, None). A shorter claim counts when both confirm it after its first move.
        `first`: the first reference's result for `fen`, when it is already known."""
        claims = []
        for i, r in enumerate(self.refs):
            mate, pv = first if i == 0 and first else r.search(fen, self.nodes)
            if mate is None or mate <= 0 or not pv:
                return None, None
            claims.append((mate, pv))
        best = min(m for m, _ in claims)
        if all(m == best for m, _ in claims):
            return best, max((pv for _, pv in claims), key=len)
        mate, pv = min(claims, key=lambda c: c[0])
        board = after(fen, pv[:1])
        if board is not None and self.mated_in(board, mate - 1):
            return mate, pv
        return None, None

    def shorter(self, fen, mate, claim):
        """Our engine's claim (mate, pv) if both references confirm it is shorter."""
        our_mate, our_pv = claim
        if our_mate is None or not 0 < our_mate < mate or not our_pv:
            return None
        board = after(fen, our_pv[:1])
        return our_mate if board is not None and self.mated_in(board, our_mate - 1) else None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument('--reference', action='append', default=[],
                    help="a UCI engine reporting mate scores, 'CMD [Option=Value ...]'; give two")
    ap.add_argument('--ours', help='our engine: a shorter mate it finds is checked and kept')
    ap.add_argument('--data', help='self-play files, a glob in quotes')
    ap.add_argument('--min-score', type=int, default=1500, help='|recorded score| of candidates')
    ap.add_argument('--nodes', type=int, default=1000000, help='per reference search')
    ap.add_argument('--our-nodes', type=int, default=3000000)
    ap.add_argument('--max-score', type=int, default=10**9)
    ap.add_argument('--min-moves', type=int, default=1, help='shorter mates are passed over '
                    '(a run for the rare long mates: more --nodes, lower --min-score)')
    ap.add_argument('--max-moves', type=int, default=12)
    ap.add_argument('--per-bucket', type=int, default=15, help='positions per distance and side')
    ap.add_argument('--per-bucket-1', type=int, default=5, help='the same for mates in 1')
    ap.add_argument('--seed', type=int, default=12)
    ap.add_argument('--candidates', type=int, help='stop before candidate number N (of the '
                    'shuffled list, as the log numbers them)')
    ap.add_argument('--shard', default='0/1', help='J/K: only candidates number n with n %% K == J '
                    '(K runs in parallel, then --merge)')
    ap.add_argument('--merge', nargs='+', metavar='FILE',
                    help='instead: join the outputs of several runs (duplicates and what is '
                    'over the buckets left out) into --out')
    ap.add_argument('--out', default='tests/mate_bench.txt')
    args = ap.parse_args()
    quota = {(n, red): args.per_bucket_1 if n == 1 else args.per_bucket
             for n in range(1, args.max_moves + 1) for red in (True, False)}
    if args.merge:
        return merge(args, quota)
    if len(args.reference) != 2 or not args.data:
        ap.error('give two --reference engines and --data')
    shard, shards = (int(x) for x in args.shard.split('/'))

    refs = Referees([Uci(spec) for spec in args.reference], args.nodes)
    ours = Uci(args.ours) if args.ours else None
    kept, seen = {key: [] for key in quota}, set()
    names = ' and '.join(r.name for r in refs.refs)

    def keep(fen, mate, pv, source):
        key = (mate, xq_moves.Board(fen).red)
        board_key = ' '.join(fen.split()[:2])
        if board_key in seen or len(kept[key]) >= quota[key]:
            return False
        seen.add(board_key)
        kind = 'checks' if has_check_resource(fen, pv) else 'quiet'
        kept[key].append((fen, mate, kind))
        total = sum(len(v) for v in kept.values())
        print(f'{total}: mate {mate} {"red" if key[1] else "black"} {kind} ({source}) {fen}',
              flush=True)
        write(args.out, kept, names)  # after each: a long run can be stopped at any time
        return True

    pool = candidates(args.data, args.min_score, args.max_score, args.seed)
    print(f'{len(pool)} candidates', flush=True)
    for n, fen in enumerate(pool):
        if args.candidates is not None and n >= args.candidates:
            break
        if n % shards != shard:
            continue
        if all(len(kept[k]) >= quota[k] for k in quota):
            break
        first = refs.refs[0].search(fen, args.nodes)
        mate, pv = first
        if mate is None or not pv or not args.min_moves <= abs(mate) <= args.max_moves:
            continue
        if mate < 0:  # the side to move is mated: the position after its best reply mates
            board = after(fen, pv[:1])
            if board is None or not board.legal():
                continue
            fen, first = fen_of(board), None
        mate, pv = refs.agree(fen, first)
        if mate is None or mate > args.max_moves:
            continue
        if ours:
            claim = ours.search(fen, args.our_nodes)
            if refs.shorter(fen, mate, claim):
                mate, pv = claim
        keep(fen, mate, pv, f'candidate {n}')
        # Self-play positions a few moves from mate are rare (the games end first): each line
        # also gives a shorter mate, at the distance with the most room left.
        red = xq_moves.Board(fen).red
        room = [(quota[(d, red)] - len(kept[(d, red)]), d) for d in range(1, mate)
                if len(pv) >= 2 * (mate - d) and len(kept[(d, red)]) < quota[(d, red)]]
        if not room:
            continue
        _, d = max(room)
        board = after(fen, pv[:2 * (mate - d)])
        if board is None:
            continue
        short_fen = fen_of(board)
        short_mate, short_pv = refs.agree(short_fen)
        if short_mate == d:
            keep(short_fen, d, short_pv, f'line of candidate {n}')

    for r in refs.refs + ([ours] if ours else []):
        r.close()
    write(args.out, kept, names)
    summary(args, kept)
    return 0


def write(path, kept, names):
    rows = [row for v in kept.values() for row in v]
    with open(path + '.tmp', 'w') as f:
        f.write(f'# Forced mates from self-play; distances agreed by {names} '
                '(scripts/make_mate_bench.py)\n')
        f.write('# FEN;moves to mate for the side to move;checks|quiet (losing side can check)\n')
        for fen, mate, kind in sorted(rows, key=lambda r: (r[1], r[2], r[0])):
            f.write(f'{fen};{mate};{kind}\n')
    os.replace(path + '.tmp', path)


def summary(args, kept):
    print(f'{sum(len(v) for v in kept.values())} positions in {args.out}')
    for n in range(1, args.max_moves + 1):
        print(f'mate in {n:2}: red {len(kept[(n, True)]):2}, black {len(kept[(n, False)]):2}')


def merge(args, quota):
    kept, seen, names = {key: [] for key in quota}, set(), None
    for path in args.merge:
        for line in open(path):
            if line.startswith('# Forced mates'):
                names = names or line.split('agreed by ')[1].split(' (')[0]
            if line.startswith('#') or not line.strip():
                continue
            fen, mate, kind = line.strip().split(';')
            key = (int(mate), xq_moves.Board(fen).red)
            board_key = ' '.join(fen.split()[:2])
            if key in quota and board_key not in seen and len(kept[key]) < quota[key]:
                seen.add(board_key)
                kept[key].append((fen, int(mate), kind))
    write(args.out, kept, names or 'two references')
    summary(args, kept)
    return 0


if __name__ == '__main__':
    sys.exit(main())
