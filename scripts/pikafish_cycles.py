#!/usr/bin/env python3
"""How often does the referee rule a repetition cycle as Pikafish does, under each rule book?

For every cycle of tests/data/rule_cycles.tsv (a FEN and one round of moves, played twice so
that the last move makes the third occurrence) it asks `xiangqi-engine judge --rules <book>`
for the ruling, and Pikafish for its score of the last move (`go depth 1 searchmoves <move>`
after the other moves): a mate score is a win or loss for the mover, 0 a draw. Prints each
cycle's rulings and the agreement per book.

  scripts/pikafish_cycles.py build/xiangqi-engine PATH/pikafish-hce [tests/data/rule_cycles.tsv]
"""

import os
import subprocess
import sys

BOOKS = ("chinese", "asian")


def read_cycles(path):
    cycles = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, fen, moves = line.rstrip("\n").split("\t")
            cycles.append((name, fen, moves.split() * 2))
    return cycles


def mover_is_red(fen, plies):
    red_first = fen.split()[1] == "w"
    return red_first == (plies % 2 == 0)


def our_ruling(engine, fen, moves, book):
    out = subprocess.run([engine, "judge", "--fen", fen, "--moves", *moves, "--rules", book],
                         capture_output=True, text=True, check=True).stdout.split()
    return out[1] if out[0] == "result" else "ongoing"


def pikafish_ruling(pikafish, fen, moves):
    """The result Pikafish's search gives the last move: 1-0, 0-1, 1/2-1/2 or none."""
    engine = subprocess.Popen([pikafish], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True)
    engine.stdin.write(f"uci\nposition fen {fen} moves {' '.join(moves[:-1])}\n"
                       f"go depth 1 searchmoves {moves[-1]}\n")
    engine.stdin.flush()
    score = None
    for line in engine.stdout:  # until the search's bestmove: quit would cut it short
        words = line.split()
        if "score" in words:
            i = words.index("score")
            score = (words[i + 1], int(words[i + 2]))
        if words and words[0] == "bestmove":
            break
    engine.communicate("quit\n")
    if score is None:
        return "none"
    red = mover_is_red(fen, len(moves) - 1)
    kind, value = score
    if kind == "cp":
        return "1/2-1/2" if value == 0 else "none"
    mover_wins = value > 0
    return "1-0" if mover_wins == red else "0-1"


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    engine, pikafish = sys.argv[1], sys.argv[2]
    data = sys.argv[3] if len(sys.argv) > 3 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "tests", "data", "rule_cycles.tsv")
    cycles = read_cycles(data)
    agree = {book: 0 for book in BOOKS}
    for name, fen, moves in cycles:
        theirs = pikafish_ruling(pikafish, fen, moves)
        ours = {book: our_ruling(engine, fen, moves, book) for book in BOOKS}
        for book in BOOKS:
            agree[book] += ours[book] == theirs
        print(f"{name:55} pikafish {theirs:8} " +
              " ".join(f"{book} {ours[book]:8}" for book in BOOKS))
    for book in BOOKS:
        print(f"{book}: {agree[book]} of {len(cycles)} agree with Pikafish "
              f"({100.0 * agree[book] / len(cycles):.1f} %)")


if __name__ == "__main__":
    main()
