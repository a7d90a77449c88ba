#!/usr/bin/env python3
"""A UCI engine that misbehaves on purpose, for the match runner's fault tests.

  fake_engine.py illegal | crash | silent | none | slow | ranks1

illegal answers every search with a move no position allows; crash exits at its first `go`;
silent never answers a `go`; none answers `bestmove (none)`; slow answers after 1.5 s; ranks1
plays the first legal move of the start position and onwards in ranks 1-10 (`h3e3`), as
Fairy-Stockfish writes them, and fails if it is sent a move in ranks 0-9.
"""
import sys
import time

mode = sys.argv[1]
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    if words[0] == "uci":
        print("id name fake\noption name Hash type spin default 16 min 1 max 64\nuciok", flush=True)
    elif words[0] == "isready":
        print("readyok", flush=True)
    elif words[0] == "quit":
        break
    elif words[0] == "position":
        moves = words[words.index("moves") + 1:] if "moves" in words else []
        if mode == "ranks1" and any(m[1] == "0" or m[3] == "0" for m in moves):
            sys.exit(3)
        played = len(moves)
    elif words[0] == "go":
        if mode == "crash":
            sys.exit(1)
        if mode == "silent":
            continue
        if mode == "slow":
            time.sleep(1.5)
        if mode == "none":
            print("bestmove (none)", flush=True)
        elif mode == "ranks1":
            # Horses out and back: legal for either side in ranks 1-10.
            cycle = ["h1g3", "h10g8", "g3h1", "g8h10"]
            print(f"info depth 1 score cp 0\nbestmove {cycle[played % 4]}", flush=True)
        else:
            print("bestmove a0a5", flush=True)
