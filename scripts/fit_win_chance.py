#!/usr/bin/env python3
"""Fits the win-chance curve: expected score (win = 1, draw = 1/2, loss = 0, Red's view) as a
logistic function of the engine's score in centipawns, E(s) = 1 / (1 + exp(-s / k)).

Reads the self-play positions (`FEN;result;score`, result and score from Red's view) in one
pass into 10-cp bins, then finds the k with the least squared error over all positions (a
golden-section search over the binned data). Prints k, the error and a table of the data
against the curve.

Usage: scripts/fit_win_chance.py SELFPLAY.txt[.xz] ...   (tools/selfplay's output; the
shipped curve was fitted on the 3.75 M positions of docs/nnue.md's first data set)
"""
import lzma
import math
import sys

BIN = 10
LIMIT = 2000  # scores beyond are adjudicated games: clamp them into the last bin


def read_bins(paths):
    bins = {}
    for path in paths:
        opener = lzma.open if path.endswith(".xz") else open
        with opener(path, "rt") as f:
            for line in f:
                parts = line.rstrip("\n").split(";")
                if len(parts) != 3:
                    continue
                result, score = float(parts[1]), int(parts[2])
                b = max(-LIMIT, min(LIMIT, score)) // BIN
                n, total, squares = bins.get(b, (0, 0.0, 0.0))
                bins[b] = (n + 1, total + result, squares + result * result)
    return bins


def error(bins, k):
    e = 0.0
    for b, (n, total, squares) in bins.items():
        p = 1.0 / (1.0 + math.exp(-(b * BIN + BIN / 2) / k))
        # sum over the bin of (result - p)^2
        e += squares - 2 * p * total + n * p * p
    return e


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    bins = read_bins(sys.argv[1:])
    count = sum(n for n, _, _ in bins.values())
    lo, hi = 20.0, 2000.0
    phi = (math.sqrt(5) - 1) / 2
    for _ in range(80):
        a, b = hi - phi * (hi - lo), lo + phi * (hi - lo)
        if error(bins, a) < error(bins, b):
            hi = b
        else:
            lo = a
    k = (lo + hi) / 2
    print(f"positions {count}")
    print(f"k = {k:.1f} cp   mean squared error {error(bins, k) / count:.5f}")
    print("score   positions  data   curve")
    for centre in range(-600, 601, 100):
        n = t = 0
        for b in range(centre // BIN - 5, centre // BIN + 5):
            if b in bins:
                n += bins[b][0]
                t += bins[b][1]
        if n:
            print(f"{centre:+5d}  {n:9d}  {t / n:.3f}  {1 / (1 + math.exp(-centre / k)):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
