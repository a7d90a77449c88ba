#!/usr/bin/env python3
"""Candidate positions for the endgame collection (docs/endgames.md).

Each class of practical endgame comes with its textbook result and where its pieces may stand;
this script places them at random (a fixed seed: the same candidates every run) on squares each
piece can reach, with the kings not facing. tools/check_endgames.cpp then plays every candidate
out and keeps those whose listed result the engine confirms:

    tools/endgame_candidates.py > candidates.txt
    build/check_endgames --file candidates.txt --nodes 3000 --plies 80 --keep confirmed.txt
    tools/endgame_candidates.py --select confirmed.txt > selected.txt
    build/check_endgames --file selected.txt --nodes 50000 --plies 120 --keep verified.txt
    tools/endgame_candidates.py --select verified.txt > assets/endgames.txt

--select keeps the first confirmed positions of each class up to its count and numbers them
again (ids from 1, names by class).
"""
import argparse
import random

FILES = "abcdefghi"

# Squares as (file 0-8, rank 0-9), rank 0 on Red's side.
RED_KING = [(f, r) for f in (3, 4, 5) for r in (0, 1, 2)]
BLACK_KING = [(f, r) for f in (3, 4, 5) for r in (7, 8, 9)]
RED_ADVISOR = [(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)]
BLACK_ADVISOR = [(3, 9), (5, 9), (4, 8), (3, 7), (5, 7)]
RED_ELEPHANT = [(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)]
BLACK_ELEPHANT = [(2, 9), (6, 9), (0, 7), (4, 7), (8, 7), (2, 5), (6, 5)]
ANY = [(f, r) for f in range(9) for r in range(10)]


def pawn(ranks):
    """Red pawn squares on these ranks (5-9 are across the river)."""
    return [(f, r) for f in range(9) for r in ranks if r >= 5 or f % 2 == 0]


HIGH = pawn(range(5, 8))  # 高兵: not yet on the palace's two ranks
LOW = pawn([8])           # 低兵: on the palace's middle rank
BOTTOM = pawn([9])        # 底兵: on Black's back rank

# (category zh, category en, name zh, name en, result, count, red pieces, black pieces,
#  side to move). Pieces: (letter, squares); the kings come first.
CLASSES = [
    ("兵对将", "Pawn vs bare king", "高兵胜单将", "High pawn wins", "win", 10,
     [("K", RED_KING), ("P", HIGH)], [("k", BLACK_KING)], "w"),
    ("兵对将", "Pawn vs bare king", "底兵不胜单将", "Bottom pawn cannot win", "draw", 6,
     [("K", RED_KING), ("P", BOTTOM)], [("k", BLACK_KING)], "w"),
    ("马对单士", "Horse vs one advisor", "马胜单士", "Horse beats one advisor", "win", 10,
     [("K", RED_KING), ("N", ANY)], [("k", BLACK_KING), ("a", BLACK_ADVISOR)], "w"),
    ("马对单象", "Horse vs one elephant", "马胜单象", "Horse beats one elephant", "win", 8,
     [("K", RED_KING), ("N", ANY)], [("k", BLACK_KING), ("b", BLACK_ELEPHANT)], "w"),
    ("单车对双士", "Rook vs two advisors", "单车胜双士", "Rook beats two advisors", "win", 8,
     [("K", RED_KING), ("R", ANY)],
     [("k", BLACK_KING), ("a", BLACK_ADVISOR), ("a", BLACK_ADVISOR)], "w"),
    ("单车对士象全", "Rook vs full defence", "单车难胜士象全", "Rook cannot beat full defence",
     "draw", 10, [("K", RED_KING), ("R", ANY)],
     [("k", BLACK_KING), ("a", BLACK_ADVISOR), ("a", BLACK_ADVISOR), ("b", BLACK_ELEPHANT),
      ("b", BLACK_ELEPHANT)], "w"),
    ("车对马双士", "Rook vs horse and two advisors", "车胜马双士",
     "Rook beats horse and two advisors", "win", 10, [("K", RED_KING), ("R", ANY)],
     [("k", BLACK_KING), ("n", ANY), ("a", BLACK_ADVISOR), ("a", BLACK_ADVISOR)], "w"),
    ("车对炮双士", "Rook vs cannon and two advisors", "车胜炮双士",
     "Rook beats cannon and two advisors", "win", 8, [("K", RED_KING), ("R", ANY)],
     [("k", BLACK_KING), ("c", ANY), ("a", BLACK_ADVISOR), ("a", BLACK_ADVISOR)], "w"),
    ("炮双士对双士", "Cannon and two advisors vs two advisors", "炮双仕胜双士",
     "Cannon and two advisors win", "win", 10,
     [("K", RED_KING), ("C", ANY), ("A", RED_ADVISOR), ("A", RED_ADVISOR)],
     [("k", BLACK_KING), ("a", BLACK_ADVISOR), ("a", BLACK_ADVISOR)], "w"),
    ("炮对将", "Cannon vs bare king", "单炮不胜单将", "A lone cannon cannot mate", "draw", 5,
     [("K", RED_KING), ("C", ANY)], [("k", BLACK_KING)], "w"),
    ("炮对将", "Cannon vs bare king", "炮仕胜单将", "Cannon and advisor win", "win", 6,
     [("K", RED_KING), ("C", ANY), ("A", RED_ADVISOR)], [("k", BLACK_KING)], "w"),
    ("车兵对车", "Rook and pawn vs rook", "车高兵胜单车", "Rook and high pawn win", "win", 10,
     [("K", RED_KING), ("R", ANY), ("P", HIGH)], [("k", BLACK_KING), ("r", ANY)], "w"),
    ("车兵对车", "Rook and pawn vs rook", "车底兵和单车", "Rook and bottom pawn draw", "draw", 10,
     [("K", RED_KING), ("R", ANY), ("P", BOTTOM)], [("k", BLACK_KING), ("r", ANY)], "b"),
    ("马兵对士象全", "Horse and pawn vs full defence", "马底兵难胜士象全",
     "Horse and bottom pawn draw", "draw", 8, [("K", RED_KING), ("N", ANY), ("P", BOTTOM)],
     [("k", BLACK_KING), ("a", BLACK_ADVISOR), ("a", BLACK_ADVISOR), ("b", BLACK_ELEPHANT),
      ("b", BLACK_ELEPHANT)], "w"),
    ("双兵对双士", "Two pawns vs two advisors", "双高兵胜双士", "Two high pawns win", "win", 8,
     [("K", RED_KING), ("P", HIGH), ("P", HIGH)],
     [("k", BLACK_KING), ("a", BLACK_ADVISOR), ("a", BLACK_ADVISOR)], "w"),
    ("双兵对士象全", "Two pawns vs full defence", "双底兵难胜士象全", "Two bottom pawns draw",
     "draw", 6, [("K", RED_KING), ("P", BOTTOM), ("P", BOTTOM)],
     [("k", BLACK_KING), ("a", BLACK_ADVISOR), ("a", BLACK_ADVISOR), ("b", BLACK_ELEPHANT),
      ("b", BLACK_ELEPHANT)], "w"),
    ("车马对车", "Rook and horse vs rook", "车马胜单车", "Rook and horse beat a rook", "win", 10,
     [("K", RED_KING), ("R", ANY), ("N", ANY)], [("k", BLACK_KING), ("r", ANY)], "w"),
    ("炮兵对士象", "Cannon and pawn vs advisor and elephant", "炮高兵仕胜单士象",
     "Cannon, pawn and advisor win", "win", 8,
     [("K", RED_KING), ("C", ANY), ("P", HIGH), ("A", RED_ADVISOR)],
     [("k", BLACK_KING), ("a", BLACK_ADVISOR), ("b", BLACK_ELEPHANT)], "w"),
]

