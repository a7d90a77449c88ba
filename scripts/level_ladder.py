#!/usr/bin/env python3
"""The Elo ladder of the difficulty levels (docs/strength.md).

Plays each neighbouring pair of levels (2 vs 1, ..., 10 vs 9) and level 10 against ElephantEye
3.31 with ../shared/tools/match.py, then chains the differences into one scale anchored on
ElephantEye. Every match is logged, and the table is printed in Markdown.

  python3 scripts/level_ladder.py --engine build/xiangqi-engine --games 60 --nodes 100000 \
      [--movetime MS instead of --nodes] [--anchor 2000] [--concurrency 1] [--logs /tmp/ladder]
      [--only-table]

A fixed node count per move (the default) makes the ladder independent of the machine's load;
a time per move (--movetime) measures what a player meets at that time, on a quiet machine.

Elo from a score s is -400 log10(1/s - 1). A perfect or null score has no finite Elo, so every
match's score is taken with half a win and half a loss added (a uniform prior), which keeps the
chain finite and is stated next to the table. The 95% interval of a match comes from the
per-game variance of the result (wins, draws and losses); a chained level's interval adds the
variances of the matches between it and the anchor.
"""
import argparse
import math
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.normpath(os.path.join(HERE, "..", "..", "shared"))


def elo_of(score):
    return -400.0 * math.log10(1.0 / score - 1.0)


def match_elo(w, d, l):
    """Elo difference and its standard error (from the per-game variance) with the prior."""
    w, l = w + 0.5, l + 0.5
    n = w + d + l
    s = (w + 0.5 * d) / n
    var = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * (0 - s) ** 2) / n / n
    # d Elo / d s = 400 / (ln 10 * s (1 - s))
    slope = 400.0 / (math.log(10) * s * (1 - s))
    return elo_of(s), slope * math.sqrt(var)


SUMMARY = re.compile(r"Summary .*?games (\d+)\s+W (\d+)\s+D (\d+)\s+L (\d+)")


def limit(args):
    return ["--movetime", str(args.movetime)] if args.movetime else ["--nodes", str(args.nodes)]


def describe(args):
    return f"{args.movetime} ms/move" if args.movetime else f"{args.nodes} nodes/move"


def play(args, name, a, b, log):
    """Runs one match unless its log already holds a summary; returns (W, D, L) for `a`."""
    if os.path.exists(log):
        with open(log) as f:
            m = SUMMARY.search(f.read())
        if m:
            return tuple(int(x) for x in m.groups()[1:])
    if args.only_table:
        return None
    cmd = [sys.executable, os.path.join(SHARED, "tools", "match.py"), "--engine"] + a + \
        ["--engine"] + b + ["--openings", os.path.join(SHARED, "tools", "openings-wide.txt"),
                            "--games", str(args.games), "--concurrency", str(args.concurrency),
                            "--pgn", log[:-4] + ".pgn"] + limit(args)
    print(f"== {name}", flush=True)
    with open(log + ".part", "w") as f:
        subprocess.run(["nice", "-n", str(args.nice)] + cmd, stdout=f, stderr=subprocess.STDOUT,
                       check=False)
    os.replace(log + ".part", log)
    with open(log) as f:
        m = SUMMARY.search(f.read())
    if not m:
        print(f"{name}: no summary in {log}", file=sys.stderr)
        return None
    return tuple(int(x) for x in m.groups()[1:])


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--engine", default="build/xiangqi-engine")
    p.add_argument("--games", type=int, default=60)
    p.add_argument("--movetime", type=int, default=0, help="ms per move instead of nodes")
    p.add_argument("--nodes", type=int, default=100000)
    p.add_argument("--concurrency", type=int, default=1)
    p.add_argument("--anchor", type=float, default=2000.0,
                   help="the Elo given to ElephantEye 3.31 at this limit per move")
    p.add_argument("--logs", default="/tmp/ladder")
    p.add_argument("--nice", type=int, default=0)
    p.add_argument("--only-table", action="store_true", help="use the logs, play nothing")
    args = p.parse_args()
    os.makedirs(args.logs, exist_ok=True)
    engine = os.path.abspath(args.engine)

    def level(n):
        return [f"name=L{n}", f"cmd={engine}", "proto=uci", f"option.Skill Level={n}"]

    eye = ["name=eleeye", f"cmd={os.path.join(SHARED, 'engines', 'eleeye')}", "proto=ucci",
           "movetime=stop"]
    results = {}
    results["10-eye"] = play(args, "level 10 vs ElephantEye", level(10), eye,
                             os.path.join(args.logs, "L10-eleeye.log"))
    for n in range(9, 0, -1):
        results[f"{n + 1}-{n}"] = play(args, f"level {n + 1} vs level {n}", level(n + 1),
                                       level(n), os.path.join(args.logs, f"L{n + 1}-L{n}.log"))

    rows = []
    rating, var = {}, {}
    r = results["10-eye"]
    if r:
        d, se = match_elo(*r)
        rating[10], var[10] = args.anchor + d, se * se
        rows.append(("10 vs ElephantEye", r, d, se))
    for n in range(9, 0, -1):
        r = results[f"{n + 1}-{n}"]
        if not r:
            continue
        d, se = match_elo(*r)
        rows.append((f"{n + 1} vs {n}", r, d, se))
        if n + 1 in rating:
            rating[n], var[n] = rating[n + 1] - d, var[n + 1] + se * se

    print(f"\nMatches ({args.games} games each, {describe(args)}, openings-wide):\n")
    print("| match | W-D-L | score | Elo difference (95%) |")
    print("|---|---|---:|---|")
    for name, (w, dr, l), d, se in rows:
        s = (w + 0.5 * dr) / (w + dr + l)
        print(f"| {name} | {w}-{dr}-{l} | {100 * s:.1f}% | {d:+.0f} ± {1.96 * se:.0f} |")
    print(f"\nLadder (ElephantEye 3.31 at {describe(args)} = {args.anchor:.0f}):\n")
    print("| level | Elo | 95% interval |")
    print("|---:|---:|---|")
    for n in range(10, 0, -1):
        if n in rating:
            half = 1.96 * math.sqrt(var[n])
            print(f"| {n} | {rating[n]:.0f} | {rating[n] - half:.0f} .. {rating[n] + half:.0f} |")


if __name__ == "__main__":
    main()
