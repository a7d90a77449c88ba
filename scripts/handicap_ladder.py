#!/usr/bin/env python3
"""The measured effect of each handicap (让子) in Elo (docs/strength.md).

For every handicap, two copies of the engine at the same level play from the handicap position
with Red giving (the same pieces as the game removes, engine/formats/handicap.cpp), after 30
different two-ply starts (common first moves of each side that are legal there), each with both
engines as Red. The giver's score against the no-handicap baseline (Red's first-move edge from
the same starts) gives the handicap's worth in Elo.

  scripts/handicap_ladder.py [--engine build/xiangqi-engine] [--level 19] [--nodes 100000] \
      [--concurrency 1] [--logs handicaps] [--only-table]

The matches run with scripts/match.py; each one's output, PGN and JSON are kept in --logs, and
a match whose JSON is there is not played again. The level must randomise (1..19) so that the
colour-swapped game is not a copy of the first. The Elo math is the ladders' (ladder_step in
scripts/xqmatch/elo.py: half a win and half a loss added per match).
"""
import argparse
import json
import math
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import xq_moves  # noqa: E402
from xqmatch import elo as elo_math  # noqa: E402
from xqmatch.classical import BLACK_FIRST, RED_FIRST  # noqa: E402

REPO = os.path.dirname(HERE)

START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
# Red gives: the squares emptied (engine/formats/handicap.cpp), ICCS.
HANDICAPS = [
    ("none", "不让子", []),
    ("left_horse", "让左马", ["b0"]),
    ("left_cannon", "让左炮", ["b2"]),
    ("all_pawns", "让小兵", ["a3", "c3", "e3", "g3", "i3"]),
    ("both_horses", "让双马", ["b0", "h0"]),
    ("left_rook", "让左车", ["a0"]),
    ("both_cannons", "让双炮", ["b2", "h2"]),
    ("nine_pieces", "让九子", ["c0", "d0", "f0", "g0", "a3", "c3", "e3", "g3", "i3"]),
    ("left_half", "让左半", ["a0", "b0", "c0", "d0", "b2", "a3", "c3"]),
    ("both_rooks", "让双车", ["a0", "i0"]),
]


def board_of(fen):
    rows = []
    for rank in fen.split()[0].split("/"):
        row = []
        for ch in rank:
            row += ["."] * int(ch) if ch.isdigit() else [ch]
        rows.append(row)
    return rows  # rows[0] is rank 9


def fen_of(rows, rest):
    out = []
    for row in rows:
        s, empty = "", 0
        for ch in row:
            if ch == ".":
                empty += 1
            else:
                s += (str(empty) if empty else "") + ch
                empty = 0
        out.append(s + (str(empty) if empty else ""))
    return "/".join(out) + " " + rest


def handicap_fen(removed):
    rows = board_of(START)
    for sq in removed:
        rows[9 - int(sq[1])][ord(sq[0]) - ord("a")] = "."
    return fen_of(rows, "w - - 0 1")


def openings(fen, count):
    """The first `count` two-ply starts of the common first moves that are legal in `fen`,
    as match.py opening lines (legality by scripts/xq_moves.py)."""
    lines = []
    for r in RED_FIRST:
        for b in BLACK_FIRST:
            if len(lines) >= count:
                return lines
            board = xq_moves.Board(fen)
            if r in board.legal() and b in board.play(r).legal():
                lines.append(f"fen {fen} moves {r} {b}")
    return lines


def red_score(games):
    """W-D-L of Red over the games of a match.py JSON file."""
    results = [g["result"] for g in games]
    return results.count("1-0"), results.count("1/2-1/2"), results.count("0-1")


def elo(w, d, l):
    d_elo, se = elo_math.ladder_step(w, d, l)
    return d_elo, se, elo_math.score(w + 0.5, d, l + 0.5)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--engine", default=os.path.join(REPO, "build", "xiangqi-engine"))
    p.add_argument("--level", type=int, default=19)
    p.add_argument("--nodes", type=int, default=100000)
    p.add_argument("--starts", type=int, default=30)
    p.add_argument("--concurrency", type=int, default=1)
    p.add_argument("--logs", default="handicaps")
    p.add_argument("--only-table", action="store_true")
    args = p.parse_args()
    os.makedirs(args.logs, exist_ok=True)
    engine = os.path.abspath(args.engine)
    results = {}
    for key, chinese, removed in HANDICAPS:
        stem = os.path.join(args.logs, key)
        if not os.path.exists(stem + ".json"):
            if args.only_table:
                continue
            book = stem + ".openings"
            with open(book, "w") as f:
                f.write("\n".join(openings(handicap_fen(removed), args.starts)) + "\n")
            cmd = [sys.executable, os.path.join(HERE, "match.py")]
            for name in ("A", "B"):
                cmd += ["--engine", f"name={name}", f"cmd={engine}", "proto=uci",
                        f"option.Skill Level={args.level}"]
            cmd += ["--openings", book, "--games", str(2 * args.starts), "--nodes",
                    str(args.nodes), "--concurrency", str(args.concurrency),
                    "--pgn", stem + ".pgn", "--json", stem + ".json.part"]
            print(f"== {key}", flush=True)
            with open(stem + ".log", "w") as f:
                subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, check=False)
            if not os.path.exists(stem + ".json.part"):
                print(f"{key}: no result, see {stem}.log", file=sys.stderr)
                continue
            os.replace(stem + ".json.part", stem + ".json")
        with open(stem + ".json") as f:
            results[key] = red_score(json.load(f)["games"])

    if "none" not in results:
        return
    base, base_se, _ = elo(*results["none"])
    print(f"\nLevel {args.level} against itself, {args.nodes} nodes/move, {args.starts} starts "
          "x 2 colours; Red gives:\n")
    print("| handicap | Red W-D-L | Red's score | worth in Elo (95%) |")
    print("|---|---|---:|---|")
    for key, chinese, _ in HANDICAPS:
        if key not in results:
            continue
        w, d, l = results[key]
        e, se, s = elo(w, d, l)
        worth = base - e
        half = 1.96 * math.sqrt(se * se + (0 if key == "none" else base_se * base_se))
        label = "baseline (Red's first move)" if key == "none" else f"{worth:+.0f} ± {half:.0f}"
        print(f"| {chinese} {key} | {w}-{d}-{l} | {100 * s:.1f}% | {label} |")


if __name__ == "__main__":
    main()