ZH_NUMBERS = "一二三四五六七八九十"


def zh_number(n):
    if n <= 10:
        return ZH_NUMBERS[n - 1]
    return "十" + ZH_NUMBERS[n - 11] if n < 20 else str(n)


def place(rng, red, black):
    """A placement: {square: letter}, or None when the kings face each other."""
    board = {}
    for letter, squares in red + black:
        free = [s for s in squares if s not in board]
        board[rng.choice(free)] = letter
    kings = {v: s for s, v in board.items() if v in "Kk"}
    (rf, rr), (bf, br) = kings["K"], kings["k"]
    if rf == bf and not any(f == rf and rr < r < br for (f, r) in board):
        return None
    return board


def fen(board, side):
    rows = []
    for r in range(9, -1, -1):
        row, empty = "", 0
        for f in range(9):
            if (f, r) in board:
                row += (str(empty) if empty else "") + board[(f, r)]
                empty = 0
            else:
                empty += 1
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + " " + side + " - - 0 1"


def select(path):
    """The first `count` lines of each class from a file of confirmed lines, numbered again."""
    wanted = {(c[2], c[4]): c[5] for c in CLASSES}
    kept = {key: [] for key in wanted}
    for line in open(path, encoding="utf-8"):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.rstrip("\n").split(";")
        key = (fields[5].split("（")[0], fields[2])
        if key in kept and len(kept[key]) < wanted[key]:
            kept[key].append(fields)
    print("# The endgame collection (docs/endgames.md): id;FEN;result;class (zh);class (en);"
          "name (zh);name (en);notes")
    print("# Red has the winning chances; result: win (Red wins) or draw (Black holds). Made by")
    print("# tools/endgame_candidates.py and confirmed by tools/check_endgames.cpp.")
    next_id = 1
    for c in CLASSES:
        for n, f in enumerate(kept[(c[2], c[4])], 1):
            print(f"{next_id};{f[1]};{f[2]};{f[3]};{f[4]};{c[2]}（{zh_number(n)}）;{c[3]} {n};")
            next_id += 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--times", type=int, default=2, help="candidates per wanted position")
    parser.add_argument("--select", metavar="FILE", help="select from confirmed lines instead")
    args = parser.parse_args()
    if args.select:
        select(args.select)
        return
    rng = random.Random(args.seed)
    next_id = 1
    for cat_zh, cat_en, name_zh, name_en, result, count, red, black, side in CLASSES:
        made, seen = 0, set()
        while made < count * args.times:
            board = place(rng, red, black)
            if board is None:
                continue
            text = fen(board, side)
            if text in seen:
                continue
            seen.add(text)
            made += 1
            print(f"{next_id};{text};{result};{cat_zh};{cat_en};{name_zh}（{zh_number(made)}）;"
                  f"{name_en} {made};")
            next_id += 1


if __name__ == "__main__":
    main()
