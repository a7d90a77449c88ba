#!/usr/bin/env python3
"""Makes the match openings of tests/data/ with our engine, deterministically.

  scripts/make_openings.py wide --out tests/data/openings-wide.txt
  scripts/make_openings.py classical --out tests/data/openings-classical.txt

wide: random walks from the start position. At each ply the engine searches to --walk-depth
with MultiPV --multipv; one of the moves within --walk-margin cp of the best is drawn (a
random generator seeded by --seed and the walk's number), for a length of --min-plies to
--max-plies plies drawn the same way. A walk is kept when a search to --check-depth scores
the final position within --max-score cp of even and no kept opening reached the same
position; walks go on until --count are kept.

classical: every legal pair of a common Red first move and a common Black reply
(scripts/xqmatch/classical.py), kept under the same --check-depth / --max-score test.

Every search is on one thread with a fresh hash table (`ucinewgame`) and no book, to a fixed
depth, so the same engine build and arguments give the same file. Each line ends with the
check search's score, from Red's view. The header records the command and the engine's bench
signature.
"""
import argparse
import os
import random
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import xq_moves  # noqa: E402
from xqmatch import engine_spec  # noqa: E402
from xqmatch.classical import BLACK_FIRST, RED_FIRST  # noqa: E402
from xqmatch.engine_process import EngineProcess  # noqa: E402
from xqmatch.openings import START_FEN  # noqa: E402
from xqmatch.protocol_lines import parse_bestmove, parse_info  # noqa: E402

MATE = 30000


class Searcher:
    def __init__(self, program):
        spec = engine_spec.parse([f"cmd={program}", "option.Threads=1", "option.Hash=16",
                                  "option.OwnBook=false"])
        self.engine = EngineProcess(spec)
        self.engine.handshake()
        self.multipv = None

    def search(self, moves, depth, multipv=1):
        """[(move, score from the side to move's view)] of the last complete depth, best
        first; a mate counts as +-MATE."""
        e = self.engine
        if multipv != self.multipv:
            e.send(f"setoption name MultiPV value {multipv}")
            self.multipv = multipv
        e.send("ucinewgame")
        e.sync()
        e.position(START_FEN, moves)
        e.send(f"go depth {depth}")
        lines = {}
        while True:
            _, line = e.next_line(time.monotonic() + 600)
            info = parse_info(line)
            if info and info.depth == depth and info.pv:
                score = info.score_cp if info.mate is None else (MATE if info.mate > 0 else -MATE)
                lines[info.multipv or 1] = (info.pv[0], score)
            elif parse_bestmove(line):
                return [lines[k] for k in sorted(lines)]

    def close(self):
        self.engine.close()


def position_key(moves):
    b = xq_moves.Board(START_FEN)
    for m in moves:
        b = b.play(m)
    return tuple(sorted(b.sq.items())), b.red


def red_view(score, moves):
    return score if len(moves) % 2 == 0 else -score


def checked(searcher, moves, args):
    """The check search's score from Red's view, or None when not balanced."""
    found = searcher.search(moves, args.check_depth)
    if not found:
        return None
    score = red_view(found[0][1], moves)
    return score if abs(score) <= args.max_score else None


def wide(searcher, args):
    kept, seen, walk = [], set(), 0
    while len(kept) < args.count:
        rng = random.Random(args.seed * 1000003 + walk)
        walk += 1
        length = rng.randint(args.min_plies, args.max_plies)
        moves = []
        for _ in range(length):
            found = searcher.search(moves, args.walk_depth, args.multipv)
            if not found or abs(found[0][1]) >= MATE:
                break
            best = found[0][1]
            moves.append(rng.choice([m for m, s in found if s >= best - args.walk_margin]))
        if len(moves) < length:
            continue
        key = position_key(moves)
        if key in seen:
            continue
        score = checked(searcher, moves, args)
        if score is None:
            continue
        seen.add(key)
        kept.append((moves, score))
        print(f"{len(kept)}/{args.count} after {walk} walks: {' '.join(moves)} {score:+d}",
              file=sys.stderr, flush=True)
    return kept, f"{walk} walks"


def classical(searcher, args):
    kept, tried = [], 0
    for r in RED_FIRST:
        for b in BLACK_FIRST:
            if b not in xq_moves.Board(START_FEN).play(r).legal():
                continue
            tried += 1
            score = checked(searcher, [r, b], args)
            if score is not None:
                kept.append(([r, b], score))
    return kept, f"{tried} legal pairs"


def bench_signature(program):
    out = subprocess.run([program, "bench"], capture_output=True, text=True).stdout
    words = [line.split() for line in out.splitlines() if line.startswith("nodes")]
    return words[-1][1] if words else "unknown"


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("kind", choices=("wide", "classical"))
    p.add_argument("--engine", default=os.path.join(os.path.dirname(HERE), "build",
                                                    "xiangqi-engine"))
    p.add_argument("--out", required=True)
    p.add_argument("--count", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--min-plies", type=int, default=6)
    p.add_argument("--max-plies", type=int, default=10)
    p.add_argument("--multipv", type=int, default=4)
    p.add_argument("--walk-depth", type=int, default=8)
    p.add_argument("--walk-margin", type=int, default=30)
    p.add_argument("--check-depth", type=int, default=12)
    p.add_argument("--max-score", type=int, default=70)
    args = p.parse_args()
    if not 1 <= args.min_plies <= args.max_plies:
        p.error("need 1 <= --min-plies <= --max-plies")
    searcher = Searcher(os.path.abspath(args.engine))
    try:
        kept, tried = wide(searcher, args) if args.kind == "wide" else classical(searcher, args)
    finally:
        searcher.close()
    command = "scripts/make_openings.py " + " ".join(sys.argv[1:])
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(f"# {len(kept)} {args.kind} openings, both colours each; made by\n#   {command}\n")
        if args.kind == "wide":
            f.write(f"# (seed {args.seed}, {args.min_plies}-{args.max_plies} plies, a move within "
                    f"{args.walk_margin} cp of the best of MultiPV {args.multipv} at depth "
                    f"{args.walk_depth})\n")
        else:
            f.write("# (each legal pair of scripts/xqmatch/classical.py's first moves)\n")
        f.write(f"# kept: |score| <= {args.max_score} cp at depth {args.check_depth}, out of "
                f"{tried}; engine bench signature {bench_signature(args.engine)}.\n"
                "# The number after # is that score, from Red's view.\n")
        for moves, score in kept:
            f.write(f"startpos moves {' '.join(moves)}  # {score:+d}\n")
    print(f"{len(kept)} openings written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
