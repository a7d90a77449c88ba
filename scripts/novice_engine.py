#!/usr/bin/env python3
"""A UCI player that plays like a novice, to test that the lowest difficulty level can be beaten.

No engine measures what a beginner can beat, so the level ladder measures the lowest levels
against this stand-in (docs/strength.md): a player who knows how the pieces move and what they
are worth, and looks one move ahead only at what it touches. For each legal move it counts

  + the value of the piece it takes,
  - the value of the moving piece if the square it lands on is attacked by the other side
    (it does not see that the square is defended, nor any other piece left hanging),
  + a little for a check, and a random part below half a pawn,

and plays the best. It takes free pieces, keeps the piece it moves out of plain capture, and
misses everything deeper: forks, pins, discovered attacks, mates in two.

  novice_engine.py [--seed N]

Speaks enough UCI for scripts/match.py (uci, isready, ucinewgame, position, go, quit); the
moves are from scripts/xq_moves.py, in ICCS (ranks 0-9). Each game is seeded from --seed and
the moves played so far, so a match is reproducible.
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xq_moves  # noqa: E402

START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
VALUE = {"r": 9.0, "c": 4.5, "n": 4.0, "b": 2.0, "a": 2.0, "p": 1.0, "k": 0.0}


def value(piece, square):
    """A pawn across the river is worth two."""
    if piece.lower() != "p":
        return VALUE[piece.lower()]
    crossed = square[1] >= 5 if piece.isupper() else square[1] <= 4
    return 2.0 if crossed else 1.0


def choose(board, rng):
    moves = board.legal()
    if not moves:
        return None
    best, best_score = None, None
    for m in moves:
        a, z = xq_moves.parse(m)
        piece, victim = board.sq[a], board.sq.get(z)
        after = board.play(m)
        score = value(victim, z) if victim else 0.0
        if any(t == z for _, t in after.pseudo(after.red)):
            score -= value(piece, z)
        if after.attacked_king(after.red):
            score += 0.3
        score += rng.random() * 0.5
        if best_score is None or score > best_score:
            best, best_score = m, score
    return best


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    fen, moves = START, []
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "uci":
            print("id name novice\nid author the xiangqi project\nuciok", flush=True)
        elif words[0] == "isready":
            print("readyok", flush=True)
        elif words[0] == "quit":
            break
        elif words[0] == "position" and len(words) > 1:
            rest = words[1:]
            moves = rest[rest.index("moves") + 1:] if "moves" in rest else []
            head = rest[:rest.index("moves")] if "moves" in rest else rest
            fen = START if head[0] == "startpos" else " ".join(head[1:])
        elif words[0] == "go":
            board = xq_moves.Board(fen)
            for m in moves:
                board = board.play(m)
            rng = random.Random(f"{args.seed} {fen} {' '.join(moves)}")
            move = choose(board, rng)
            print(f"bestmove {move or '(none)'}", flush=True)


if __name__ == "__main__":
    main()
