#!/usr/bin/env python3
"""The measured effect of each handicap (让子) in Elo (docs/strength.md).

For every handicap, two copies of the engine at the same level play from the handicap position
with Red giving (the same pieces as the game removes, engine/formats/handicap.cpp), after 30
different two-ply starts (common first moves of each side that are legal there), each with both
engines as Red. The giver's score against the no-handicap baseline (Red's first-move edge from
the same starts) gives the handicap's worth in Elo.

  python3 scripts/handicap_ladder.py --engine build/xiangqi-engine --level 9 --nodes 100000 \
      [--concurrency 1] [--logs /tmp/handicaps] [--only-table]

The level must randomise (1..9) so that the colour-swapped game is not a copy of the first.
Elo from a score s is -400 log10(1/s - 1), with half a win and half a loss added per match.
"""
import argparse
import math
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.normpath(os.path.join(HERE, "..", "..", "shared"))
sys.path.insert(0, os.path.join(SHARED, "tools"))

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
RED_FIRST = ["h2e2", "b2e2", "c3c4", "g3g4", "h0g2", "b0c2", "c0e2", "g0e2", "h2g2", "b2c2"]
BLACK_FIRST = ["h9g7", "b9c7", "h7e7", "b7e7", "c6c5", "g6g5", "g9e7", "c9e7"]


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
    """Two-ply starts that are legal in `fen`, as match.py opening lines (checked by the match
    runner's own referee)."""
    import xiangqi_rules as xr
    lines = []
    for r in RED_FIRST:
        for b in BLACK_FIRST:
            if len(lines) >= count:
                return lines
            pos = xr.Position(fen)
            ok = True
            for m in (r, b):
                move = xr.parse_move_str(m)
                if not pos.is_legal(move):
                    ok = False
                    break
                pos.push(move)
            if ok:
                lines.append(f"{fen} moves {r} {b}")
    return lines


SUMMARY = re.compile(r"Summary .*?games (\d+)")
GAME = re.compile(r"Game \d+/\d+ .*?\(red\) vs .*?\(black\): (1-0|0-1|1/2-1/2)")


def red_score(text):
    w = d = l = 0
    for r in GAME.findall(text):
        if r == "1-0":
            w += 1
        elif r == "0-1":
            l += 1
        else:
            d += 1
    return w, d, l


def elo(w, d, l):
    w, l = w + 0.5, l + 0.5
    n = w + d + l
    s = (w + 0.5 * d) / n
    var = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n / n
    return -400 * math.log10(1 / s - 1), 400 / (math.log(10) * s * (1 - s)) * math.sqrt(var), s


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--engine", default="build/xiangqi-engine")
    p.add_argument("--level", type=int, default=9)
    p.add_argument("--nodes", type=int, default=100000)
    p.add_argument("--starts", type=int, default=30)
    p.add_argument("--concurrency", type=int, default=1)
    p.add_argument("--nice", type=int, default=0)
    p.add_argument("--logs", default="/tmp/handicaps")
    p.add_argument("--only-table", action="store_true")
    args = p.parse_args()
    os.makedirs(args.logs, exist_ok=True)
    engine = os.path.abspath(args.engine)
    results = {}
    for key, chinese, removed in HANDICAPS:
        log = os.path.join(args.logs, key + ".log")
        if not (os.path.exists(log) and SUMMARY.search(open(log).read())):
            if args.only_table:
                continue
            book = os.path.join(args.logs, key + ".openings")
            with open(book, "w") as f:
                f.write("\n".join(openings(handicap_fen(removed), args.starts)) + "\n")
            cmd = [sys.executable, os.path.join(SHARED, "tools", "match.py")]
            for name in ("A", "B"):
                cmd += ["--engine", f"name={name}", f"cmd={engine}", "proto=uci",
                        f"option.Skill Level={args.level}"]
            cmd += ["--openings", book, "--games", str(2 * args.starts), "--nodes",
                    str(args.nodes), "--concurrency", str(args.concurrency),
                    "--pgn", os.path.join(args.logs, key + ".pgn")]
            print(f"== {key}", flush=True)
            with open(log + ".part", "w") as f:
                subprocess.run(["nice", "-n", str(args.nice)] + cmd, stdout=f,
                               stderr=subprocess.STDOUT, check=False)
            os.replace(log + ".part", log)
        results[key] = red_score(open(log).read())

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
