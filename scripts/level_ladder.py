#!/usr/bin/env python3
"""The Elo ladder of the difficulty levels (docs/strength.md).

Plays each neighbouring pair of levels (2 vs 1, ..., 20 vs 19) and one level against an anchor
engine with scripts/match.py, then chains the differences into one scale on which the anchor
has a stated Elo. Every match is logged (its output, PGN and JSON), a match whose JSON is
already there is not played again, and the tables are printed in Markdown.

  scripts/level_ladder.py --anchor fairy-stockfish --logs ladder-fsf
  scripts/level_ladder.py --anchor eleeye=PATH/eleeye --logs ladder-eye

Anchors (each meets one level, --anchor-level, and the chain runs down and up from there):
  fairy-stockfish     Debian's fairy-stockfish (scripts/setup.sh --yardsticks installs it),
                      Xiangqi in UCI with ranks 1-10; meets level FSF_LEVEL, and its Elo on
                      the shipped scale is FSF_ELO (measured at 100,000 nodes a move,
                      docs/strength.md); at another limit give --anchor-elo
  eleeye=PATH         ElephantEye 3.31 built from its public source (docs/strength.md says
                      how), UCCI; the shipped labels' anchor, 2000 by definition; meets level 20
  engine=SPEC         any other engine, as one --engine of match.py (quoted), with --anchor-elo
                      and --anchor-level

A fixed node count per move (the default, 100,000) makes the ladder independent of the
machine's load; --movetime measures what a player meets at that time, on a quiet machine.

The math (scripts/xqmatch/elo.py, ladder_step): every match's score gets half a win and half a
loss added, so that a clean sweep stays finite; its standard error is the score's, carried to
Elo by the slope of the Elo curve; a level's interval adds the variances of the matches between
it and the anchor.
"""
import argparse
import json
import math
import os
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from xqmatch import elo  # noqa: E402

REPO = os.path.dirname(HERE)
LEVELS = 20
# Fairy-Stockfish 11.1 (Debian 12) at 100,000 nodes per move on the scale of the shipped labels
# (ElephantEye 3.31 at 100,000 nodes = 2000): level 17's 2025 there, minus level 17's result
# against it, 21-4-35 in 60 games (-81 +/- 86; docs/strength.md).
FSF_LEVEL = 17
FSF_ELO = 2106.0


def anchor_engine(text):
    """(match.py engine tokens, name, nominal Elo or None, level it meets) of an --anchor."""
    if text == "fairy-stockfish":
        return (["name=fsf", "cmd=/usr/games/fairy-stockfish", "proto=uci", "ranks=1",
                 "option.UCI_Variant=xiangqi"], "Fairy-Stockfish", FSF_ELO, FSF_LEVEL)
    kind, _, value = text.partition("=")
    if kind == "eleeye" and value:
        path = os.path.abspath(value)
        return (["name=eleeye", f"cmd={path}", "proto=ucci", "movetime=stop",
                 f"dir={os.path.dirname(path)}"], "ElephantEye", 2000.0, LEVELS)
    if kind == "engine" and value:
        return shlex.split(value), "the anchor", None, None
    raise ValueError(f"--anchor: fairy-stockfish, eleeye=PATH or engine=SPEC, not '{text}'")


def limit(args):
    return ["--movetime", str(args.movetime)] if args.movetime else ["--nodes", str(args.nodes)]


def describe(args):
    return f"{args.movetime} ms/move" if args.movetime else f"{args.nodes} nodes/move"


def play(args, title, a, b, stem):
    """W-D-L of engine `a` in one match; read from stem.json when it is there."""
    result = stem + ".json"
    if not os.path.exists(result):
        if args.only_table:
            return None
        cmd = [sys.executable, os.path.join(HERE, "match.py"), "--engine", *a, "--engine", *b,
               "--openings", args.openings, "--games", str(args.games),
               "--concurrency", str(args.concurrency), "--pgn", stem + ".pgn",
               "--json", result + ".part", *limit(args)]
        print(f"== {title}", flush=True)
        with open(stem + ".log", "w") as log:
            subprocess.run(cmd, stdout=log, stderr=subprocess.STDOUT, check=False)
        if not os.path.exists(result + ".part"):
            print(f"{title}: no result, see {stem}.log", file=sys.stderr)
            return None
        os.replace(result + ".part", result)
    with open(result) as f:
        s = json.load(f)["summary"]
    return s["wins"], s["draws"], s["losses"]


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--engine", default=os.path.join(REPO, "build", "xiangqi-engine"))
    p.add_argument("--anchor", default="fairy-stockfish")
    p.add_argument("--anchor-elo", type=float, help="the anchor's Elo on the scale")
    p.add_argument("--anchor-level", type=int, help="the level that meets it")
    p.add_argument("--games", type=int, default=60)
    p.add_argument("--movetime", type=int, default=0, help="ms per move instead of nodes")
    p.add_argument("--nodes", type=int, default=100000)
    p.add_argument("--openings", default=os.path.join(REPO, "tests", "data",
                                                      "openings-wide.txt"))
    p.add_argument("--concurrency", type=int, default=1)
    p.add_argument("--logs", default="ladder", help="folder for the matches' logs")
    p.add_argument("--only-table", action="store_true", help="use the logs, play nothing")
    args = p.parse_args()
    try:
        anchor, anchor_name, nominal, nominal_level = anchor_engine(args.anchor)
    except ValueError as e:
        p.error(str(e))
    anchor_elo = args.anchor_elo if args.anchor_elo is not None else nominal
    top = args.anchor_level if args.anchor_level is not None else nominal_level
    if anchor_elo is None or top is None:
        p.error(f"give --anchor-elo and --anchor-level for {anchor_name}")
    if not 1 <= top <= LEVELS:
        p.error(f"--anchor-level must be 1..{LEVELS}")
    if args.anchor_elo is None and (args.movetime or args.nodes != 100000):
        print(f"note: {anchor_name}'s Elo {anchor_elo:.0f} was measured at 100,000 nodes a "
              "move; at another limit give --anchor-elo", file=sys.stderr)
    os.makedirs(args.logs, exist_ok=True)
    engine = os.path.abspath(args.engine)

    def level(n):
        return [f"name=L{n}", f"cmd={engine}", "proto=uci", f"option.Skill Level={n}"]

    anchor_result = play(args, f"level {top} vs {anchor_name}", level(top), anchor,
                         os.path.join(args.logs, f"L{top}-anchor"))
    pairs = {n: play(args, f"level {n + 1} vs level {n}", level(n + 1), level(n),
                     os.path.join(args.logs, f"L{n + 1}-L{n}")) for n in range(LEVELS - 1, 0, -1)}

    rows, rating, var = [], {}, {}
    if anchor_result:
        d, se = elo.ladder_step(*anchor_result)
        rating[top], var[top] = anchor_elo + d, se * se
        rows.append((f"{top} vs {anchor_name}", anchor_result, d, se))
    for n in range(LEVELS - 1, 0, -1):
        if pairs[n]:
            d, se = elo.ladder_step(*pairs[n])
            rows.append((f"{n + 1} vs {n}", pairs[n], d, se))
    # Chain down from the anchored level, then up.
    for n in range(top - 1, 0, -1):
        if n + 1 in rating and pairs[n]:
            d, se = elo.ladder_step(*pairs[n])
            rating[n], var[n] = rating[n + 1] - d, var[n + 1] + se * se
    for n in range(top + 1, LEVELS + 1):
        if n - 1 in rating and pairs[n - 1]:
            d, se = elo.ladder_step(*pairs[n - 1])
            rating[n], var[n] = rating[n - 1] + d, var[n - 1] + se * se

    print(f"\nMatches ({args.games} games each, {describe(args)}, "
          f"{os.path.basename(args.openings)}):\n")
    print("| match | W-D-L | score | Elo difference (95%) |")
    print("|---|---|---:|---|")
    for name, (w, dr, l), d, se in rows:
        print(f"| {name} | {w}-{dr}-{l} | {100 * elo.score(w, dr, l):.1f}% | "
              f"{d:+.0f} ± {1.96 * se:.0f} |")
    print(f"\nLadder ({anchor_name} at {describe(args)} = {anchor_elo:.0f}):\n")
    print("| level | Elo | 95% interval |")
    print("|---:|---:|---|")
    for n in range(LEVELS, 0, -1):
        if n in rating:
            half = 1.96 * math.sqrt(var[n])
            print(f"| {n} | {rating[n]:.0f} | {rating[n] - half:.0f} .. {rating[n] + half:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
